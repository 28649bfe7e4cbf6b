import type { ApiMediaContent } from '../types';
import { mergeAllOf } from '../lib/mergeAllOf';

export interface FormFieldSpec {
  name: string;
  required: boolean;
  file: boolean;
}

/** The fields of a multipart or URL-encoded body, from its schema (else from its example). */
export function formFields(content: ApiMediaContent): FormFieldSpec[] {
  const s = content.schema ? mergeAllOf(content.schema) : undefined;
  if (s?.properties?.length) {
    return s.properties.map((p) => ({
      name: p.name,
      required: p.required,
      file: p.schema.type === 'string' && (p.schema.format === 'binary' || p.schema.format === 'byte'),
    }));
  }
  const ex = content.example;
  if (ex && typeof ex === 'object' && !Array.isArray(ex)) {
    return Object.keys(ex).map((name) => ({ name, required: false, file: ex[name] === '<binary>' }));
  }
  return [];
}
