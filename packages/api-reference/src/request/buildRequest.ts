import type { ApiOperation, JsonValue } from '../types';
import { formFields } from './fileFields';
import { isKeyParam } from './keyParam';
import { resolveServer } from './resolveServer';
import type { BuiltRequest, RequestBodyPart, RequestInputs, ResponseKind } from './types';

const enc = encodeURIComponent;

function responseKind(op: ApiOperation): ResponseKind {
  const ok = op.responses.find((r) => /^2/.test(r.status)) ?? op.responses.find((r) => r.status === 'default');
  const c = ok?.content[0];
  if (!c) return 'none';
  return c.kind === 'binary' || c.kind === 'json' ? c.kind : 'text';
}

function fileNameFor(mediaType: string): string {
  const sub = mediaType.split(';')[0].trim().toLowerCase();
  const ext: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'application/pdf': 'pdf', 'application/zip': 'zip' };
  if (ext[sub]) return `${sub.startsWith('image/') ? 'image' : 'file'}.${ext[sub]}`;
  return 'file.bin';
}

/**
 * Builds the request an operation makes with the reader's inputs: the URL
 * with path and query parameters (percent-encoded), the headers (content
 * type, header and cookie parameters, the credential), and the body. The
 * code samples print keyPlaceholder where the API key goes while none is
 * entered; without one the credential is left out.
 */
export function buildRequest(op: ApiOperation, inputs: RequestInputs, keyPlaceholder = ''): BuiltRequest {
  const baseUrl = resolveServer(inputs.server, op.servers.map((s) => s.url));
  const missing: string[] = [];
  const path = op.path.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const v = inputs.params.path?.[name] ?? '';
    if (v === '') {
      missing.push(name);
      return whole;
    }
    return enc(v);
  });

  const typedKey = inputs.apiKey.trim();
  const key = typedKey || keyPlaceholder;
  // Name-value pairs by where they go; an empty API key parameter gets the key.
  const sent: Record<'query' | 'header' | 'cookie', [string, string][]> = { query: [], header: [], cookie: [] };
  for (const loc of ['query', 'header', 'cookie'] as const) {
    for (const p of op.parameters[loc]) {
      const v = inputs.params[loc]?.[p.name] ?? '';
      if (v !== '') sent[loc].push([p.name, v]);
      else if (isKeyParam(loc, p.name) && key) sent[loc].push([p.name, key]);
    }
  }

  // The credential of the first security alternative that has schemes; left
  // out when the operation also works without one and no key is typed.
  const optional = op.security.length === 0 || op.security.some((r) => r.schemes.length === 0);
  const schemes = op.security.find((r) => r.schemes.length > 0)?.schemes ?? [];
  if (key && (typedKey || !optional)) {
    for (const s of schemes) {
      if (s.type === 'apiKey' && s.paramName) sent[s.in ?? 'header'].push([s.paramName, key]);
      else if (s.type === 'http' && s.scheme?.toLowerCase() === 'basic') sent.header.push(['Authorization', `Basic ${key}`]);
      else if (s.type === 'http' || s.type === 'oauth2' || s.type === 'openIdConnect') sent.header.push(['Authorization', `Bearer ${key}`]);
    }
  }
  const headers = sent.header;
  if (sent.cookie.length) headers.push(['Cookie', sent.cookie.map(([k, v]) => `${k}=${enc(v)}`).join('; ')]);

  let body: RequestBodyPart = { kind: 'none' };
  const content = op.requestBody?.content.find((c) => c.mediaType === inputs.mediaType);
  if (content) {
    const kind = content.kind;
    if (kind === 'multipart' || kind === 'urlencoded') {
      const fields = formFields(content).flatMap((f) => {
        if (f.file) {
          const picked = inputs.files[f.name];
          return kind === 'multipart' && (picked || f.required) ? [{ name: f.name, value: '', file: picked?.name ?? 'file.bin' }] : [];
        }
        const v = inputs.form[f.name] ?? '';
        return v !== '' || f.required ? [{ name: f.name, value: v }] : [];
      });
      body = { kind: 'form', multipart: kind === 'multipart', fields };
    } else if (kind === 'binary') {
      body = { kind: 'binary', fileName: inputs.files['']?.name ?? fileNameFor(content.mediaType) };
    } else if (kind === 'json') {
      // Not JSON: sent as typed, and the parser's message tells the reader why.
      let value: JsonValue | undefined;
      let error: string | undefined;
      try {
        value = JSON.parse(inputs.body) as JsonValue;
      } catch (e) {
        error = (e as Error).message;
      }
      body = { kind: 'json', text: inputs.body, value, error };
    } else {
      body = { kind: 'text', text: inputs.body };
    }
    if (body.kind !== 'form' || !body.multipart) headers.unshift(['Content-Type', content.mediaType]);
  }

  const qs = sent.query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  const url = (baseUrl ?? (inputs.server.trim().replace(/\/+$/, '') || 'https://your-server/api')) + path + (qs ? `?${qs}` : '');
  return { method: op.method, url, baseUrl, headers, body, response: responseKind(op), missing };
}
