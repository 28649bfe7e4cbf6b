import { useEffect } from 'react';
import { DocPage, Layout, NotFound, Router, Sidebar, useRouter, type Loaders, type Location, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import type { ApiIndex, ApiOperation, ApiSidebarData } from '@vocedocs/api-reference';
import { apiParts, type ApiParts } from './apiChunk';
import { SearchButton, SearchHost, SearchPage } from '@vocedocs/search-modal';
import '@vocedocs/search-modal/style.css';

export interface InitialState {
  site: SiteConfig;
  location: Location;
  data: RouteData;
  localeData: LocaleData;
}

// The navbar's search button: tiny; the DocSearch modal behind it loads on first hover, focus or shortcut.
const searchButton = <SearchButton />;

// The loaders fetch the API chunk with an API page's data, and the server
// bundle provides it up front, so it is here whenever an API page renders.
function loadedApiParts(): ApiParts {
  const parts = apiParts();
  if (!parts) throw new Error('the API reference chunk was not loaded before its page');
  return parts;
}

function Page() {
  const { data } = useRouter();
  switch (data.kind) {
    case 'doc':
      return (
        <Layout sidebar={<Sidebar />} hideFooter={data.page.hideFooter} searchButton={searchButton}>
          <DocPage page={data.page} />
        </Layout>
      );
    case 'api-index': {
      const { ApiIndexPage, ApiSidebar } = loadedApiParts();
      const index = data.index as ApiIndex;
      const sidebar = (data as { sidebar?: ApiSidebarData }).sidebar ?? index.sidebar;
      return (
        <Layout sidebar={<ApiSidebar sidebar={sidebar} specUrl={index.specUrl} />} searchButton={searchButton}>
          <ApiIndexPage index={index} />
        </Layout>
      );
    }
    case 'api-operation': {
      const { ApiOperationPage, ApiSidebar } = loadedApiParts();
      const sidebar = (data as { sidebar?: ApiSidebarData }).sidebar;
      return (
        <Layout sidebar={sidebar ? <ApiSidebar sidebar={sidebar} /> : undefined} searchButton={searchButton}>
          <ApiOperationPage operation={data.operation as ApiOperation} />
        </Layout>
      );
    }
    case 'search':
      return (
        <Layout searchButton={searchButton}>
          <SearchPage />
        </Layout>
      );
    default:
      return (
        <Layout searchButton={searchButton}>
          <NotFound />
        </Layout>
      );
  }
}

/** Keeps <title>, <html lang> and the meta description in step with client navigation. */
function HeadSync() {
  const router = useRouter();
  useEffect(() => {
    const { title, description, lang } = headOf(router.site, router.data, router.localeData);
    document.title = title;
    document.documentElement.lang = lang;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [router.data, router.localeData, router.site]);
  return null;
}

export function headOf(site: SiteConfig, data: RouteData, localeData: LocaleData) {
  const locale = site.locales.find((l) => l.code === localeData.locale) ?? site.locales[0];
  const s = localeData.strings;
  let title = site.title;
  let description = site.tagline ?? '';
  switch (data.kind) {
    case 'doc':
      title = `${data.page.title} | ${site.title}`;
      description = data.page.description;
      break;
    case 'search':
      title = `${s['theme.SearchPage.title'] ?? 'Search'} | ${site.title}`;
      break;
    case 'notfound':
      title = `${s['theme.NotFound.title'] ?? 'Page Not Found'} | ${site.title}`;
      break;
    case 'api-index':
      title = `API | ${site.title}`;
      break;
    case 'api-operation': {
      const op = data.operation as ApiOperation;
      title = `${op.summary} | API | ${site.title}`;
      description = `${op.method} ${op.path}`;
      break;
    }
  }
  return { title, description, lang: locale.htmlLang };
}

export function App({ initial, loaders }: { initial: InitialState; loaders: Loaders }) {
  return (
    <Router site={initial.site} initial={initial} loaders={loaders}>
      <HeadSync />
      <Page />
      <SearchHost />
    </Router>
  );
}
