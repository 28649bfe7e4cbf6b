import type { LiteClient } from 'algoliasearch/lite';
import type { SiteConfig } from '@vocedocs/theme';
import { createSearchClient } from './createSearchClient';

let cached: { key: string; client: LiteClient } | null = null;

/**
 * One client per page for a given search configuration, shared by the
 * modal and the search page, so a host found down by one is skipped by the
 * other and responses are cached once.
 */
export function getSearchClient(search: SiteConfig['search']): LiteClient {
  const key = JSON.stringify([search.appId, search.apiKey, search.hosts, window.location.host]);
  if (!cached || cached.key !== key) cached = { key, client: createSearchClient(search) };
  return cached.client;
}
