import { describe, expect, it } from 'vitest';
import { hasMore, initialSearchPageState as init, nextPage, PAGE_SIZE, searchPageReducer as reduce, type SearchPageState } from '../searchPageState';
import type { PageHit } from '../toPageHit';

const hits = (from: number, n: number): PageHit[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${from + i}`, url: `/p${from + i}`, title: `T${from + i}`, breadcrumbs: [], snippet: null }));

function loaded(nbHits: number): SearchPageState {
  let s = reduce(init, { type: 'query', query: 'docker' });
  s = reduce(s, { type: 'request', page: 0, generation: s.generation });
  return reduce(s, { type: 'results', generation: s.generation, page: 0, hits: hits(0, Math.min(PAGE_SIZE, nbHits)), nbHits, nbPages: Math.ceil(nbHits / PAGE_SIZE) });
}

describe('search page state', () => {
  it('an empty query is the empty state and fetches nothing', () => {
    expect(init.status).toBe('empty');
    expect(nextPage(init)).toBeNull();
    const s = reduce(init, { type: 'query', query: '   ' });
    expect(s.status).toBe('empty');
    expect(nextPage(s)).toBeNull();
  });

  it('a query starts at page 0, 20 hits a page', () => {
    const s = reduce(init, { type: 'query', query: 'docker' });
    expect(s.status).toBe('loading');
    expect(nextPage(s)).toBe(0);
    expect(PAGE_SIZE).toBe(20);
  });

  it('loads the next page until nbPages, appending hits', () => {
    let s = loaded(45);
    expect(s.hits).toHaveLength(20);
    expect(hasMore(s)).toBe(true);
    expect(nextPage(s)).toBe(1);
    s = reduce(s, { type: 'request', page: 1, generation: s.generation });
    expect(nextPage(s)).toBeNull(); // one fetch at a time
    s = reduce(s, { type: 'results', generation: s.generation, page: 1, hits: hits(20, 20), nbHits: 45, nbPages: 3 });
    expect(s.hits).toHaveLength(40);
    expect(nextPage(s)).toBe(2);
    s = reduce(s, { type: 'request', page: 2, generation: s.generation });
    s = reduce(s, { type: 'results', generation: s.generation, page: 2, hits: hits(40, 5), nbHits: 45, nbPages: 3 });
    expect(s.hits).toHaveLength(45);
    expect(hasMore(s)).toBe(false);
    expect(nextPage(s)).toBeNull();
  });

  it('skips hits already shown when the index shifted between pages', () => {
    let s = loaded(30);
    s = reduce(s, { type: 'request', page: 1, generation: s.generation });
    s = reduce(s, { type: 'results', generation: s.generation, page: 1, hits: [...hits(19, 1), ...hits(20, 10)], nbHits: 30, nbPages: 2 });
    expect(s.hits.map((h) => h.id)).toHaveLength(30);
    expect(new Set(s.hits.map((h) => h.id)).size).toBe(30);
  });

  it('drops late answers to an older query', () => {
    let s = reduce(init, { type: 'query', query: 'dock' });
    const old = s.generation;
    s = reduce(s, { type: 'request', page: 0, generation: old });
    s = reduce(s, { type: 'query', query: 'docker' });
    const after = reduce(s, { type: 'results', generation: old, page: 0, hits: hits(0, 3), nbHits: 3, nbPages: 1 });
    expect(after).toBe(s);
    expect(after.hits).toHaveLength(0);
  });

  it('no results is a finished search with nbHits 0', () => {
    const s = loaded(0);
    expect(s.status).toBe('done');
    expect(s.nbHits).toBe(0);
    expect(hasMore(s)).toBe(false);
  });

  it('an error keeps the hits shown; retry resumes where it failed', () => {
    let s = loaded(45);
    s = reduce(s, { type: 'request', page: 1, generation: s.generation });
    s = reduce(s, { type: 'error', generation: s.generation, page: 1 });
    expect(s.status).toBe('error');
    expect(s.hits).toHaveLength(20);
    expect(nextPage(s)).toBeNull();
    s = reduce(s, { type: 'retry' });
    expect(s.status).toBe('done');
    expect(nextPage(s)).toBe(1);

    let f = reduce(init, { type: 'query', query: 'x' });
    f = reduce(f, { type: 'request', page: 0, generation: f.generation });
    f = reduce(f, { type: 'error', generation: f.generation, page: 0 });
    f = reduce(f, { type: 'retry' });
    expect(f.status).toBe('loading');
    expect(nextPage(f)).toBe(0);
  });

  it('the same query again changes nothing', () => {
    const s = loaded(5);
    expect(reduce(s, { type: 'query', query: 'docker' })).toBe(s);
  });
});
