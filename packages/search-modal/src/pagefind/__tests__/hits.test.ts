import { describe, expect, it } from 'vitest';
import type { PagefindPage } from '../bundle';
import { headingEnd, hierarchyOf, pageHits, splitContent } from '../hits';
import { mark, snippet } from '../mark';

const tags = { pre: '<mark>', post: '</mark>' };
const o = { lang: 'en', terms: ['docker'], tags, ellipsis: '…', snippets: { content: 10, 'hierarchy.lvl1': 10, 'hierarchy.lvl2': 10 } };

/**
 * A page as bin/write-index.mjs writes it and pagefind.js hands it back:
 * title, description, a section with an anchor and one under it.
 */
const words = 'Run in Docker. Start VoceChat with one docker command. Install Docker. Get the engine first. Check it. Run docker version and read the output.';
const page = (locations: number[], sub: PagefindPage['sub_results']): PagefindPage => ({
  url: '/install/docker',
  raw_content: words,
  meta: { lvl0: 'Install', title: 'Run in Docker' },
  anchors: [
    { element: 'h2', id: 'install', text: 'Install Docker', location: 9 },
    { element: 'h3', id: 'check', text: 'Check it', location: 15 },
  ],
  locations,
  sub_results: sub,
});

describe('pageHits', () => {
  it('gives the page first, as its lvl1 record, then the best section, with its path', () => {
    const p = page([2, 7, 10, 19], [
      { title: 'Run in Docker', url: '/install/docker', locations: [2, 7], weighted_locations: [{ weight: 10, balanced_score: 50, location: 2 }] },
      { title: 'Install Docker', url: '/install/docker#install', anchor: { element: 'h2', id: 'install', text: 'Install Docker', location: 9 }, locations: [10], weighted_locations: [{ weight: 6, balanced_score: 30, location: 10 }] },
      { title: 'Check it', url: '/install/docker#check', anchor: { element: 'h3', id: 'check', text: 'Check it', location: 15 }, locations: [19], weighted_locations: [{ weight: 1, balanced_score: 5, location: 19 }] },
    ]);
    const [first, second, third] = pageHits(p, 2, o);
    expect(third).toBeUndefined();
    expect(first).toMatchObject({ url: '/install/docker', type: 'lvl1', hierarchy: { lvl0: 'Install', lvl1: 'Run in Docker', lvl2: null } });
    expect(first.content).toBe('Start VoceChat with one docker command.');
    expect(first._highlightResult.hierarchy.lvl1?.value).toBe('Run in <mark>Docker</mark>');
    expect(first._snippetResult.content?.value).toBe('Start VoceChat with one <mark>docker</mark> command.');
    expect(second).toMatchObject({ url: '/install/docker#install', type: 'lvl2', content: null, hierarchy: { lvl1: 'Run in Docker', lvl2: 'Install Docker' } });
  });

  it('makes a section whose heading did not match a content hit, with the passage around the match', () => {
    const p = page([19], [{ title: 'Check it', url: '/install/docker#check', anchor: { element: 'h3', id: 'check', text: 'Check it', location: 15 }, locations: [19], weighted_locations: [] }]);
    const [top, check] = pageHits(p, 2, { ...o, terms: ['version'] });
    expect(top.type).toBe('lvl1');
    expect(check).toMatchObject({ type: 'content', content: 'Run docker version and read the output.', hierarchy: { lvl2: 'Install Docker', lvl3: 'Check it' } });
    expect(check._highlightResult.content?.value).toBe('Run docker <mark>version</mark> and read the output.');
    // With room for one hit (a row of the search page), the page that did not match gives way to its section.
    expect(pageHits(p, 1, { ...o, terms: ['version'] }).map((h) => h.url)).toEqual(['/install/docker#check']);
  });
});

describe('hierarchyOf', () => {
  it('puts an API operation under its tag: the title is lvl2', () => {
    const api: PagefindPage = { ...page([], []), meta: { lvl0: 'API', lvl1: 'Token', title: 'Login' }, anchors: [] };
    expect(hierarchyOf(api, { title: 'Login', url: '/api/login', locations: [], weighted_locations: [] })).toMatchObject({ lvl0: 'API', lvl1: 'Token', lvl2: 'Login', lvl3: null });
  });
});

describe('mark', () => {
  it('marks the words that answer a term: prefixes and English stems, inside punctuation too', () => {
    expect(mark('Configuration of onerror="x" and docker-compose', ['configuring', 'onerror', 'dock'], tags).value).toBe(
      '<mark>Configuration</mark> of <mark>onerror</mark>=&#34;x&#34; and <mark>docker</mark>-compose',
    );
  });
});

describe('Chinese text', () => {
  it('joins words split by zero-width spaces without spaces, and finds where a heading ends', () => {
    const raw = '无\u200b证书\u200b. \u200b没有\u200b购买\u200b证书 \u200bHTTPS';
    const { words, gaps } = splitContent(raw);
    expect(words).toEqual(['无', '证书', '.', '没有', '购买', '证书', 'HTTPS']);
    expect(gaps.slice(0, 6)).toEqual(['', '', ' ', '', '', ' ']);
    expect(headingEnd(words, 0, words.length, '无证书')).toBe(3); // past the stray full stop
  });

  it('marks every occurrence of a matched Chinese word, and escapes the rest', () => {
    expect(mark('证书<b>和证书', ['证书'], tags).value).toBe('<mark>证书</mark>&#60;b&#62;和<mark>证书</mark>');
  });
});

describe('snippet', () => {
  it('keeps size words around the first match, with ellipses where it cuts', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve docker fourteen fifteen sixteen';
    expect(snippet(text, ['docker'], 5, 'en', tags, '…').value).toBe('…twelve <mark>docker</mark> fourteen fifteen sixteen');
    expect(snippet(text, ['six'], 5, 'en', tags, '…').value).toBe('…five <mark>six</mark> seven eight nine…');
    expect(snippet('short text', [], 5, 'en', tags, '…').value).toBe('short text');
  });
});
