import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router, type Loaders } from '../router/Router';
import type { DocPageData, LocaleData, RouteData, SiteConfig } from '../types';

export const site: SiteConfig = {
  title: 'VoceChat',
  url: 'https://docs.example.org',
  baseUrl: '/',
  logo: '/img/logo.svg',
  locales: [
    { code: 'en', label: 'English', htmlLang: 'en', default: true },
    { code: 'zh-cn', label: '简体中文', htmlLang: 'zh-CN', default: false },
  ],
  navbar: { source: { label: 'GitHub', href: 'https://example.org/source' } },
  sidebar: { links: [] },
  footer: {
    columns: [
      { title: { en: 'Community', 'zh-cn': '社区' }, items: [{ label: { en: 'Chat', 'zh-cn': '聊天' }, href: 'https://chat.example.org' }] },
      { title: { en: 'More', 'zh-cn': '更多' }, items: [{ label: { en: 'Website', 'zh-cn': '官网' }, href: 'https://example.org' }] },
    ],
    copyright: 'Copyright © {year} Privoce, Inc.',
  },
  api: { spec: 'spec.yaml', routeBase: '/api' },
  search: { indexName: 'voce' },
  widget: {
    host: 'https://widget.invalid',
    id: 'vocechat-doc',
    autoReg: true,
    themeColor: '#333',
    contactEmail: 'team@example.org',
    welcome: { en: 'Hello', 'zh-cn': '你好' },
  },
};

export const enLocale: LocaleData = {
  locale: 'en',
  strings: {},
  sidebar: {
    locale: 'en',
    items: [
      { type: 'doc', label: 'Intro', href: '/' },
      {
        type: 'category',
        label: 'Install',
        href: '/install',
        collapsed: true,
        items: [
          { type: 'doc', label: 'Docker', href: '/install/docker' },
          { type: 'doc', label: 'Shell', href: '/install/shell' },
        ],
      },
      {
        type: 'category',
        label: 'Settings',
        collapsed: true,
        items: [{ type: 'doc', label: 'SMTP', href: '/setting/smtp' }],
      },
      { type: 'link', label: 'APIs', href: '/api' },
    ],
  },
};

export const zhLocale: LocaleData = {
  locale: 'zh-cn',
  strings: { 'theme.toc.title': '本页总览', 'theme.docs.paginator.next': '下一页', 'theme.lastUpdated.atDate': '最后更新于 {date}' },
  sidebar: { locale: 'zh-cn', items: [{ type: 'doc', label: '简介', href: '/zh-cn' }] },
};

export function docPage(over: Partial<DocPageData> = {}): DocPageData {
  return {
    kind: 'doc',
    route: '/install/docker',
    locale: 'en',
    id: 'install/docker',
    title: 'Run in Docker',
    h1: 'Run in Docker',
    description: 'Start the server.',
    body: [['h2', { id: 'quick-start' }, 'Quick start'], ['p', {}, 'Text.'], ['h3', { id: 'check' }, 'Check']],
    toc: [
      { id: 'quick-start', text: 'Quick start', level: 2 },
      { id: 'check', text: 'Check', level: 3 },
    ],
    hideTableOfContents: false,
    hideFooter: false,
    lastUpdated: '2024-03-05T10:00:00Z',
    editUrl: 'https://example.org/edit/docker.md',
    breadcrumbs: [{ label: 'Install', href: '/install' }, { label: 'Run in Docker' }],
    prev: { label: 'Install', href: '/install' },
    next: { label: 'Shell', href: '/install/shell' },
    alternates: { en: '/install/docker', 'zh-cn': '/zh-cn/install/docker' },
    source: 'content/en/install/docker.md',
    ...over,
  };
}

export function loaders(routes: Record<string, RouteData> = {}): Loaders & { calls: string[]; prepared: string[] } {
  const calls: string[] = [];
  const prepared: string[] = [];
  return {
    calls,
    prepared,
    loadRoute(path) {
      calls.push(path);
      return Promise.resolve(routes[path] ?? { kind: 'notfound' });
    },
    loadLocale: (code) => Promise.resolve(code === 'zh-cn' ? zhLocale : enLocale),
    prepare(data) {
      prepared.push(data.kind);
      return Promise.resolve(data);
    },
  };
}

export interface RenderOptions {
  path?: string;
  search?: string;
  hash?: string;
  data?: RouteData;
  localeData?: LocaleData;
  site?: SiteConfig;
  loaders?: Loaders;
}

/** Renders UI inside a Router at the given location. */
export function renderAt(ui: ReactNode, o: RenderOptions = {}) {
  const path = o.path ?? '/install/docker';
  return render(
    <Router
      site={o.site ?? site}
      initial={{
        location: { path, search: o.search ?? '', hash: o.hash ?? '' },
        data: o.data ?? { kind: 'doc', page: docPage() },
        localeData: o.localeData ?? (path.startsWith('/zh-cn') ? zhLocale : enLocale),
      }}
      loaders={o.loaders ?? loaders()}
    >
      {ui}
    </Router>,
  );
}

/** A matchMedia stand-in whose answers the test controls. */
export function mockMatchMedia(initial: Record<string, boolean> = {}) {
  const state = { ...initial };
  const lists = new Map<string, { matches: boolean; listeners: Set<(e: { matches: boolean }) => void> }>();
  window.matchMedia = ((q: string) => {
    let l = lists.get(q);
    if (!l) {
      l = { matches: !!state[q], listeners: new Set() };
      lists.set(q, l);
    }
    const entry = l;
    return {
      media: q,
      get matches() {
        return entry.matches;
      },
      addEventListener: (_: string, f: (e: { matches: boolean }) => void) => entry.listeners.add(f),
      removeEventListener: (_: string, f: (e: { matches: boolean }) => void) => entry.listeners.delete(f),
      addListener: (f: (e: { matches: boolean }) => void) => entry.listeners.add(f),
      removeListener: (f: (e: { matches: boolean }) => void) => entry.listeners.delete(f),
      onchange: null,
      dispatchEvent: () => true,
    };
  }) as unknown as typeof window.matchMedia;
  return {
    set(q: string, matches: boolean) {
      state[q] = matches;
      const l = lists.get(q);
      if (!l) return;
      l.matches = matches;
      l.listeners.forEach((f) => f({ matches }));
    },
  };
}
