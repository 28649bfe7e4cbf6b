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
