import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ProgressBar } from '../ProgressBar';
import { BackToTop } from '../BackToTop';
import { Link } from '../../router/Link';
import { docPage, enLocale, renderAt } from '../../__tests__/fixtures';
import type { RouteData } from '../../types';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const state = () => document.querySelector('.voce-progress')?.getAttribute('data-state');

function slowRoute() {
  let resolve!: (d: RouteData) => void;
  const p = new Promise<RouteData>((r) => (resolve = r));
  return { loaders: { loadRoute: () => p, loadLocale: () => Promise.resolve(enLocale) }, resolve };
}

describe('ProgressBar', () => {
  it('starts 200 ms after a navigation begins and completes when the route updates', async () => {
    vi.useFakeTimers();
    const slow = slowRoute();
    renderAt(
      <>
        <ProgressBar />
        <Link href="/install/shell">Shell</Link>
      </>,
      { loaders: slow.loaders },
    );
    expect(state()).toBe('idle');
    fireEvent.click(screen.getByText('Shell'));
    act(() => vi.advanceTimersByTime(150));
    expect(state()).toBe('idle');
    act(() => vi.advanceTimersByTime(100));
    expect(state()).toBe('running');
    await act(async () => slow.resolve({ kind: 'doc', page: docPage() }));
    expect(state()).toBe('done');
    act(() => vi.advanceTimersByTime(500));
    expect(state()).toBe('idle');
  });

  it('shows nothing for a navigation faster than 200 ms', async () => {
    vi.useFakeTimers();
    const slow = slowRoute();
    renderAt(
      <>
        <ProgressBar />
        <Link href="/install/shell">Shell</Link>
      </>,
      { loaders: slow.loaders },
    );
    fireEvent.click(screen.getByText('Shell'));
    act(() => vi.advanceTimersByTime(100));
    await act(async () => slow.resolve({ kind: 'doc', page: docPage() }));
    act(() => vi.advanceTimersByTime(300));
    expect(state()).toBe('idle');
  });
});

describe('BackToTop', () => {
  it('appears after 300 px of scrolling and scrolls to the top', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderAt(<BackToTop />);
    const btn = screen.getByRole('button', { name: 'Scroll back to top', hidden: true });
    expect(btn.hasAttribute('data-shown')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(btn.hasAttribute('data-shown')).toBe(true);
    fireEvent.click(btn);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
