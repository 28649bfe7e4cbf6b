import { hasCJK, isLatin, wordAnswers } from './terms';

export interface Tags {
  pre: string;
  post: string;
}

/** What Algolia answers for one attribute in _highlightResult and _snippetResult: its value is all DocSearch and the search page read. */
export interface MarkedValue {
  value: string;
}

const escapeHTML = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const LATIN_WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Character ranges of text to mark: the words that answer a query term as
 * Pagefind matches them (a prefix, or the same English stem), and every
 * occurrence of a Chinese (or Japanese, Korean) term, since the browser
 * and the index segment such text each their own way.
 */
function ranges(text: string, terms: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  const latin = terms.filter(isLatin);
  for (const m of text.matchAll(LATIN_WORD)) {
    const w = m[0].toLowerCase();
    if (!hasCJK(w) && latin.some((t) => wordAnswers(w, t))) out.push([m.index, m.index + m[0].length]);
  }
  const lower = text.toLowerCase();
  for (const w of terms) {
    if (isLatin(w)) continue;
    for (let i = lower.indexOf(w); i >= 0; i = lower.indexOf(w, i + w.length)) out.push([i, i + w.length]);
  }
  out.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

/** text, HTML-escaped, with the words that answer the query between the tags. */
export function mark(text: string, terms: readonly string[], tags: Tags): MarkedValue {
  let value = '';
  let at = 0;
  for (const [s, e] of ranges(text, terms)) {
    value += escapeHTML(text.slice(at, s)) + tags.pre + escapeHTML(text.slice(s, e)) + tags.post;
    at = e;
  }
  return { value: value + escapeHTML(text.slice(at)) };
}

/**
 * A window of `size` words of text around its first match (or its start),
 * marked, with the ellipsis where text was cut. Words are counted as the
 * browser segments them, so a Chinese word counts as one.
 */
export function snippet(text: string, terms: readonly string[], size: number, lang: string, tags: Tags, ellipsis: string): MarkedValue {
  const words = [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike);
  if (words.length <= size) return mark(text, terms, tags);
  const first = ranges(text, terms)[0]?.[0] ?? 0;
  let hit = words.findIndex((w) => w.index + w.segment.length > first);
  if (hit < 0) hit = 0;
  const start = Math.max(0, Math.min(hit - Math.floor((size - 1) / 3), words.length - size));
  const end = start + size - 1;
  const from = start === 0 ? 0 : words[start].index;
  const to = end >= words.length - 1 ? text.length : words[end].index + words[end].segment.length;
  return { value: (from > 0 ? ellipsis : '') + mark(text.slice(from, to), terms, tags).value + (to < text.length ? ellipsis : '') };
}
