import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router, type Loaders, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import type { ApiIndex, ApiOperation } from '../types';
import zh from '../strings/zh-cn.json';

// The Go pipeline's golden output (tools/openapi/testdata/golden, written
// by its TestEmitGolden) for three specs: the VoceChat API, a pet store and
// a 3.1 shapes document. Both sides test the same files.
const golden = '../../../../tools/openapi/testdata/golden';
const files = import.meta.glob<unknown>('../../../../tools/openapi/testdata/golden/**/*.json', { eager: true, import: 'default' });

function fixture(rel: string): unknown {
  const v = files[`${golden}/${rel}.json`];
  if (v === undefined) throw new Error(`no golden file ${rel}`);
  return structuredClone(v);
}

/** An operation page: vocechat/login, petstore/list-pets… */
export function operation(name: string): ApiOperation {
  const [spec, slug] = name.split('/');
  return fixture(`${spec}/operations/${slug}`) as ApiOperation;
}

/** The index (with the sidebar) of a fixture spec. */
export function apiIndex(spec: string): ApiIndex {
  return fixture(`${spec}/index`) as ApiIndex;
}

export const site: SiteConfig = {
  title: 'VoceChat',
  url: 'https://docs.example.org',
  baseUrl: '/',
  locales: [
    { code: 'en', label: 'English', htmlLang: 'en', default: true },
    { code: 'zh-cn', label: '简体中文', htmlLang: 'zh-CN', default: false },
  ],
  navbar: { source: { label: 'GitHub', href: 'https://example.org/source' } },
  sidebar: { links: [] },
  footer: { columns: [], copyright: '' },
  api: { spec: 'spec.yaml', routeBase: '/api' },
  search: { indexName: 'voce' },
  widget: { host: 'https://widget.invalid', id: 'x', autoReg: true, themeColor: '#333', contactEmail: 'a@example.org', welcome: {} },
};

export function localeData(locale: 'en' | 'zh-cn'): LocaleData {
  return { locale, strings: locale === 'zh-cn' ? (zh as Record<string, string>) : {}, sidebar: { locale, items: [] } };
}

const loaders: Loaders = {
  loadRoute: () => Promise.reject(new Error('no loading in tests')),
  loadLocale: () => Promise.reject(new Error('no loading in tests')),
};

/** The element inside a Router at `path` (locale from the path). */
export function inRouter(ui: ReactNode, path = '/api', data: RouteData = { kind: 'notfound' }) {
  const locale = path === '/zh-cn' || path.startsWith('/zh-cn/') ? 'zh-cn' : 'en';
  return (
    <Router site={site} initial={{ location: { path, search: '', hash: '' }, data, localeData: localeData(locale) }} loaders={loaders}>
      {ui}
    </Router>
  );
}

export function renderAt(ui: ReactNode, path = '/api') {
  return render(inRouter(ui, path));
}
