import { relativeUrl } from '../relativeUrl';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

type Attr = { value?: string };

/** The part of a DocSearch record (and its highlight results) the page reads. */
export interface RawHit {
  objectID: string;
  url: string;
  type?: string;
  content?: string | null;
  hierarchy?: Partial<Record<Level, string | null>>;
  _highlightResult?: { hierarchy?: Partial<Record<Level, Attr>>; content?: Attr };
  _snippetResult?: { content?: Attr };
}

/** One result row: a title, the headings above it and a snippet, each still carrying highlight tags. */
export interface PageHit {
  id: string;
  url: string;
  title: string;
  breadcrumbs: string[];
  snippet: string | null;
}

/**
 * A result row of the search page: the record's own heading (or, for a
 * paragraph, the heading it sits under) is the title; the levels above it
 * are the breadcrumbs; the snippet is the paragraph around the match.
 */
export function toPageHit(hit: RawHit): PageHit {
  const h = hit.hierarchy ?? {};
  const hl = hit._highlightResult?.hierarchy ?? {};
  const present = LEVELS.filter((l) => h[l]);
  let own = present.length - 1;
  if (hit.type && hit.type !== 'content') {
    const at = present.indexOf(hit.type as Level);
    if (at >= 0) own = at;
  }
  const text = (l: Level) => hl[l]?.value ?? h[l] ?? '';
  const titleLevel = present[own];
  const breadcrumbs = present.slice(0, Math.max(own, 0)).map(text);
  const snippet = hit.content ? (hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value ?? hit.content) : null;
  return {
    id: hit.objectID,
    url: relativeUrl(hit.url),
    title: titleLevel ? text(titleLevel) : (hit.content ?? ''),
    breadcrumbs,
    snippet,
  };
}
