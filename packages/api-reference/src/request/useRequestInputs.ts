import { useEffect, useState } from 'react';
import { storage } from '@vocedocs/theme';
import type { ApiMediaContent, ApiOperation, JsonValue } from '../types';
import { LOCATIONS } from '../components/ParameterTable';
import { formFields, isKeyParam } from './buildRequest';
import type { RequestInputs } from './types';

/** A parameter's example as the text of its input: strings bare, the rest as JSON. */
export function valueText(v: JsonValue | undefined): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** The example of a media type as text: a string as written (unless the body is JSON), anything else as pretty JSON. */
export function exampleText(content: ApiMediaContent | undefined): string {
  if (content?.example === undefined) return '';
  const ex = content.example;
  return typeof ex === 'string' && content.kind !== 'json' ? ex : JSON.stringify(ex, null, 2);
}

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

/** localStorage keys of the remembered server and API key. */
export const SERVER_KEY = 'voce-api-server';
export const API_KEY_KEY = 'voce-api-key';

export type RequestInputsState = ReturnType<typeof useRequestInputs>;

/**
 * The try-it inputs of an operation. The server and the API key are
 * remembered in localStorage and read after hydration, so the first render
 * matches the pre-rendered HTML.
 */
export function useRequestInputs(op: ApiOperation) {
  const [inputs, setInputs] = useState(() => defaultInputs(op));
  useEffect(() => {
    const server = storage.get(SERVER_KEY);
    const apiKey = storage.get(API_KEY_KEY);
    if (server || apiKey) setInputs((i) => ({ ...i, server: server || i.server, apiKey: apiKey || i.apiKey }));
  }, []);
  const update = (patch: Partial<RequestInputs>) => {
    setInputs((i) => ({ ...i, ...patch }));
    if (patch.server !== undefined) storage.set(SERVER_KEY, patch.server.trim() || null);
    if (patch.apiKey !== undefined) storage.set(API_KEY_KEY, patch.apiKey || null);
  };
  // Forgets the remembered server and key, and resets them here.
  const clearSaved = () => {
    storage.set(SERVER_KEY, null);
    storage.set(API_KEY_KEY, null);
    setInputs((i) => ({ ...i, server: op.servers[0]?.url ?? '', apiKey: '' }));
  };
  return { inputs, update, clearSaved };
}
