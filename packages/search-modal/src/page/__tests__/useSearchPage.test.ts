import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useSearchPage, type Searcher } from '../useSearchPage';
import { site } from '../../__tests__/testSite';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSearchPage', () => {
  it('searches the same query again in another locale, and only then', async () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ locale }) => {
      const searcher: Searcher = async (q) => {
        calls.push(`${locale}:${q}`);
        return { hits: [], nbHits: 0, nbPages: 0 };
      };
      return useSearchPage(site, locale, searcher);
    }, { initialProps: { locale: 'en' } });
    const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(400)));
    act(() => result.current.setQuery('docker'));
    await settle();
    act(() => result.current.setQuery('docker'));
    await settle();
    rerender({ locale: 'zh-cn' });
    act(() => result.current.setQuery('docker'));
    await settle();
    expect(calls).toEqual(['en:docker', 'zh-cn:docker']);
  });
});
