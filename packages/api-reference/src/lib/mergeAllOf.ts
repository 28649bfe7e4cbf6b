import type { SchemaNode, SchemaProperty } from '../types';

function objectLike(s: SchemaNode): boolean {
  return !s.circular && !s.truncated && !s.items && !s.not && !s.types && (s.type === undefined || s.type === 'object');
}

/**
 * Folds an allOf of object schemas into one object: properties in order
 * (a later definition replaces an earlier one in place), required merged,
 * the first description kept. An allOf that cannot be folded (a circular
 * member, a non-object, two unions) comes back unchanged.
 */
export function mergeAllOf(s: SchemaNode): SchemaNode {
  if (!s.allOf?.length) return s;
  const parts = s.allOf.map(mergeAllOf);
  if (!parts.every(objectLike)) return s;
  const unions = parts.filter((p) => p.oneOf || p.anyOf);
  if (unions.length > 1 || (unions.length === 1 && (s.oneOf || s.anyOf))) return s;
  const { allOf: _drop, ...own } = s;
  const props = new Map<string, SchemaProperty>();
  const required = new Set<string>();
  for (const p of [...parts, own]) {
    for (const prop of p.properties ?? []) props.set(prop.name, prop);
    for (const r of p.required ?? []) required.add(r);
  }
  const out: SchemaNode = { ...own, type: 'object' };
  out.description ||= parts.find((p) => p.description)?.description;
  out.title ||= parts.find((p) => p.title)?.title;
  if (props.size) out.properties = [...props.values()].map((p) => (required.has(p.name) && !p.required ? { ...p, required: true } : p));
  if (required.size) out.required = [...required];
  out.additionalProperties ??= [...parts].reverse().find((p) => p.additionalProperties !== undefined)?.additionalProperties;
  for (const flag of ['readOnly', 'writeOnly', 'deprecated', 'nullable'] as const) {
    if (parts.some((p) => p[flag])) out[flag] = true;
  }
  if (unions[0]) {
    if (unions[0].oneOf) out.oneOf = unions[0].oneOf;
    if (unions[0].anyOf) out.anyOf = unions[0].anyOf;
    out.discriminator ??= unions[0].discriminator;
  }
  return out;
}
