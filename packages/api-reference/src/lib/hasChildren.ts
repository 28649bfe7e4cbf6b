import type { SchemaNode } from '../types';
import { mergeAllOf } from './mergeAllOf';

/** Whether a schema has anything to unfold: properties, items with children, a union, an allOf, a not. */
export function hasChildren(schema: SchemaNode): boolean {
  const s = mergeAllOf(schema);
  if (s.circular || s.truncated) return false;
  return !!(
    s.properties?.length ||
    typeof s.additionalProperties === 'object' ||
    (s.items && hasChildren(s.items)) ||
    s.oneOf?.length ||
    s.anyOf?.length ||
    s.allOf?.length ||
    s.not
  );
}
