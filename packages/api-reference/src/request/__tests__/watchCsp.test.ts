import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchCsp } from '../watchCsp';

afterEach(() => vi.useRealTimers());

const violation = (directive: string) => Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: directive });

describe('watchCsp', () => {
  it('after a failure waits for a late violation event, then reports it', async () => {
    vi.useFakeTimers();
    const stop = watchCsp();
    const result = stop();
    document.dispatchEvent(violation('connect-src'));
    await vi.advanceTimersByTimeAsync(50);
    expect(await result).toBe(true);
  });

  it('after a success stops at once, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const stop = watchCsp();
    const result = stop(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(await result).toBe(false);
    // No longer listening: a later violation is not counted.
    document.dispatchEvent(violation('connect-src'));
    expect(await stop(false)).toBe(false);
  });

  it('ignores violations of other directives', async () => {
    const stop = watchCsp();
    document.dispatchEvent(violation('img-src'));
    expect(await stop(false)).toBe(false);
  });
});
