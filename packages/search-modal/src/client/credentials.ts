import type { SiteConfig } from '@vocedocs/theme';

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
