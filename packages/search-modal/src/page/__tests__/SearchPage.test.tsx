import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { SearchPage } from '../SearchPage';
import type { Searcher } from '../useSearchPage';
import type { PageHit } from '../toPageHit';
import { AtPath } from '../../__tests__/testSite';
import zh from '../../strings/zh-cn.json';

const hit = (i: number): PageHit => ({ id: `r${i}`, url: `/doc/${i}`, title: `Doc __voce_hl__${i}__/voce_hl__`, breadcrumbs: ['Guide'], snippet: `text ${i} &lt;img src=x onerror=alert(1)&gt;` });

/** A searcher over `total` hits, 20 a page, recording its calls. */
function fakeSearcher(total: number) {
  const calls: [string, number][] = [];
  const searcher: Searcher = async (q, page) => {
    calls.push([q, page]);
    const from = page * 20;
    return { hits: Array.from({ length: Math.max(0, Math.min(20, total - from)) }, (_, i) => hit(from + i)), nbHits: total, nbPages: Math.ceil(total / 20) };
  };
  return { calls, searcher };
}

let observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
beforeEach(() => {
  observers = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { cb: IntersectionObserverCallback; el?: Element };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.el = el;
      }
      disconnect() {
        observers = observers.filter((o) => o !== this.entry);
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(400);
  });
}

