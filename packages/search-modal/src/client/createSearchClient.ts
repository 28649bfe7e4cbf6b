import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SiteConfig } from '@vocedocs/theme';
import { credentialsOf, resolveHosts } from './resolveHosts';
import { SEARCH_TIMEOUTS } from './timeouts';
import { createHostsCache } from './hostsCache';

export type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

/**
 * The Algolia search client of the modal and the search page:
 * algoliasearch's lite client with our hosts and timeouts. Its transporter
 * tries the hosts in order, marks one that fails as down for 120 s (kept by
 * createHostsCache) and moves on; when every host fails the search rejects
 * with a RetryError.
 */
export function createSearchClient(search: SiteConfig['search'], extra: ClientOptions = {}): LiteClient {
  const { appId, apiKey } = credentialsOf(search);
  const hosts = resolveHosts(search);
  return liteClient(appId, apiKey, { timeouts: { ...SEARCH_TIMEOUTS }, hostsCache: createHostsCache(), ...(hosts ? { hosts } : {}), ...extra });
}
