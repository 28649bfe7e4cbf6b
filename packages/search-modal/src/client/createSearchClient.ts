import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SiteConfig } from '@vocedocs/theme';
import { credentialsOf } from './credentials';
import { createHostsCache } from './hostsCache';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type Host = NonNullable<ClientOptions['hosts']>[number];

/**
 * Reads one configured host: `search.example.com`, `127.0.0.1:3000`, or
 * with a scheme, `http://127.0.0.1:3000`. Without a scheme a host is
 * reached over https, as Algolia's hosts are.
 */
export function parseHost(entry: string): Host | null {
  const raw = entry.trim();
  const m = /^(https?):\/\/(.*)$/i.exec(raw);
  const url = (m ? m[2] : raw).replace(/\/+$/, '');
  if (!url || /[/?#\s]/.test(url)) return null;
  return { url, accept: 'readWrite', protocol: m ? (m[1].toLowerCase() as 'http' | 'https') : 'https' };
}

/**
 * The Algolia search client of the modal and the search page:
 * algoliasearch's lite client with 1 s connect and 2 s read timeouts, and
 * the hosts the build set in `search.hosts` (ALGOLIA_SEARCH_HOSTS), in
 * order; without them algoliasearch's own. Its transporter tries the hosts
 * in order, marks one that fails as down for 120 s (kept by
 * createHostsCache) and moves on; when every host fails the search rejects
 * with a RetryError.
 */
export function createSearchClient(search: SiteConfig['search'], extra: ClientOptions = {}): LiteClient {
  const { appId, apiKey } = credentialsOf(search);
  const hosts = (search.hosts ?? []).map(parseHost).filter((h) => h !== null);
  return liteClient(appId, apiKey, { timeouts: { connect: 1_000, read: 2_000, write: 30_000 }, hostsCache: createHostsCache(), ...(hosts.length ? { hosts } : {}), ...extra });
}
