import type { PagefindAnchor, PagefindPage, PagefindSection } from './bundle';
import { mark, snippet, type MarkedValue, type Tags } from './mark';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;

/** A hit in the shape DocSearch and the search page read from Algolia. */
export interface Hit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: { hierarchy: Partial<Record<Level, MarkedValue>>; content?: MarkedValue };
  _snippetResult: { hierarchy: Partial<Record<Level, MarkedValue>>; content?: MarkedValue };
}

export interface HitOptions {
  lang: string;
  /** The query's words, with the corrections the typo search used: what is marked. */
  terms: string[];
  tags: Tags;
  ellipsis: string;
  /** Words per snippet, by attribute ("content", "hierarchy.lvl1" …), from attributesToSnippet. */
  snippets: Record<string, number>;
}

/** Words a content hit carries: what a recent search shows when no snippet is kept. */
const CONTENT_WORDS = 40;

/** The page's words as Pagefind counts them, and after each the gap to put back: a space, or nothing between Chinese words. */
export function splitContent(rawContent: string): { words: string[]; gaps: string[] } {
  const words: string[] = [];
  const gaps: string[] = [];
  for (const m of rawContent.matchAll(/([^\s\u200b]+)([\s\u200b]*)/g)) {
    words.push(m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    gaps.push(m[2].replace(/\u200b/g, '') ? ' ' : '');
  }
  return { words, gaps };
}

const joinWords = (words: string[], gaps: string[], from: number, to: number) => {
  let s = '';
  for (let i = from; i < to; i++) s += words[i] + (i < to - 1 ? gaps[i] : '');
  return s;
};

/** The level of a page's own heading: one below the deepest level its metadata names (lvl0, the category, for a doc page). */
export function ownLevel(meta: PagefindPage['meta']): number {
  let n = 0;
  while (n < 6 && meta[`lvl${n}`]) n++;
  return Math.max(n, 1);
}

const levelOf = (element: string) => Number(element.slice(1)) || 6;
/** A section's level: below the page's own heading, even when its heading is written as high. */
const sectionLevel = (anchor: PagefindAnchor, own: number) => Math.max(levelOf(anchor.element), own + 1);

/** The heading path of a section: the page's metadata, its title, then the headings down to the section's own. */
export function hierarchyOf(page: PagefindPage, section: PagefindSection): Hierarchy {
  const h = Object.fromEntries(LEVELS.map((l) => [l, null])) as Hierarchy;
  const own = ownLevel(page.meta);
  for (let n = 0; n < own; n++) h[LEVELS[n]] = page.meta[`lvl${n}`] ?? null;
  h[LEVELS[own]] = page.meta.title ?? null;
  const a = section.anchor;
  if (!a) return h;
  for (const heading of page.anchors) {
    if (heading.location > a.location) break;
    const n = heading.location === a.location ? sectionLevel(a, own) : levelOf(heading.element);
    if (n <= own) continue;
    h[LEVELS[n]] = heading.text;
    for (let d = n + 1; d < LEVELS.length; d++) h[LEVELS[d]] = null;
  }
  return h;
}

/**
 * Where a heading's words end in the page's words: Pagefind segments the
 * heading on its own terms (and ends it with a full stop), so its words
 * are taken until they spell the heading's text.
 */
export function headingEnd(words: string[], start: number, end: number, heading: string): number {
  const target = heading.replace(/\s+/g, '').length;
  let seen = 0;
  let i = start;
  while (i < end && seen < target) seen += words[i++].length;
  while (i < end && !/[\p{L}\p{N}]/u.test(words[i])) i++; // the full stop, when it stands alone
  return i;
}

/** A section's URL with its anchor readable, as the records write it ("#配置", not "#%E9%85%8D%E7%BD%AE"). */
const readableUrl = (url: string) => {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
};

const score = (s: PagefindSection) => s.weighted_locations.reduce((t, l) => t + l.balanced_score, 0);

/**
 * The hits of one page, at most `max`: first the page itself, as
 * DocSearch's page record (type lvl1, or lvl2 for an API operation), then
 * its best matching sections. With room for one hit only (a row of the
 * search page), that is the page when its own text matched, else its best
 * section. A section whose heading matched is a heading
 * hit (type lvlN); otherwise a content hit whose content is the passage
 * around its first match. DocSearch draws sections under their page's hit
 * and keeps a content hit as a recent search through it.
 */
export function pageHits(page: PagefindPage, max: number, o: HitOptions): Hit[] {
  const { words, gaps } = splitContent(page.raw_content);
  const own = ownLevel(page.meta);
  const starts = page.anchors.map((a) => a.location);
  const top: PagefindSection = page.sub_results.find((s) => !s.anchor) ?? { title: page.meta.title ?? '', url: page.url, locations: [], weighted_locations: [] };
  const sections = page.sub_results.filter((s) => s.anchor && s.locations.length > 0).sort((a, b) => score(b) - score(a));
  const chosen = max === 1 && top.locations.length === 0 && sections.length ? sections.slice(0, 1) : [top, ...sections.slice(0, max - 1)];
  return chosen.map((s) => {
    const h = hierarchyOf(page, s);
    const level = s.anchor ? sectionLevel(s.anchor, own) : own;
    const start = s.anchor?.location ?? 0;
    const end = starts.find((l) => l > start) ?? words.length;
    const bodyStart = headingEnd(words, start, end, h[LEVELS[level]] ?? '');
    const inBody = s.locations.filter((l) => l >= bodyStart && l < end);
    const headingHit = !s.anchor || s.locations.some((l) => l >= start && l < bodyStart);
    // The passage around the first match in the text, else the text's start (a page's description).
    const from = inBody.length ? Math.max(bodyStart, inBody[0] - Math.floor(CONTENT_WORDS / 3)) : bodyStart;
    const passage = from < end ? joinWords(words, gaps, from, Math.min(end, from + CONTENT_WORDS)) : null;
    const content = headingHit && s.anchor ? null : passage;
    return toHit(readableUrl(s.url), headingHit ? LEVELS[level] : 'content', h, content, o);
  });
}

function toHit(url: string, type: string, hierarchy: Hierarchy, content: string | null, o: HitOptions): Hit {
  const hit: Hit = { objectID: url, url, type, hierarchy, content, _highlightResult: { hierarchy: {} }, _snippetResult: { hierarchy: {} } };
  // An attribute's highlight, and its snippet when the request asks for one.
  const marked = (attr: string, text: string) => {
    const size = o.snippets[attr];
    return [mark(text, o.terms, o.tags), size ? snippet(text, o.terms, size, o.lang, o.tags, o.ellipsis) : undefined] as const;
  };
  for (const l of LEVELS) {
    const text = hierarchy[l];
    if (text != null) [hit._highlightResult.hierarchy[l], hit._snippetResult.hierarchy[l]] = marked(`hierarchy.${l}`, text);
  }
  if (content != null) [hit._highlightResult.content, hit._snippetResult.content] = marked('content', content);
  return hit;
}
