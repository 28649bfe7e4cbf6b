import { describe, expect, it } from 'vitest';
import type { LocaleData, RouteData, SiteConfig } from '@vocedocs/theme';
import { applyHead, headHTML, headOf } from './head';

const site = {
  title: 'VoceChat',
  tagline: 'Self-hosted chat',
  url: 'https://doc.example',
  favicon: '/img/favicon.ico',
  locales: [
    { code: 'en', label: 'English', htmlLang: 'en', default: true },
    { code: 'zh-cn', label: '简体中文', htmlLang: 'zh-CN', default: false },
  ],
} as SiteConfig;
const en = { locale: 'en', strings: {} } as unknown as LocaleData;
const zh = { locale: 'zh-cn', strings: { 'theme.NotFound.title': '找不到页面' } } as unknown as LocaleData;
// A doc page; unless told otherwise it exists in both locales, at the
// route with and without the /zh-cn prefix.
const doc = (title: string, description: string, route: string, alternates?: Record<string, string>) => {
  const en = route.replace(/^\/zh-cn(?=\/|$)/, '') || '/';
  const both = { en, 'zh-cn': en === '/' ? '/zh-cn' : `/zh-cn${en}` };
  return { kind: 'doc', page: { title, description, route, alternates: alternates ?? both } } as unknown as RouteData;
};
const hreflangs = (html: string) => [...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

/** A document whose head holds what the pre-render writes for one route. */
function prerendered(html: string): Document {
  const d = document.implementation.createHTMLDocument('');
  d.head.innerHTML = `<meta charset="utf-8" />${html}<meta name="viewport" content="width=device-width" />`;
  return d;
}

/** The head as a sorted list of tags, so a DOM can be compared with HTML. */
function tagsOf(d: Document): string[] {
  return [...d.head.children].map((e) => `${e.localName} ${e.getAttributeNames().sort().map((a) => `${a}=${e.getAttribute(a)}`).join(' ')} ${e.localName === 'title' ? e.textContent : ''}`).sort();
}

describe('head tags', () => {
  it('the pre-render writes canonical, hreflang alternates and Open Graph', () => {
    const html = headHTML(headOf(site, doc('Docker', 'Run "it" & go', '/install/docker'), en, '/install/docker'));
    expect(html).toContain('<title>Docker | VoceChat</title>');
    expect(html).toContain('<meta name="description" content="Run &quot;it&quot; &amp; go" />');
    expect(html).toContain('<link rel="canonical" href="https://doc.example/install/docker" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://doc.example/install/docker" />');
    expect(html).toContain('<link rel="alternate" hreflang="zh-cn" href="https://doc.example/zh-cn/install/docker" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://doc.example/install/docker" />');
    expect(html).toContain('<meta property="og:url" content="https://doc.example/install/docker" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).not.toContain('noindex');
  });

  it('a page with a Markdown twin links it as an alternate, and navigation keeps it in step', () => {
    const withTwin = { ...doc('Docker', 'Run it', '/install/docker'), markdown: '/install/docker.md' } as RouteData;
    const html = headHTML(headOf(site, withTwin, en, '/install/docker'));
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="https://doc.example/install/docker.md" />');
    // hreflang alternates are kept beside it, one of each.
    expect(hreflangs(html)).toHaveLength(3);
    const d = prerendered(html);
    applyHead(d, headOf(site, { ...withTwin, markdown: '/zh-cn/install/docker.md' } as RouteData, zh, '/zh-cn/install/docker'));
    expect(d.head.querySelectorAll('link[type="text/markdown"]')).toHaveLength(1);
    expect(d.head.querySelector('link[type="text/markdown"]')!.getAttribute('href')).toBe('https://doc.example/zh-cn/install/docker.md');
    applyHead(d, headOf(site, { kind: 'search' }, en, '/search'));
    expect(d.head.querySelector('link[type="text/markdown"]')).toBeNull();
  });

  it('a 404 has noindex and no canonical', () => {
    const html = headHTML(headOf(site, { kind: 'notfound' }, zh, '/zh-cn/nope'));
    expect(html).toContain('<title>找不到页面 | VoceChat</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
  });

  it('names each version of a doc page at its own route', () => {
    const page = doc('T', 'D', '/zh-cn/install/docker', { en: '/install/moved', 'zh-cn': '/zh-cn/install/docker' });
    expect(hreflangs(headHTML(headOf(site, page, zh, '/zh-cn/install/docker')))).toEqual([
      'en https://doc.example/install/moved',
      'zh-cn https://doc.example/zh-cn/install/docker',
      'x-default https://doc.example/install/moved',
    ]);
  });

  it('leaves out a locale where the page is missing or a draft', () => {
    const page = doc('T', 'D', '/zh-cn/only-here', { 'zh-cn': '/zh-cn/only-here' });
    expect(hreflangs(headHTML(headOf(site, page, zh, '/zh-cn/only-here')))).toEqual(['zh-cn https://doc.example/zh-cn/only-here']);
  });

  it('names every locale of other routes', () => {
    expect(hreflangs(headHTML(headOf(site, { kind: 'search' }, zh, '/zh-cn/search')))).toEqual([
      'en https://doc.example/search',
      'zh-cn https://doc.example/zh-cn/search',
      'x-default https://doc.example/search',
    ]);
  });

  // A client navigation must leave the head as the pre-render of the new route would.
  const cases: [string, [RouteData, LocaleData, string], [RouteData, LocaleData, string]][] = [
    ['doc → doc', [doc('Docker', 'Docker way', '/install/docker'), en, '/install/docker'], [doc('Shell', 'Shell way', '/install/shell'), en, '/install/shell']],
    ['doc → doc without description', [doc('Docker', 'Docker way', '/install/docker'), en, '/install/docker'], [doc('Shell', '', '/install/shell'), en, '/install/shell']],
    ['en → zh-cn', [doc('Docker', 'Docker way', '/install/docker'), en, '/install/docker'], [doc('Shell 安装', '用脚本', '/zh-cn/install/shell'), zh, '/zh-cn/install/shell']],
    ['404 → doc', [{ kind: 'notfound' }, zh, '/zh-cn/nope'], [doc('Shell 安装', '用脚本', '/zh-cn/install/shell'), zh, '/zh-cn/install/shell']],
    ['doc → 404', [doc('Docker', 'Docker way', '/install/docker'), en, '/install/docker'], [{ kind: 'notfound' }, en, '/nope']],
    ['doc → search', [doc('Docker', 'Docker way', '/install/docker'), en, '/install/docker'], [{ kind: 'search' }, en, '/search']],
  ];
  it('on hydration, where the head is the pre-render\'s, it writes nothing to the document', () => {
    const head = headOf(site, doc('Shell 安装', '用脚本', '/zh-cn/install/shell'), zh, '/zh-cn/install/shell');
    const d = prerendered(headHTML(head));
    d.documentElement.lang = head.lang;
    const obs = new MutationObserver(() => {});
    obs.observe(d, { subtree: true, attributes: true, childList: true, characterData: true });
    applyHead(d, head);
    // takeRecords hands over what is queued, without waiting for the callback.
    const seen = obs.takeRecords().map((m) => `${m.type} ${m.target.nodeName} ${m.attributeName ?? ''}`);
    obs.disconnect();
    expect(seen).toEqual([]);
    // and a change is still written
    applyHead(d, headOf(site, doc('Docker', 'Docker way', '/install/docker'), en, '/install/docker'));
    expect(d.documentElement.lang).toBe('en');
  });
  for (const [name, from, to] of cases) {
    it(`after ${name} the head equals the new route's pre-render`, () => {
      const d = prerendered(headHTML(headOf(site, ...from)));
      const next = headOf(site, ...to);
      applyHead(d, next);
      expect(tagsOf(d)).toEqual(tagsOf(prerendered(headHTML(next))));
      expect(d.documentElement.lang).toBe(next.lang);
    });
  }
});
