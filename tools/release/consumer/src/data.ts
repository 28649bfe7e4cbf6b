import type { DocPageData, Loaders, LocaleData, Location, SiteConfig } from '@vocedocs/theme';
import type { ApiIndex, ApiOperation } from '@vocedocs/api-reference';
// The petstore fixture of the API reference's tests, as the Go pipeline wrote it.
import petIndex from './petstore/index.json';
import getAPet from './petstore/operations/get-a-pet.json';

export const site: SiteConfig = {
  title: 'Pet Store Docs',
  url: 'https://docs.example.org',
  baseUrl: '/',
  locales: [{ code: 'en', label: 'English', htmlLang: 'en', default: true }],
  navbar: { source: { label: 'Source', href: 'https://example.org/source' } },
  sidebar: { links: [] },
  footer: {
    columns: [{ title: { en: 'Community' }, items: [{ label: { en: 'Forum' }, href: 'https://example.org/forum' }] }],
    copyright: 'Copyright © {year} Example, Inc.',
  },
  api: { spec: 'petstore.yaml', routeBase: '/api' },
  search: { indexName: 'docs' },
  // host "" puts widget.js on the page's own origin, where the check serves a stand-in.
  widget: { host: '', id: 'docs', autoReg: false, themeColor: '#1f6feb', contactEmail: 'team@example.org', welcome: { en: 'Hello' } },
};

export const localeData: LocaleData = {
  locale: 'en',
  strings: {},
  sidebar: {
    locale: 'en',
    items: [
      { type: 'doc', label: 'Get started', href: '/' },
      { type: 'link', label: 'API', href: '/api/get-a-pet' },
    ],
  },
};

export const page: DocPageData = {
  kind: 'doc',
  route: '/',
  locale: 'en',
  id: 'index',
  title: 'Get started',
  h1: 'Get started',
  description: 'Run the pet store.',
  body: [
    ['p', {}, 'Start the server, then open ', ['code', {}, 'http://localhost:8080'], '.'],
    ['h2', { id: 'install' }, 'Install'],
    ['x-code', { lang: 'bash', code: 'docker run -p 8080:8080 petstore' }],
    ['x-admonition', { kind: 'tip', title: 'Tip' }, ['p', {}, 'The image is 20 MB.']],
  ],
  toc: [{ id: 'install', text: 'Install', level: 2 }],
  hideTableOfContents: false,
  hideFooter: false,
  breadcrumbs: [{ label: 'Get started' }],
  prev: null,
  next: { label: 'API', href: '/api/get-a-pet' },
  alternates: { en: '/' },
  source: 'docs/index.md',
};

// JSON imports widen string unions to string: the fixture is of the type the pipeline promises.
export const operation = getAPet as unknown as ApiOperation;
export const apiSidebar = (petIndex as unknown as ApiIndex).sidebar;

// Every page of this site is in the bundle: a link that is followed reloads the page.
export const loaders: Loaders = {
  loadRoute: async () => ({ kind: 'notfound' }),
  loadLocale: async () => localeData,
};

export const at = (path: string): Location => ({ path, search: '', hash: '' });
