import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LocaleData, RouteData, SiteConfig } from '../types';
import { localeOf, normalizePath } from './paths';
import { isChunkLoadError } from './chunkReload';
import { loadOnce } from './loadOnce';

export interface Location {
  path: string;
  search: string;
  hash: string;
}

export interface RouterState {
  location: Location;
  data: RouteData;
  localeData: LocaleData;
  site: SiteConfig;
  /** True while a navigation waits for its data. */
  pending: boolean;
  /** Set when the data of the requested route could not load. */
  error: Error | null;
  navigate(href: string, opts?: { replace?: boolean }): void;
  /** Fetches a route's data ahead; `deep` also runs the loaders' prepare (code the page needs). */
  prefetch(href: string, opts?: { deep?: boolean }): void;
  retry(): void;
}

export interface Loaders {
  loadRoute(path: string): Promise<RouteData>;
  loadLocale(code: string): Promise<LocaleData>;
  /**
   * Completes a route's data before the page shows (a code chunk, shared
   * data). Kept apart from loadRoute so a prefetch of links that merely
   * scroll into view stays a small JSON request.
   */
  prepare?(data: RouteData): Promise<RouteData>;
}

const RouterContext = createContext<RouterState | null>(null);

export function useRouter(): RouterState {
  const r = useContext(RouterContext);
  if (!r) throw new Error('useRouter must be used inside <Router>');
  return r;
}

/** Optional access for components that also render outside a router (tests, SSR fragments). */
export function useOptionalRouter(): RouterState | null {
  return useContext(RouterContext);
}

/** href as a Location; a relative href is read against base (a path and query). */
function splitHref(href: string, base = '/'): Location {
  const u = new URL(href, 'http://x' + base);
  return { path: normalizePath(decodeURI(u.pathname)), search: u.search, hash: u.hash };
}

export interface RouterProps {
  site: SiteConfig;
  initial: { location: Location; data: RouteData; localeData: LocaleData };
  loaders: Loaders;
  children: ReactNode;
}

/**
 * A small client-side router: each route's data is one JSON file, fetched on
 * navigation (and prefetched on hover), so the site ships no route table.
 */
export function Router({ site, initial, loaders, children }: RouterProps) {
  const [location, setLocation] = useState(initial.location);
  const [data, setData] = useState(initial.data);
  const [localeData, setLocaleData] = useState(initial.localeData);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const cache = useRef(new Map<string, Promise<RouteData>>());
  const localeCache = useRef(new Map<string, Promise<LocaleData>>([[initial.localeData.locale, Promise.resolve(initial.localeData)]]));
  const seq = useRef(0);
  const lastTarget = useRef<{ loc: Location; push: boolean } | null>(null);
  // Only a link navigation scrolls; a refresh or back/forward keeps the place.
  const scrollAfter = useRef(false);

  const fetchRoute = useCallback((path: string) => loadOnce(cache.current, path, () => loaders.loadRoute(path)), [loaders]);
  const fetchLocale = useCallback((code: string) => loadOnce(localeCache.current, code, () => loaders.loadLocale(code)), [loaders]);

  const go = useCallback(
    async (loc: Location, push: boolean, replace = false) => {
      const id = ++seq.current;
      lastTarget.current = { loc, push };
      setPending(true);
      try {
        const code = localeOf(loc.path, site.locales).code;
        const [d, ld] = await Promise.all([fetchRoute(loc.path).then((r) => (loaders.prepare ? loaders.prepare(r) : r)), fetchLocale(code)]);
        if (id !== seq.current) return;
        if (push) writeHistory(loc, replace);
        scrollAfter.current = push;
        setError(null);
        setData(d);
        setLocaleData(ld);
        setLocation(loc);
      } catch (e) {
        if (id !== seq.current) return;
        if (isChunkLoadError(e)) {
          // The page's code is gone (a newer deploy) or its fetch failed,
          // and the browser keeps a failed module for good: let the server
          // send the page instead. Its HTML reads fine even without scripts.
          console.warn(`[voce] could not load the code of ${loc.path}; loading the page from the server`, e);
          if (push) window.location.assign(hrefOf(loc));
          else window.location.reload();
          return;
        }
        setError(e instanceof Error ? e : new Error(String(e)));
      } finally {
        if (id === seq.current) setPending(false);
      }
    },
    [fetchRoute, fetchLocale, loaders, site.locales],
  );

  const current = useRef(location);
  current.current = location;
  // Only the hash moves: no data to load, and a newer request wins over one still loading.
  const moveInPage = (loc: Location) => {
    if (loc.path !== current.current.path || loc.search !== current.current.search) return false;
    seq.current++;
    setPending(false);
    setLocation(loc);
    return true;
  };

  const navigate = useCallback(
    (href: string, opts?: { replace?: boolean }) => {
      const loc = splitHref(href, location.path + location.search);
      if (!moveInPage(loc)) return void go(loc, true, opts?.replace);
      writeHistory(loc, opts?.replace);
      scrollToHash(loc.hash);
    },
    [go, location],
  );

  const prefetch = useCallback(
    (href: string, opts?: { deep?: boolean }) => {
      const loc = splitHref(href, location.path + location.search);
      fetchRoute(loc.path)
        .then((d) => (opts?.deep && loaders.prepare ? loaders.prepare(d) : d))
        .catch(() => {});
    },
    [fetchRoute, loaders, location],
  );

  const retry = () => {
    if (lastTarget.current) void go(lastTarget.current.loc, lastTarget.current.push);
  };

  // Development: the data of the open page changed on disk; fetch it again.
  useEffect(() => {
    const onRefresh = () => {
      cache.current.clear();
      localeCache.current.clear();
      void go(splitHref(window.location.href), false);
    };
    window.addEventListener('voce:refresh', onRefresh);
    return () => window.removeEventListener('voce:refresh', onRefresh);
  }, [go]);

  useEffect(() => {
    const onPop = () => {
      const loc = splitHref(window.location.href);
      if (!moveInPage(loc)) void go(loc, false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  // After a new page renders: scroll to its anchor, or to the top.
  useEffect(() => {
    if (!scrollAfter.current) return;
    scrollAfter.current = false;
    if (location.hash) scrollToHash(location.hash);
    else window.scrollTo(0, 0);
  }, [location.path, data]);

  // Every render of the router comes from a change of its state, so the value is new each time anyway.
  const value: RouterState = { location, data, localeData, site, pending, error, navigate, prefetch, retry };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const hrefOf = (loc: Location) => loc.path + loc.search + loc.hash;

function writeHistory(loc: Location, replace?: boolean) {
  if (replace) window.history.replaceState(null, '', hrefOf(loc));
  else window.history.pushState(null, '', hrefOf(loc));
}

/** Scrolls to the hash's target. */
function scrollToHash(hash: string) {
  if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
}
