import { useEffect } from 'react';
import { CopyPage, DocPage, Layout, NotFound, Router, Sidebar, useRouter, type Loaders, type Location, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import { apiParts, type SiteRouteData } from './apiChunk';
import { applyHead, headOf } from './head';
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

function Page() {
  const data = useRouter().data as SiteRouteData;
  // Copy page, on every page with a Markdown twin: the twin is fetched on use.
  const markdown = 'markdown' in data && data.markdown ? data.markdown : undefined;
  const actions = markdown ? <CopyPage key={markdown} href={markdown} /> : undefined;
  switch (data.kind) {
    case 'doc':
      return (
        <Layout sidebar={<Sidebar />} hideFooter={data.page.hideFooter} searchButton={searchButton}>
          <DocPage page={data.page} actions={actions} />
        </Layout>
      );
    // The loaders fetch the API chunk with an API page's data, and the
    // pre-render loads it first: it is here whenever an API page renders.
    case 'api-index': {
      const { ApiIndexPage, ApiSidebar } = apiParts()!;
      return (
        <Layout sidebar={<ApiSidebar sidebar={data.sidebar ?? data.index.sidebar} specUrl={data.index.specUrl} />} searchButton={searchButton}>
          <ApiIndexPage index={data.index} actions={actions} />
        </Layout>
      );
    }
    case 'api-operation': {
      const { ApiOperationPage, ApiSidebar } = apiParts()!;
      return (
        <Layout sidebar={data.sidebar ? <ApiSidebar sidebar={data.sidebar} /> : undefined} searchButton={searchButton}>
          <ApiOperationPage operation={data.operation} actions={actions} />
        </Layout>
      );
    }
    default:
      return <Layout searchButton={searchButton}>{data.kind === 'search' ? <SearchPage /> : <NotFound />}</Layout>;
  }
}

/** Keeps <html lang> and every head tag the pre-render writes in step with client navigation. */
function HeadSync() {
  const { site, data, localeData, location } = useRouter();
  useEffect(() => {
    applyHead(document, headOf(site, data, localeData, location.path));
  }, [site, data, localeData, location.path]);
  return null;
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
