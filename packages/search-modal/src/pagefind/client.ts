import { bundleUrl, loadBundle, loadVocabulary, type PagefindAPI, type PagefindPage, type PagefindResult } from './bundle';
import { pageHits, splitContent, type Hit, type HitOptions } from './hits';
import { isLatin, normalizeWord, queryTerms, TYPO_WORD, wordAnswers } from './terms';
import { corrections } from './typos';

/** The part of an Algolia search request the modal and the search page send. */
export interface SearchRequest {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: (string | string[])[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** One hit per page of the site (the search page) instead of one per matching section. */
  distinct?: boolean | number;
}

/** The part of an Algolia result that DocSearch (hits, nbHits) and the search page (nbPages too) read. */
export interface SearchResult {
  hits: Hit[];
  nbHits: number;
  nbPages: number;
}

/**
 * Hits per page of the site in the modal: the page and its best section.
 * DocSearch shows five hits per category, so more would push the next
 * pages of the category out of view.
 */
const SECTIONS_PER_PAGE = 2;
/**
 * Pages of the site the modal lists at most (so twelve hits): each costs
 * its fragment on the first search, six fill a phone's screen twice, and
 * "See all results" has the rest (docs/performance.md).
 */
const MODAL_PAGES = 6;
/** Queries tried at most when mistyped words have several corrections. */
const MAX_CORRECTED_QUERIES = 4;

/** The query terms a page's matches do not answer (Pagefind answers a term it lacks with fragments of it). */
function missingTerms(page: PagefindPage, terms: string[]): string[] {
  const { words } = splitContent(page.raw_content);
  const matched = page.locations.map((l) => normalizeWord(words[l] ?? ''));
  const text = words.join('').toLowerCase();
  return terms.filter((t) => (isLatin(t) ? !matched.some((w) => wordAnswers(w, t)) : !text.includes(t)));
}

/** Every combination of the corrections, fewest changed words first. */
function combinations(terms: string[], fixes: Map<string, string[]>): string[] {
  let out: string[][] = [[]];
  for (const t of terms) {
    const options = fixes.get(t) ?? [t];
    out = out.flatMap((q) => options.map((o) => [...q, o]));
  }
  return out.slice(0, MAX_CORRECTED_QUERIES).map((q) => q.join(' '));
}

const empty = (): SearchResult => ({ hits: [], nbHits: 0, nbPages: 0 });

/**
 * An Algolia-shaped search client over the static index the build writes
 * (Pagefind, one bundle per locale under `<baseUrl>pagefind/<locale>/`),
 * for the DocSearch modal and the search page when the site has no Algolia
 * application. The locale comes from the request's `language:` filter.
 */
export function createPagefindClient(baseUrl: string) {
  const data = (r: PagefindResult) => r.data();
  // Pagefind keeps one object per page and writes each search's match
  // positions into it when data() is called: two searches at once (the
  // modal searches on every keystroke) would read each other's. They run
  // one after the other, and one that a newer search overtook while it
  // waited is answered empty at once: its asker has moved on (DocSearch and
  // the search page both drop an answer to an older query).
  let queue: Promise<unknown> = Promise.resolve();
  let asked = 0;
  const oneAtATime = <T>(run: () => Promise<T>, overtaken: () => T): Promise<T> => {
    const id = ++asked;
    const start = () => (id === asked ? run() : overtaken());
    const next = queue.then(start, start);
    queue = next.catch(() => {});
    return next;
  };

  /**
   * Pagefind's results for the query, and the words to mark in them; when
   * a word misses, the results for its corrections, which are marked too.
   */
  async function find(pf: PagefindAPI, dir: string, query: string, lang: string): Promise<{ results: PagefindResult[]; terms: string[] }> {
    const terms = queryTerms(query, lang);
    const none = { results: [], terms };
    if (terms.length === 0) return none;
    const { results } = await pf.search(query);
    const missing = results.length ? missingTerms(await data(results[0]), terms) : terms;
    if (missing.length === 0) return { results, terms };
    const typed = missing.filter((t) => TYPO_WORD.test(t));
    if (typed.length < missing.length) return none; // a word that cannot be a typo matched nothing
    const vocabulary = await loadVocabulary(dir);
    const fixes = new Map<string, string[]>();
    for (const t of typed) {
      if (vocabulary.includes(t)) continue; // a real word: Pagefind matched it by another form
      const near = corrections(t, vocabulary);
      if (near.length === 0) return none;
      fixes.set(t, near);
    }
    if (fixes.size === 0) return { results, terms };
    const merged = new Map<string, PagefindResult>();
    for (const q of combinations(terms, fixes)) {
      for (const r of (await pf.search(q)).results) {
        const seen = merged.get(r.id);
        if (!seen || seen.score < r.score) merged.set(r.id, r);
      }
    }
    return { results: [...merged.values()].sort((a, b) => b.score - a.score), terms: [...terms, ...[...fixes.values()].flat()] };
  }

  async function searchOne(req: SearchRequest): Promise<SearchResult> {
    const query = (req.query ?? '').trim();
    const page = req.page ?? 0;
    const hitsPerPage = req.hitsPerPage ?? 20;
    if (!query) return empty();
    const locale = req.facetFilters?.flat().find((f) => f.startsWith('language:'))?.slice('language:'.length) ?? document.documentElement.lang.toLowerCase();
    const dir = bundleUrl(baseUrl, locale);
    const pf = await loadBundle(dir);
    const { results, terms } = await find(pf, dir, query, locale);
    const o: HitOptions = {
      lang: locale,
      terms,
      tags: { pre: req.highlightPreTag ?? '<em>', post: req.highlightPostTag ?? '</em>' },
      ellipsis: req.snippetEllipsisText ?? '…',
      snippets: Object.fromEntries((req.attributesToSnippet ?? []).map((a) => [a.split(':')[0], Number(a.split(':')[1] ?? 10)])),
    };
    // The search page lists one hit per page of the site, a page of results
    // at a time; the modal the best pages, each with its best section.
    const pages = req.distinct ? hitsPerPage : MODAL_PAGES;
    const shown = await Promise.all(results.slice(page * pages, (page + 1) * pages).map(data));
    const hits = shown.flatMap((p) => pageHits(p, req.distinct ? 1 : SECTIONS_PER_PAGE, o));
    const nbPages = Math.ceil(results.length / pages);
    return { hits, nbHits: results.length, nbPages };
  }

  return {
    /** Loads the locale's Pagefind (script, WebAssembly, index metadata) before the first query. */
    warm: (locale: string) => void loadBundle(bundleUrl(baseUrl, locale)).catch(() => {}),
    search: ({ requests }: { requests: SearchRequest[] }) =>
      oneAtATime(
        async () => ({ results: await Promise.all(requests.map(searchOne)) }),
        () => ({ results: requests.map(empty) }),
      ),
  };
}
