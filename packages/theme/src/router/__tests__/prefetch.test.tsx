import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { canPrefetch } from '../prefetch';
import { Link } from '../Link';
import { loaders, renderAt } from '../../__tests__/fixtures';

function setConnection(c: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
}

afterEach(() => {
  setConnection(undefined);
  cleanup();
});

describe('prefetching', () => {
  it('is off on data-saver and 2g connections', () => {
    setConnection(undefined);
    expect(canPrefetch()).toBe(true);
    setConnection({ saveData: true, effectiveType: '4g' });
    expect(canPrefetch()).toBe(false);
    setConnection({ effectiveType: '2g' });
    expect(canPrefetch()).toBe(false);
    setConnection({ effectiveType: 'slow-2g' });
    expect(canPrefetch()).toBe(false);
    setConnection({ effectiveType: '3g' });
    expect(canPrefetch()).toBe(true);
  });

  it('loads route data and prepares the page on hover, but not on a data-saver connection', async () => {
    const l = loaders();
    renderAt(<Link href="/install/shell">Shell</Link>, { loaders: l });
    fireEvent.mouseEnter(screen.getByText('Shell'));
    expect(l.calls).toEqual(['/install/shell']);
    // A hover also prepares the page (its code chunk).
    await vi.waitFor(() => expect(l.prepared).toEqual(['notfound']));
    cleanup();
    setConnection({ saveData: true });
    const l2 = loaders();
    renderAt(<Link href="/install/shell">Shell</Link>, { loaders: l2 });
    fireEvent.mouseEnter(screen.getByText('Shell'));
    expect(l2.calls).toEqual([]);
  });

  it('loads route data when a link enters the viewport', async () => {
    const observed: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
    const IO = vi.fn(function (this: unknown, cb: IntersectionObserverCallback) {
      const entry = { cb, els: [] as Element[] };
      observed.push(entry);
      return { observe: (el: Element) => entry.els.push(el), unobserve: () => {}, disconnect: () => {} };
    });
    vi.stubGlobal('IntersectionObserver', IO);
    vi.stubGlobal('requestIdleCallback', (f: () => void) => f());
    vi.resetModules();
    const { Link: FreshLink } = await import('../Link');
    const { Router } = await import('../Router');
    const { site, enLocale, docPage } = await import('../../__tests__/fixtures');
    const { render } = await import('@testing-library/react');
    const l = loaders();
    render(
      <Router site={site} initial={{ location: { path: '/', search: '', hash: '' }, data: { kind: 'doc', page: docPage() }, localeData: enLocale }} loaders={l}>
        <FreshLink href="/install/docker">Docker</FreshLink>
        <FreshLink href="https://example.org">Out</FreshLink>
      </Router>,
    );
    expect(observed).toHaveLength(1);
    expect(observed[0].els).toHaveLength(1); // only the site link
    act(() => observed[0].cb([{ isIntersecting: true, target: observed[0].els[0] } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(l.calls).toEqual(['/install/docker']);
    // Scrolling past a link fetches only its data, never its code.
    await new Promise((r) => setTimeout(r, 0));
    expect(l.prepared).toEqual([]);
    vi.unstubAllGlobals();
  });
});
