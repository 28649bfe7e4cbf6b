import { describe, expect, it } from 'vitest';
import { localeOf, localizePath, normalizePath, routeDataUrl, switchLocale } from '../paths';
import { site } from '../../__tests__/fixtures';

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
