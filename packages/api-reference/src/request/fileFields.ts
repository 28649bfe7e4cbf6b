import type { ApiMediaContent } from '../types';

export interface FormFieldSpec {
  name: string;
  required: boolean;
  file: boolean;
}

/** The fields of a multipart or URL-encoded body, from its schema (else from its example). */
export function formFields(content: ApiMediaContent): FormFieldSpec[] {
  const props = content.schema?.properties;
  if (props?.length) {
    return props.map((p) => ({
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