function scrollToEnd() {
  act(() => {
    for (const o of [...observers]) o.cb([{ isIntersecting: true, target: o.el! } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

describe('<SearchPage>', () => {
  it('pre-renders the empty state (results load in the browser)', () => {
    const { searcher, calls } = fakeSearcher(5);
    const html = renderToString(
      <AtPath href="/search?q=docker">
        <SearchPage searcher={searcher} />
      </AtPath>,
    );
    expect(html).toContain('Type a word or two to search the documentation.');
    expect(html).not.toContain('documents found');
    expect(calls).toEqual([]);
  });

  it('searches the q of the URL and shows the count', async () => {
    window.history.replaceState(null, '', '/search?q=docker');
    const { searcher, calls } = fakeSearcher(3);
    render(
      <AtPath href="/search?q=docker">
        <SearchPage searcher={searcher} />
      </AtPath>,
    );
    await settle();
    expect(calls).toEqual([['docker', 0]]);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('docker');
    expect(screen.getByText('3 documents found')).toBeTruthy();
    expect(document.querySelectorAll('.voce-search-result')).toHaveLength(3);
    expect(document.querySelector('.voce-search-result mark')?.textContent).toBe('0');
    expect(document.querySelector('.voce-search-page img')).toBeNull();
  });

  it('singular count, and the zh-cn count', async () => {
    const one = fakeSearcher(1);
    render(
      <AtPath href="/search?q=x">
        <SearchPage searcher={one.searcher} />
      </AtPath>,
    );
    await settle();
    expect(screen.getByText('1 document found')).toBeTruthy();
    cleanup();
    const many = fakeSearcher(42);
    render(
      <AtPath href="/zh-cn/search?q=邮件" strings={zh}>
        <SearchPage searcher={many.searcher} />
      </AtPath>,
    );
    await settle();
    expect(screen.getByText('找到 42 份文件')).toBeTruthy();
  });

  it('keeps what was typed in the pre-rendered box before hydration, and the focus', async () => {
    window.history.replaceState(null, '', '/search');
    const { searcher, calls } = fakeSearcher(2);
    const page = (
      <AtPath href="/search">
        <SearchPage searcher={searcher} />
      </AtPath>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    box.focus();
    box.value = 'nginx';
    const root = await act(async () => hydrateRoot(container, page));
    await settle();
    expect(screen.getByRole('searchbox')).toBe(box);
    expect(box.value).toBe('nginx');
    expect(document.activeElement).toBe(box);
    expect(window.location.search).toBe('?q=nginx');
    expect(calls).toEqual([['nginx', 0]]);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the URL in step with the box (replaceState, debounced search)', async () => {
    window.history.replaceState(null, '', '/search');
    const length = window.history.length;
    const { searcher, calls } = fakeSearcher(2);
    render(
      <AtPath href="/search">
        <SearchPage searcher={searcher} />
      </AtPath>,
    );
    await settle();
    expect(screen.getByText('Type a word or two to search the documentation.')).toBeTruthy();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'smt' } });
    fireEvent.change(box, { target: { value: 'smtp' } });
    expect(window.location.search).toBe('?q=smtp');
    await settle();
    expect(calls).toEqual([['smtp', 0]]);
    fireEvent.change(box, { target: { value: '' } });
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(length);
    await settle();
    expect(screen.getByText('Type a word or two to search the documentation.')).toBeTruthy();
    expect(box.getAttribute('maxlength')).toBe('64');
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const { searcher, calls } = fakeSearcher(45);
    render(
      <AtPath href="/search?q=docker">
        <SearchPage searcher={searcher} />
      </AtPath>,
    );
    await settle();
    expect(document.querySelectorAll('.voce-search-result')).toHaveLength(20);
    scrollToEnd();
    await settle();
    expect(document.querySelectorAll('.voce-search-result')).toHaveLength(40);
    scrollToEnd();
    await settle();
    expect(document.querySelectorAll('.voce-search-result')).toHaveLength(45);
    expect(calls).toEqual([['docker', 0], ['docker', 1], ['docker', 2]]);
    // Nothing left to load: the end of the list is no longer watched (the
    // result links keep observers of their own, for prefetching).
    expect(observers.filter((o) => o.el?.classList.contains('voce-search-page__sentinel'))).toHaveLength(0);
  });

  it('shows no-results and error states, and retries', async () => {
    const none = fakeSearcher(0);
    render(
      <AtPath href="/search?q=zzzz">
        <SearchPage searcher={none.searcher} />
      </AtPath>,
    );
    await settle();
    expect(screen.getByText('No results for “zzzz”.')).toBeTruthy();
    cleanup();

    let fail = true;
    const flaky: Searcher = async () => {
      if (fail) throw new Error('Unreachable hosts');
      return { hits: [hit(1)], nbHits: 1, nbPages: 1 };
    };
    render(
      <AtPath href="/search?q=smtp">
        <SearchPage searcher={flaky} />
      </AtPath>,
    );
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Unable to fetch results');
    fail = false;
    fireEvent.click(screen.getByText('Try again'));
    await settle();
    expect(screen.getByText('1 document found')).toBeTruthy();
  });

  it('skips hits already shown when the index shifted between pages', async () => {
    const searcher: Searcher = async (_q, page) => ({ hits: Array.from({ length: page === 0 ? 20 : 10 }, (_, i) => hit(page === 0 ? i : 19 + i)), nbHits: 30, nbPages: 2 });
    render(
      <AtPath href="/search?q=docker">
        <SearchPage searcher={searcher} />
      </AtPath>,
    );
    await settle();
    scrollToEnd();
    await settle();
    const links = [...document.querySelectorAll('.voce-search-result a')].map((a) => a.getAttribute('href'));
    expect(links).toHaveLength(29);
    expect(new Set(links).size).toBe(29);
  });

  it('drops a late answer to an older query', async () => {
    window.history.replaceState(null, '', '/search');
    const calls: string[] = [];
    let answerOld: () => void = () => {};
    const searcher: Searcher = (q) => {
      calls.push(q);
      const answer = { hits: [hit(q === 'dock' ? 1 : 2)], nbHits: 1, nbPages: 1 };
      return q === 'dock' ? new Promise((done) => (answerOld = () => done(answer))) : Promise.resolve(answer);
    };
    render(
      <AtPath href="/search">
        <SearchPage searcher={searcher} />
      </AtPath>,
    );
    await settle();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'dock' } });
    await settle();
    fireEvent.change(box, { target: { value: 'docker' } });
    await settle();
    await act(async () => answerOld());
    expect(calls).toEqual(['dock', 'docker']);
    expect([...document.querySelectorAll('.voce-search-result a')].map((a) => a.getAttribute('href'))).toEqual(['/doc/2']);
  });

  it('keeps the hits shown when a next page fails, and retries that page', async () => {
    const { searcher: ok, calls } = fakeSearcher(45);
    let fail = true;
    const flaky: Searcher = (q, page) => (page === 1 && fail ? Promise.reject(new Error('offline')) : ok(q, page));
    render(
      <AtPath href="/search?q=docker">
        <SearchPage searcher={flaky} />
      </AtPath>,
    );
    await settle();
    scrollToEnd();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Unable to fetch results');
    expect(document.querySelectorAll('.voce-search-result')).toHaveLength(20);
    fail = false;
    fireEvent.click(screen.getByText('Try again'));
    await settle();
    expect(document.querySelectorAll('.voce-search-result')).toHaveLength(40);
    expect(calls).toEqual([['docker', 0], ['docker', 1]]);
  });
});
