import { describe, expect, it, vi } from 'vitest';
import { MAX_QUERY_LENGTH, readQuery, syncQueryToUrl } from '../queryParam';

describe('readQuery', () => {
  it('reads q, decoded, at most 64 characters', () => {
    expect(readQuery('?q=%E9%82%AE%E4%BB%B6')).toBe('邮件');
    expect(readQuery('?q=docker+compose&x=1')).toBe('docker compose');
    expect(readQuery('')).toBe('');
    expect(readQuery('?q=' + 'a'.repeat(100))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('syncQueryToUrl', () => {
  it('replaces the history entry, keeping path, hash and state', () => {
    const history = { state: { key: 1 }, replaceState: vi.fn() };
    syncQueryToUrl('邮件', { pathname: '/zh-cn/search', search: '?q=a', hash: '#top' }, history);
    expect(history.replaceState).toHaveBeenCalledWith({ key: 1 }, '', '/zh-cn/search?q=%E9%82%AE%E4%BB%B6#top');
  });

  it('sets q or removes it, keeping the other parameters', () => {
    const urlFor = (search: string, query: string) => {
      const history = { state: null, replaceState: vi.fn() };
      syncQueryToUrl(query, { pathname: '/search', search, hash: '' }, history);
      return history.replaceState.mock.calls[0]?.[2] as string | undefined;
    };
    expect(urlFor('', 'smtp')).toBe('/search?q=smtp');
    expect(urlFor('?q=old&lang=x', 'new word')).toBe('/search?q=new+word&lang=x');
    expect(urlFor('?q=old&lang=x', '')).toBe('/search?lang=x');
    expect(urlFor('?q=old', '')).toBe('/search');
    expect(readQuery(urlFor('', '&=?#%')!.slice('/search'.length))).toBe('&=?#%');
  });

  it('does nothing when the URL already holds the query', () => {
    const history = { state: null, replaceState: vi.fn() };
    syncQueryToUrl('smtp', { pathname: '/search', search: '?q=smtp', hash: '' }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('updates the real address bar without adding an entry', () => {
    window.history.replaceState(null, '', '/search');
    const before = window.history.length;
    syncQueryToUrl('docker');
    syncQueryToUrl('docker nginx');
    expect(window.location.pathname + window.location.search).toBe('/search?q=docker+nginx');
    expect(window.history.length).toBe(before);
  });
});
