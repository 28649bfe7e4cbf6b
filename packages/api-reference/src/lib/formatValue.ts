import type { JsonValue } from '../types';

/** A JSON value as a short inline string: strings bare, the rest as JSON. */
export function formatValue(v: JsonValue | undefined): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}
