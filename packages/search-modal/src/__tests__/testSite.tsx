import type { ReactNode } from 'react';
import { Router, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';

export const site: SiteConfig = {
  title: 'VoceChat',
  url: 'https://doc.voce.chat',
  baseUrl: '/',
  locales: [
    { code: 'en', label: 'English', htmlLang: 'en', default: true },
    { code: 'zh-cn', label: '简体中文', htmlLang: 'zh-CN', default: false },
  ],
  navbar: { source: { label: 'GitHub', href: 'https://github.com/example/docs' } },
  sidebar: { links: [] },
  footer: { columns: [], copyright: '' },
  api: { spec: 'openapi.json', routeBase: '/api' },
  search: { indexName: 'voce' },
  widget: { host: '', id: '', autoReg: true, themeColor: '#333', contactEmail: '', welcome: {} },
};

/** Renders children inside the theme Router at a path (with ?query). */
export function AtPath({ href, strings = {}, children }: { href: string; strings?: Record<string, string>; children: ReactNode }) {
  const u = new URL(href, 'http://localhost');
  const data: RouteData = { kind: 'search' };
  const localeData: LocaleData = { locale: u.pathname.startsWith('/zh-cn') ? 'zh-cn' : 'en', sidebar: { locale: 'en', items: [] }, strings };
  return (
    <Router
      site={site}
      initial={{ location: { path: u.pathname, search: u.search, hash: u.hash }, data, localeData }}
      loaders={{ loadRoute: async () => data, loadLocale: async () => localeData }}
    >
      {children}
    </Router>
  );
}
