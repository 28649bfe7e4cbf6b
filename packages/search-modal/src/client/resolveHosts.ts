import type { SiteConfig } from '@vocedocs/theme';

/** One search host in the shape algoliasearch's transporter takes. */
export interface HostEntry {
  url: string;
  accept: 'read' | 'readWrite' | 'write';
  protocol: 'http' | 'https';
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
 * The Algolia hosts the search client tries, in order: `search.hosts` when
 * the build set them (ALGOLIA_SEARCH_HOSTS), otherwise undefined, which
 * leaves algoliasearch its own hosts, retried and rotated.
 */
export function resolveHosts(search: SiteConfig['search']): HostEntry[] | undefined {
  const configured = (search.hosts ?? []).map(parseHost).filter((h): h is HostEntry => h !== null);
  return configured.length > 0 ? configured : undefined;
}

/** Whether the build points the site at a hosted Algolia application (otherwise it searches its static index). */
export function usesAlgolia(search: SiteConfig['search']): boolean {
  return Boolean(search.appId && search.apiKey);
}

/**
 * The credentials DocSearch is given. With the static index DocSearch never
 * reaches Algolia, but it refuses empty ones.
 */
export function credentialsOf(search: SiteConfig['search']): { appId: string; apiKey: string } {
  return usesAlgolia(search) ? { appId: search.appId!, apiKey: search.apiKey! } : { appId: 'static', apiKey: 'static' };
}
