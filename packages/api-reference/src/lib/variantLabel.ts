import type { SchemaNode } from '../types';
import { mergeAllOf } from './mergeAllOf';

/**
 * The tab label of a oneOf/anyOf member: its discriminator value (from the
 * mapping, else a one-value enum on the discriminator property), else its
 * title or component name; null when it has none.
 */
export function variantLabel(variant: SchemaNode, discriminator?: SchemaNode['discriminator']): string | null {
  if (discriminator) {
    const name = variant.refName;
    if (name && discriminator.mapping) {
      for (const [value, target] of Object.entries(discriminator.mapping)) {
        if (target === name || target.endsWith(`/${name}`)) return value;
      }
    }
    const prop = mergeAllOf(variant).properties?.find((p) => p.name === discriminator.propertyName);
    if (prop?.schema.enum?.length === 1) return String(prop.schema.enum[0]);
  }
  return variant.title ?? variant.refName ?? variant.circular ?? null;
}
