import type { SchemaNode } from '../types';

function itemName(s: SchemaNode): string {
  const name = s.circular ?? s.refName ?? typeLabel(s);
  return name.includes(' ') ? `(${name})` : name;
}

/**
 * A short type label: "string", "integer(int64)", "UserInfo[]",
 * "map<string, number>", "string | integer"; "any" when the schema says
 * nothing. The component name of an object is shown beside it, not in it.
 */
export function typeLabel(s: SchemaNode): string {
  if (s.circular) return s.circular;
  if (s.truncated) return s.refName ?? '…';
  let base: string;
  if (s.type === 'array' || (!s.type && s.items)) {
    base = `${s.items ? itemName(s.items) : 'any'}[]`;
  } else if (s.types) {
    base = s.types.join(' | ');
  } else if (s.type === 'object' && !s.properties?.length && typeof s.additionalProperties === 'object') {
    base = `map<string, ${itemName(s.additionalProperties)}>`;
  } else if (s.type) {
    base = s.type;
  } else if (s.oneOf || s.anyOf) {
    const list = (s.oneOf ?? s.anyOf)!;
    base = list.length <= 3 ? list.map(itemName).join(' | ') : 'object';
  } else if (s.enum?.length) {
    const kinds = [...new Set(s.enum.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)))];
    base = kinds.join(' | ');
  } else if (s.properties || s.allOf) {
    base = 'object';
  } else {
    base = 'any';
  }
  return s.format ? `${base}(${s.format})` : base;
}
