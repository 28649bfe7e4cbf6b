/**
 * The href a Markdown link may carry, or null. Allowed: https: and mailto:
 * URLs, site paths (/install/docker) and fragments (#top). Everything else
 * (javascript:, data:, vbscript:, http:, protocol-relative //host, /\host)
 * is refused and its link renders as plain text.
 */
export function safeHref(raw: string): string | null {
  const url = raw.trim();
  if (!url || /[\u0000-\u001f\u007f\s]/.test(url)) return null;
  if (/^https:\/\/[^/\\?#]/i.test(url)) return url;
  if (/^mailto:[^\s]+$/i.test(url)) return url;
  if (url.startsWith('#')) return url;
  if (/^\/(?![/\\])/.test(url)) return url;
  return null;
}
