import type { ApiMediaContent, ApiOperation } from '../types';
import { LOCATIONS } from '../components/ParameterTable';
import { exampleText, valueText } from './exampleText';
import { formFields } from './fileFields';
import { isKeyParam } from './keyParam';
import type { RequestInputs } from './types';

/** The text fields of a multipart or URL-encoded body, the required ones from its example. */
export function defaultForm(content: ApiMediaContent | undefined): Record<string, string> {
  const ex = content?.example;
  const values = ex && typeof ex === 'object' && !Array.isArray(ex) ? ex : {};
  const form: Record<string, string> = {};
  for (const f of content ? formFields(content) : []) {
    if (!f.file) form[f.name] = f.required ? valueText(values[f.name]) : '';
  }
  return form;
}

/**
 * The try-it inputs before the reader changes anything: the first server,
 * no key, required parameters filled from their examples (optional ones
 * left out), the first media type with its example body.
 */
export function defaultInputs(op: ApiOperation): RequestInputs {
  const params = {} as RequestInputs['params'];
  for (const loc of LOCATIONS) {
    params[loc] = {};
    for (const p of op.parameters[loc]) {
      params[loc][p.name] = p.required && !isKeyParam(loc, p.name) ? valueText(p.example ?? p.schema?.default ?? p.schema?.example) : '';
    }
  }
  const first = op.requestBody?.content[0];
  return {
    server: op.servers[0]?.url ?? '',
    apiKey: '',
    params,
    mediaType: first?.mediaType ?? '',
    body: exampleText(first),
    form: defaultForm(first),
    files: {},
  };
}
