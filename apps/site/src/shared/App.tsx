import { useEffect } from 'react';
import { DocPage, Layout, NotFound, Router, Sidebar, useRouter, type Loaders, type Location, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import { ApiIndexPage } from '@vocedocs/api-reference';

export interface InitialState {
  site: SiteConfig;
  location: Location;
  data: RouteData;
  localeData: LocaleData;
}

function Page() {
  const { data, site } = useRouter();
  switch (data.kind) {
    case 'doc':
      return (
        <Layout sidebar={<Sidebar />} hideFooter={data.page.hideFooter}>
          <DocPage page={data.page} />
        </Layout>
      );
    case 'api-index':
    case 'api-operation':
      return (
        <Layout>
          <ApiIndexPage title={site.title} />
        </Layout>
      );
    case 'search':
      return <Layout>search</Layout>;
    default:
      return (
        <Layout>
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
  }
  return { title, description, lang: locale.htmlLang };
}

export function App({ initial, loaders }: { initial: InitialState; loaders: Loaders }) {
  return (
    <Router site={initial.site} initial={initial} loaders={loaders}>
      <HeadSync />
      <Page />
    </Router>
  );
}
