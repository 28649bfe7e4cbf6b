import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense } from 'react';
import { cleanup, render } from '@testing-library/react';
import { importWithReload, isChunkLoadError } from '../lazyWithReload';
import { ErrorBoundary } from '../../page/ErrorBoundary';

describe('importWithReload', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, 'location', { value: { ...window.location, href: 'http://x/page', reload }, configurable: true, writable: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('passes a module through', async () => {
    await expect(importWithReload(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('warns and reloads once when a chunk fails, then lets the error through', async () => {
    const fail = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void importWithReload(fail);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(console.warn).toHaveBeenCalled();
    // After the reload the same chunk fails again: no second reload.
    await expect(importWithReload(fail)).rejects.toThrow('dynamically imported');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the guard after a successful load', async () => {
    sessionStorage.setItem('voce-chunk-reload', 'http://x/page');
    await importWithReload(() => Promise.resolve(1));
    expect(sessionStorage.getItem('voce-chunk-reload')).toBeNull();
  });
});

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
