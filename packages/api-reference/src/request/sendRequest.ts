import type { BuiltRequest, RequestInputs } from './types';

/** Media types whose content is not text. */
const BINARY_MEDIA = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip|x-tar|wasm)\b/i;

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

const LIMIT = 1024 * 1024;

/**
 * Sends the request from the browser and reads the answer, calling
 * onUpdate as the body arrives and once more when it is done (an event stream never ends: the reader
 * stops it with the signal). Rejects as fetch does: a TypeError when the
 * browser got no readable response (CORS, network, mixed content), an
 * AbortError when cancelled before the headers came.
 */
export async function sendRequest(r: BuiltRequest, inputs: Pick<RequestInputs, 'files'>, signal: AbortSignal, onUpdate: (res: TryResponse) => void): Promise<void> {
  let body: BodyInit | undefined;
  const b = r.body;
  if (b.kind === 'json' || b.kind === 'text') body = b.text;
  else if (b.kind === 'binary') body = inputs.files[''] ?? new Blob([]);
  else if (b.kind === 'form' && b.multipart) {
    const form = new FormData();
    for (const f of b.fields) {
      if (f.file === undefined) form.append(f.name, f.value);
      else form.append(f.name, inputs.files[f.name] ?? new Blob([]), f.file);
    }
    body = form;
  } else if (b.kind === 'form') {
    body = new URLSearchParams(b.fields.map((f) => [f.name, f.value]));
  }
  const t0 = performance.now();
  // Headers a page may not set (Cookie, Host, …) are the browser's to drop.
  const res = await fetch(r.url, { method: r.method, headers: r.headers, body, signal, credentials: 'omit' });
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
  const emit = () => onUpdate({ ...out, totalMs: Math.round(performance.now() - t0) });
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
  emit();
}

export type FailureKind = 'aborted' | 'mixed' | 'network';

/**
 * Why a fetch gave no response, as far as a page can tell: cancelled by the
 * reader, blocked as mixed content (an https page calling an http server
 * other than this computer), or a network/CORS failure, which browsers
 * deliberately report alike. The site's CSP lets pages connect to any
 * http(s) origin, so it never refuses the request itself.
 */
export function explainFailure(err: unknown, url: string, pageProtocol: string): FailureKind {
  if ((err as { name?: string } | null)?.name === 'AbortError') return 'aborted';
  const local = /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i.test(url);
  if (pageProtocol === 'https:' && /^http:/i.test(url) && !local) return 'mixed';
  return 'network';
}
