import type { LocaleConfig, RouteData } from '../types';

/** Drops a trailing slash (keeping "/"): the one form route keys use. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The locale a path belongs to, by its first segment. */
export function localeOf(path: string, locales: LocaleConfig[]): LocaleConfig {
  const first = normalizePath(path).split('/')[1] ?? '';
  return locales.find((l) => !l.default && l.code === first) ?? locales.find((l) => l.default) ?? locales[0];
}

/**
 * The same page in another locale: swaps (or adds, or drops) the locale
 * segment. A query and a hash after the path are kept as they are:
 * /zh-cn/install/docker?x=1#run → /install/docker?x=1#run.
 */
export function switchLocale(href: string, to: LocaleConfig, locales: LocaleConfig[]): string {
  const cut = href.search(/[?#]/);
  const path = normalizePath((cut < 0 ? href : href.slice(0, cut)) || '/');
  const from = localeOf(path, locales);
  const rest = from.default ? path : path.slice(from.code.length + 1) || '/';
  return localizePath(rest, to) + (cut < 0 ? '' : href.slice(cut));
}

/**
 * The route shown at href in another locale, query and hash kept, or null
 * when it has none there. A doc page names its versions (the pipeline's
 * alternates: a page may be missing or a draft in a locale); every other
 * route exists in each locale.
 */
export function alternateHref(data: RouteData, href: string, to: LocaleConfig, locales: LocaleConfig[]): string | null {
  if (data.kind !== 'doc') return switchLocale(href, to, locales);
  const alt = data.page.alternates[to.code];
  if (alt === undefined) return null;
  const cut = href.search(/[?#]/);
  return alt + (cut < 0 ? '' : href.slice(cut));
}

/** Prefixes a site path with a locale's segment. */
export function localizePath(path: string, locale: LocaleConfig): string {
  if (locale.default) return path;
  return path === '/' ? `/${locale.code}` : `/${locale.code}${path}`;
}

/** Where the data of a route is published: /_data/route/zh-cn/install/docker.json. */
export function routeDataUrl(path: string): string {
  const p = normalizePath(path);
  return p === '/' ? '/_data/route/index.json' : `/_data/route${p}.json`;
}
