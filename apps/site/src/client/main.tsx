import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadOnce, localeOf, normalizePath, routeDataUrl, type Loaders, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import '@vocedocs/theme/style.css';
import { App } from '../shared/App';
import { API_SIDEBAR_URL, isApiKind, loadApiParts } from '../shared/apiChunk';

async function getJSON<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw Object.assign(new Error(`${url}: HTTP ${res.status}`), { status: res.status });
  return (await res.json()) as T;
}

const apiSidebars = new Map<string, Promise<unknown>>();
const apiSidebar = () => loadOnce(apiSidebars, API_SIDEBAR_URL, () => getJSON<unknown>(API_SIDEBAR_URL));

/** What an API page needs beside its own data: the shared sidebar and the API chunk. */
async function completeApiRoute(data: RouteData): Promise<RouteData> {
  if (!isApiKind(data.kind)) return data;
  const [sb] = await Promise.all([data.kind === 'api-operation' ? apiSidebar() : undefined, loadApiParts()]);
  return sb === undefined ? data : ({ ...data, sidebar: sb } as RouteData);
}

const loaders: Loaders = {
  loadRoute: (path) =>
    getJSON<RouteData>(routeDataUrl(path)).catch((e: { status?: number }) => {
      if (e.status === 404) return { kind: 'notfound' };
      throw e;
    }),
  prepare: completeApiRoute,
  loadLocale: (code) => getJSON<LocaleData>(`/_data/locale/${code}.json`),
};

async function start() {
  const container = document.getElementById('voce-app')!;
  const here = { path: normalizePath(decodeURI(location.pathname)), search: location.search, hash: location.hash };
  // A pre-rendered page embeds the site config, and the data of the small
  // routes; the others' data is preloaded by its HTML. In development
  // nothing is pre-rendered: everything is fetched.
  const embedded = document.getElementById('__VOCE__')?.textContent;
  const boot = embedded ? (JSON.parse(embedded) as { site: SiteConfig; data: RouteData | null }) : { site: await getJSON<SiteConfig>('/_data/site.json'), data: null };
  let data: RouteData, localeData: LocaleData;
  try {
    [data, localeData] = await Promise.all([
      (boot.data ? Promise.resolve(boot.data) : loaders.loadRoute(here.path)).then(completeApiRoute),
      loaders.loadLocale(localeOf(here.path, boot.site.locales).code),
    ]);
  } catch (e) {
    // The pre-rendered page stays readable; it just is not interactive.
    console.warn('page data could not load; the page stays static:', e);
    return;
  }
  const app = <App initial={{ site: boot.site, location: here, data, localeData }} loaders={loaders} />;
  if (!embedded) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, React hydrates in slices of a few milliseconds and
  // lets the browser paint and take input in between; a plain hydrateRoot
  // is one long task on a slow phone. The markup is already on screen, so
  // nothing waits on it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

if (import.meta.hot) {
  // The Go watcher rewrote build/data: drop a stale error overlay and refetch.
  import.meta.hot.on('voce:data', () => {
    document.querySelectorAll('vite-error-overlay').forEach((e) => e.remove());
    apiSidebars.clear(); // the spec may have changed
    window.dispatchEvent(new Event('voce:refresh'));
  });
}

// The loader inserts this module at the first paint, which on a slow
// connection comes while the HTML is still arriving: hydrate the whole
// document, with its embedded config, once it is parsed.
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
