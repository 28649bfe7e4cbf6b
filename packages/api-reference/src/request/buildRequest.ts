import type { ApiMediaContent, ApiOperation, JsonValue, ParameterLocation } from '../types';
import type { BuiltRequest, RequestBodyPart, RequestInputs, ResponseKind } from './types';

const enc = encodeURIComponent;

/**
 * Header or query parameters that carry the same key as the API key field
 * (VoceChat's bot operations take theirs as an x-api-key header parameter
 * rather than a security scheme): left empty, they get the API key.
 */
export function isKeyParam(loc: ParameterLocation, name: string): boolean {
  return (loc === 'header' || loc === 'query') && /^(x-)?api-key$/i.test(name);
}

/** The fields of a multipart or URL-encoded body, from its schema (else from its example). */
export function formFields(content: ApiMediaContent): { name: string; required: boolean; file: boolean }[] {
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

/**
 * The API base URL for a server picked or typed by the reader, or null when
 * it is not an http(s) URL. A server of the spec is used as it is. A typed
 * VoceChat address gets https:// when it has no scheme (http:// for
 * localhost) and /api appended unless its path already ends with /api:
 * chat.example.com → https://chat.example.com/api.
 */
export function resolveServer(raw: string, known: string[] = []): string | null {
  const typed = raw.trim();
  if (!typed) return null;
  if (known.includes(typed)) return typed.replace(/\/+$/, '');
  let s = typed;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) s = (/^(localhost|127\.|\[::1\])/i.test(s) ? 'http://' : 'https://') + s;
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return null;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || !u.hostname || u.username || u.password) return null;
  let path = u.pathname.replace(/\/+$/, '');
  if (!/\/api$/.test(path)) path += '/api';
  return u.origin + path;
}

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
      body = { kind: 'json', text: inputs.body };
      try {
        body.value = JSON.parse(inputs.body) as JsonValue;
      } catch (e) {
        body.error = (e as Error).message;
      }
    } else {
      body = { kind: 'text', text: inputs.body };
    }
    if (body.kind !== 'form' || !body.multipart) headers.unshift(['Content-Type', content.mediaType]);
  }

  const qs = sent.query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  const url = (baseUrl ?? (inputs.server.trim().replace(/\/+$/, '') || 'https://your-server/api')) + path + (qs ? `?${qs}` : '');
  return { method: op.method, url, baseUrl, headers, body, response: responseKind(op), missing };
}
