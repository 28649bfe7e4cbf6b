import { describe, expect, it } from 'vitest';
import { facetFiltersFor } from '../facetFilters';
import { relativeUrl } from '../relativeUrl';
import { searchPagePath } from '../searchPagePath';
import { site } from './testSite';

describe('facetFiltersFor', () => {
  it('filters on the language and on either docs tag', () => {
    expect(facetFiltersFor('zh-cn')).toEqual(['language:zh-cn', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(facetFiltersFor('en')[0]).toBe('language:en');
  });
});

describe('relativeUrl', () => {
  it('keeps path, query and hash of absolute record URLs', () => {
    expect(relativeUrl('https://doc.voce.chat/zh-cn/setting/smtp/smtp-gmail#smtp')).toBe('/zh-cn/setting/smtp/smtp-gmail#smtp');
    expect(relativeUrl('http://localhost:3000/install/docker?x=1')).toBe('/install/docker?x=1');
    expect(relativeUrl('/faq#q1')).toBe('/faq#q1');
  });

  it('never yields a script or off-site URL', () => {
    expect(relativeUrl('javascript:alert(1)')).toBe('/');
    expect(relativeUrl('//evil.test/x')).toBe('/x');
    expect(relativeUrl('')).toBe('/');
  });
});

describe('searchPagePath', () => {
  it('is /search or /zh-cn/search with q', () => {
    expect(searchPagePath(site.locales[0], 'docker nginx')).toBe('/search?q=docker%20nginx');
    expect(searchPagePath(site.locales[1], '邮件')).toBe('/zh-cn/search?q=%E9%82%AE%E4%BB%B6');
    expect(searchPagePath(site.locales[1], '  ')).toBe('/zh-cn/search');
  });
});
