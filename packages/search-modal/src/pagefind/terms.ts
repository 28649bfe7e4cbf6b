import { stemmer } from 'stemmer';

/** A Latin word the typo search may correct: bin/write-index.mjs puts words of this shape in the vocabulary. */
export const TYPO_WORD = /^[a-z][a-z0-9]{3,}$/;

const LATIN = /^[a-z0-9_]+$/;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The words of a query, lower-cased, as the browser segments them (Pagefind segments its query the same way). */
export function queryTerms(query: string, lang: string): string[] {
  const out: string[] = [];
  for (const s of new Intl.Segmenter(lang, { granularity: 'word' }).segment(query.toLowerCase())) {
    if (s.isWordLike && !out.includes(s.segment)) out.push(s.segment);
  }
  return out;
}

export const isLatin = (term: string) => LATIN.test(term);
export const hasCJK = (s: string) => CJK.test(s);

/** A word of the index as the matcher compares it: lower-case letters and digits only. */
export const normalizeWord = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');

/**
 * Whether an indexed word answers a Latin query term the way Pagefind
 * matches it: as a prefix (the reader is still typing) or as the same
 * English stem. Pagefind also answers a term it cannot find with a shorter
 * part of it ("dokcer" with "do", "chatgpt" with "vocechat"): those words
 * do not count, so such a term is a miss.
 */
export function wordAnswers(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  return term.length >= 4 && stemmer(word) === stemmer(term);
}
