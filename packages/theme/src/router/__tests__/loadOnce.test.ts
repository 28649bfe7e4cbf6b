import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../loadOnce';

describe('loadOnce', () => {
  it('loads once per key and shares the promise', async () => {
    const cache = new Map<string, Promise<number>>();
    const load = vi.fn(async () => 1);
    expect(await Promise.all([loadOnce(cache, 'a', load), loadOnce(cache, 'a', load)])).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const cache = new Map<string, Promise<number>>();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(2);
    await expect(loadOnce(cache, 'a', load)).rejects.toThrow('offline');
    expect(await loadOnce(cache, 'a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
