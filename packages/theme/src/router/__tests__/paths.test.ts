import { describe, expect, it } from 'vitest';
import { alternateHref, localeOf, localizePath, normalizePath, routeDataUrl, switchLocale } from '../paths';
import { docPage, site } from '../../__tests__/fixtures';

const [en, zh] = site.locales;

describe('switchLocale', () => {
  it.each([
    ['/zh-cn/install/docker#2-enable-domain', en, '/install/docker#2-enable-domain'],
    ['/install/docker#2-enable-domain', zh, '/zh-cn/install/docker#2-enable-domain'],
    ['/zh-cn/install/docker?tab=go#run', en, '/install/docker?tab=go#run'],
    ['/install/docker/?q=1', zh, '/zh-cn/install/docker?q=1'],
    ['/', zh, '/zh-cn'],
    ['/zh-cn', en, '/'],
    ['/zh-cn/', en, '/'],
    ['/zh-cn#top', en, '/#top'],
    ['/api/login', zh, '/zh-cn/api/login'],
    ['/zh-cn/api', zh, '/zh-cn/api'],
  ])('%s → %s', (from, to, want) => {
    expect(switchLocale(from, to, site.locales)).toBe(want);
  });
});

describe('alternateHref', () => {
  // The zh-cn page has its own slug, and its en version is a draft.
  const onlyZh = { kind: 'doc' as const, page: docPage({ route: '/zh-cn/kuai-su', locale: 'zh-cn', alternates: { 'zh-cn': '/zh-cn/kuai-su' } }) };
  const both = { kind: 'doc' as const, page: docPage({ alternates: { en: '/moved', 'zh-cn': '/zh-cn/install/docker' } }) };
  it('takes a doc page’s version from its alternates, query and hash kept', () => {
    expect(alternateHref(both, '/zh-cn/install/docker?x=1#run', en, site.locales)).toBe('/moved?x=1#run');
    expect(alternateHref(both, '/moved', zh, site.locales)).toBe('/zh-cn/install/docker');
  });
  it('is null where a doc page has no version', () => {
    expect(alternateHref(onlyZh, '/zh-cn/kuai-su', en, site.locales)).toBeNull();
    expect(alternateHref(onlyZh, '/zh-cn/kuai-su#a', zh, site.locales)).toBe('/zh-cn/kuai-su#a');
  });
  it('swaps the locale segment of any other route', () => {
    expect(alternateHref({ kind: 'search' }, '/zh-cn/search?q=x', en, site.locales)).toBe('/search?q=x');
    expect(alternateHref({ kind: 'notfound' }, '/api/login', zh, site.locales)).toBe('/zh-cn/api/login');
  });
});

describe('paths', () => {
  it('normalizes a trailing slash', () => {
    expect(normalizePath('/install/')).toBe('/install');
    expect(normalizePath('/')).toBe('/');
  });
  it('finds the locale of a path', () => {
    expect(localeOf('/zh-cn/install', site.locales).code).toBe('zh-cn');
    expect(localeOf('/zh-cnx/install', site.locales).code).toBe('en');
    expect(localeOf('/install', site.locales).code).toBe('en');
  });
  it('localizes site paths', () => {
    expect(localizePath('/', zh)).toBe('/zh-cn');
    expect(localizePath('/api', zh)).toBe('/zh-cn/api');
    expect(localizePath('/api', en)).toBe('/api');
  });
  it('names the data file of a route', () => {
    expect(routeDataUrl('/')).toBe('/_data/route/index.json');
    expect(routeDataUrl('/zh-cn/install/')).toBe('/_data/route/zh-cn/install.json');
  });
});
