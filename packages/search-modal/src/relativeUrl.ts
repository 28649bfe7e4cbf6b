/**
 * A record's URL as a path on this site: records hold absolute URLs of the
 * production site, but the visitor may be on a preview or on `mage serve`,
 * so the modal and the page keep only path, query and hash.
 */
export function relativeUrl(url: string): string {
  try {
    const u = new URL(url, 'http://relative.invalid');
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return '/';
    return u.pathname + u.search + u.hash;
  } catch {
    return '/';
  }
}
