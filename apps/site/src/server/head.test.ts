import { describe, expect, it } from 'vitest';
import type { DocPageData, SiteConfig } from '@vocedocs/theme';
import { headTags } from './head';

const site = {
  title: 'VoceChat',
  url: 'https://docs.example.org',
  locales: [
    { code: 'en', label: 'English', htmlLang: 'en', default: true },
    { code: 'zh-cn', label: '简体中文', htmlLang: 'zh-CN', default: false },
  ],
} as SiteConfig;

const doc = (route: string, alternates: Record<string, string>) => ({ kind: 'doc' as const, page: { route, alternates } as DocPageData });
const hreflangs = (html: string) => [...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('headTags', () => {
  it('names each version of a doc page, with its own route', () => {
    const html = headTags(site, doc('/zh-cn/install/docker', { en: '/install/moved', 'zh-cn': '/zh-cn/install/docker' }), '/zh-cn/install/docker', 'T', 'D');
    expect(hreflangs(html)).toEqual([
      'en https://docs.example.org/install/moved',
      'zh-cn https://docs.example.org/zh-cn/install/docker',
      'x-default https://docs.example.org/install/moved',
    ]);
  });

  it('leaves out a locale where the page is missing or a draft', () => {
    const html = headTags(site, doc('/zh-cn/only-here', { 'zh-cn': '/zh-cn/only-here' }), '/zh-cn/only-here', 'T', 'D');
    expect(hreflangs(html)).toEqual(['zh-cn https://docs.example.org/zh-cn/only-here']);
  });

  it('names every locale of other routes', () => {
    expect(hreflangs(headTags(site, { kind: 'search' }, '/zh-cn/search', 'T', ''))).toEqual([
      'en https://docs.example.org/search',
      'zh-cn https://docs.example.org/zh-cn/search',
      'x-default https://docs.example.org/search',
    ]);
  });
});
