import { localeOf, localizePath, useOptionalRouter } from '@vocedocs/theme';

/** The API base route of the current locale: /api, /zh-cn/api. */
export function useApiBase(): string {
  const router = useOptionalRouter();
  if (!router) return '/api';
  const locale = localeOf(router.location.path, router.site.locales);
  return localizePath(router.site.api?.routeBase || '/api', locale);
}
