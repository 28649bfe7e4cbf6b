import type { ApiOperation } from '../types';
import { LOCATIONS } from '../components/ParameterTable';
import { bodyKind } from './bodyKind';
import { exampleText, valueText } from './exampleText';
import { formFields } from './fileFields';
import { isKeyParam } from './keyParam';
import type { RequestInputs } from './types';

/** The form of a media type's multipart or URL-encoded body, from its example. */
export function defaultForm(op: ApiOperation, mediaType: string): Record<string, string> {
  const content = op.requestBody?.content.find((c) => c.mediaType === mediaType);
  if (!content) return {};
  const kind = bodyKind(content);
  if (kind !== 'multipart' && kind !== 'urlencoded') return {};
  const ex = content.example && typeof content.example === 'object' && !Array.isArray(content.example) ? content.example : {};
  const form: Record<string, string> = {};
  for (const f of formFields(content)) {
    if (!f.file) form[f.name] = f.required ? valueText(ex[f.name]) : '';
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
      const keyLike = (loc === 'header' || loc === 'query') && isKeyParam(p.name);
      params[loc][p.name] = p.required && !keyLike ? valueText(p.example ?? p.schema?.default ?? p.schema?.example) : '';
    }
  }
  const first = op.requestBody?.content[0];
  const mediaType = first?.mediaType ?? '';
  return {
    server: op.servers[0]?.url ?? '',
    apiKey: '',
    params,
    mediaType,
    body: exampleText(first),
    form: defaultForm(op, mediaType),
    files: {},
  };
}
