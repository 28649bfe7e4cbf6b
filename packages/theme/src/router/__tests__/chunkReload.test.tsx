import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense } from 'react';
import { cleanup, render } from '@testing-library/react';
import { isChunkLoadError } from '../chunkReload';
import { ErrorBoundary } from '../../page/ErrorBoundary';

describe('chunk errors elsewhere', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, 'location', { value: { ...window.location, href: 'http://x/other', reload }, configurable: true, writable: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanup();
  });

  it('recognises the browsers’ wordings', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('a lazy component whose chunk fails under the page’s error boundary reloads once', async () => {
    const Lazy = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /_assets/x.js')));
    render(
      <ErrorBoundary>
        <Suspense fallback="…">
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(console.warn).toHaveBeenCalled();
  });
});
