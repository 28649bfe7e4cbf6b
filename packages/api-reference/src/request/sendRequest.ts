import { BINARY_MEDIA } from './bodyKind';
import type { BuiltRequest, RequestInputs } from './types';

/** What came back, so far: updated while the body streams in. */
export interface TryResponse {
  status: number;
  statusText: string;
  /** Milliseconds until the body was read (or the reading stopped). */
  totalMs: number;
  headers: [string, string][];
  contentType: string;
  /** The body decoded as UTF-8 text; empty for binary content. */
  text: string;
  bytes: number;
  binary: boolean;
  /** Stopped at the size limit or by the reader. */
  truncated: boolean;
  done: boolean;
}

/** Headers a page cannot set on fetch (the browser drops or refuses them). */
const FORBIDDEN = /^(cookie|cookie2|host|content-length|connection|origin|referer|user-agent|accept-encoding|keep-alive|te|trailer|transfer-encoding|upgrade|via|date|expect|dnt)$/i;
const LIMIT = 1024 * 1024;

/** The fetch init for a built request: forbidden headers left out, files from the try-it inputs. */
export function fetchInit(r: BuiltRequest, inputs: Pick<RequestInputs, 'files'>, signal?: AbortSignal): RequestInit {
  const headers = new Headers();
  for (const [k, v] of r.headers) if (!FORBIDDEN.test(k)) headers.append(k, v);
  let body: BodyInit | undefined;
  const b = r.body;
  if (b.kind === 'json' || b.kind === 'text') body = b.text;
  else if (b.kind === 'binary') body = inputs.files[''] ?? new Blob([]);
  else if (b.kind === 'form') {
    if (b.multipart) {
      const form = new FormData();
      for (const f of b.fields) {
        if (f.file === undefined) form.append(f.name, f.value);
        else form.append(f.name, inputs.files[f.name] ?? new Blob([]), f.file);
      }
      body = form;
    } else {
      body = new URLSearchParams(b.fields.map((f) => [f.name, f.value]));
    }
  }
  return { method: r.method, headers, body, signal, mode: 'cors', credentials: 'omit', redirect: 'follow' };
}

/**
 * Sends the request from the browser and reads the answer, calling
 * onUpdate as the body arrives (an event stream never ends: the reader
 * stops it with the signal). Rejects as fetch does: a TypeError when the
 * browser got no readable response (CORS, network, mixed content), an
 * AbortError when cancelled before the headers came.
 */
export async function sendRequest(
  r: BuiltRequest,
  inputs: Pick<RequestInputs, 'files'>,
  opts: { signal?: AbortSignal; onUpdate?: (res: TryResponse) => void } = {},
): Promise<TryResponse> {
  const t0 = performance.now();
  const res = await fetch(r.url, fetchInit(r, inputs, opts.signal));
  const contentType = res.headers.get('content-type') ?? '';
  const out: TryResponse = {
    status: res.status,
    statusText: res.statusText,
    totalMs: 0,
    headers: [...res.headers.entries()],
    contentType,
    text: '',
    bytes: 0,
    binary: BINARY_MEDIA.test(contentType),
    truncated: false,
    done: false,
  };
  const emit = () => opts.onUpdate?.({ ...out, totalMs: Math.round(performance.now() - t0) });
  emit();
  if (res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        out.bytes += value.byteLength;
        if (!out.binary) out.text += decoder.decode(value, { stream: true });
        if (out.bytes >= LIMIT) {
          out.truncated = true;
          await reader.cancel();
          break;
        }
        emit();
      }
      if (!out.binary) out.text += decoder.decode();
    } catch (e) {
      if ((e as Error).name !== 'AbortError') throw e;
      out.truncated = true;
    }
  }
  out.done = true;
  out.totalMs = Math.round(performance.now() - t0);
  opts.onUpdate?.({ ...out });
  return out;
}
