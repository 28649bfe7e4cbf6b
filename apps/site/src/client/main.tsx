import { createRoot, hydrateRoot } from 'react-dom/client';
import { normalizePath, routeDataUrl, type Loaders, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import '@vocedocs/theme/style.css';
import { App, type InitialState } from '../shared/App';

async function getJSON<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw Object.assign(new Error(`${url}: HTTP ${res.status}`), { status: res.status });
  return (await res.json()) as T;
}

const loaders: Loaders = {
  async loadRoute(path) {
    try {
      return await getJSON<RouteData>(routeDataUrl(path));
    } catch (e) {
      if ((e as { status?: number }).status === 404) return { kind: 'notfound' };
      throw e;
    }
  },
  loadLocale: (code) => getJSON<LocaleData>(`/_data/locale/${code}.json`),
};

async function start() {
  const container = document.getElementById('voce-app')!;
  const embedded = document.getElementById('__VOCE__');
  if (embedded?.textContent) {
    // Pre-rendered page: the HTML holds the markup and the site config; the
    // route and locale data come from their JSON files, preloaded by the HTML.
    const initial = JSON.parse(embedded.textContent) as Omit<InitialState, 'data' | 'localeData'> & {
      data: RouteData | null;
      dataUrl?: string;
      localeUrl: string;
    };
    initial.location = { path: normalizePath(decodeURI(location.pathname)), search: location.search, hash: location.hash };
    let data: RouteData, localeData: LocaleData;
    try {
      [data, localeData] = await Promise.all([
        initial.data ?? getJSON<RouteData>(initial.dataUrl!),
        getJSON<LocaleData>(initial.localeUrl),
      ]);
    } catch (e) {
      // The pre-rendered page stays readable; it just is not interactive.
      console.warn('page data could not load; the page stays static:', e);
      return;
    }
    hydrateRoot(container, <App initial={{ site: initial.site, location: initial.location, data, localeData }} loaders={loaders} />);
    return;
  }
  // Development: nothing is pre-rendered; fetch what the page needs.
  const path = normalizePath(decodeURI(location.pathname));
  const site = await getJSON<SiteConfig>('/_data/site.json');
  const locale = site.locales.find((l) => !l.default && (path === `/${l.code}` || path.startsWith(`/${l.code}/`))) ?? site.locales.find((l) => l.default)!;
  const [data, localeData] = await Promise.all([loaders.loadRoute(path), loaders.loadLocale(locale.code)]);
  createRoot(container).render(<App initial={{ site, location: { path, search: location.search, hash: location.hash }, data, localeData }} loaders={loaders} />);
}

if (import.meta.hot) {
  // The Go watcher rewrote build/data: drop a stale error overlay and refetch.
  import.meta.hot.on('voce:data', () => {
    document.querySelectorAll('vite-error-overlay').forEach((e) => e.remove());
    window.dispatchEvent(new Event('voce:refresh'));
  });
}

void start();
