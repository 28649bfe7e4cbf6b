import type { SiteConfig } from '@vocedocs/theme';

/** One search host in the shape algoliasearch's transporter takes. */
export interface HostEntry {
  url: string;
  accept: 'read' | 'readWrite' | 'write';
  protocol: 'http' | 'https';
}

/** Where the page is served from: `window.location` or a stand-in in tests. */
export interface PageOrigin {
  host: string;
  protocol: string;
}

/**
 * Reads one configured host: `search.example.com`, `127.0.0.1:3000`, or
 * with a scheme, `http://127.0.0.1:3000`. Without a scheme a host is
 * reached over https, as Algolia's hosts are.
 */
export function parseHost(entry: string): HostEntry | null {
  const raw = entry.trim();
  if (!raw) return null;
  const m = /^(https?):\/\/(.*)$/i.exec(raw);
  const protocol = (m ? m[1].toLowerCase() : 'https') as 'http' | 'https';
  const url = (m ? m[2] : raw).replace(/\/+$/, '');
  if (!url || /[/?#\s]/.test(url)) return null;
  return { url, accept: 'readWrite', protocol };
}

/**
 * The hosts the search client tries, in order:
 * - `search.hosts` when the build set them (ALGOLIA_SEARCH_HOSTS);
 * - otherwise Algolia's own hosts (undefined: the client's defaults,
 *   retried and rotated by algoliasearch) when appId and apiKey are set;
 * - otherwise the page's own origin, where `mage serve` answers /1/.
 */
export function resolveHosts(search: SiteConfig['search'], origin: PageOrigin): HostEntry[] | undefined {
  const configured = (search.hosts ?? []).map(parseHost).filter((h): h is HostEntry => h !== null);
  if (configured.length > 0) return configured;
  if (usesAlgolia(search)) return undefined;
  return [{ url: origin.host, accept: 'readWrite', protocol: origin.protocol.replace(':', '') === 'http' ? 'http' : 'https' }];
}

/** Whether the build points the site at a hosted Algolia application. */
export function usesAlgolia(search: SiteConfig['search']): boolean {
  return Boolean(search.appId && search.apiKey);
}

/**
 * The credentials the client sends. The local engine wants the search key
 * it was started with (LOCAL_SEARCH_KEY, which the build puts in `apiKey`
 * without an `appId`) and accepts any key otherwise, so a site without
 * either sends placeholders (algoliasearch refuses empty ones).
 */
export function credentialsOf(search: SiteConfig['search']): { appId: string; apiKey: string } {
  return usesAlgolia(search) ? { appId: search.appId!, apiKey: search.apiKey! } : { appId: 'local', apiKey: search.apiKey || 'local-search' };
}
