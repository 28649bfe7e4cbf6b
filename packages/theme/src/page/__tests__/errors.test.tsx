import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ErrorBoundary } from '../ErrorBoundary';
import { Layout } from '../../layout/Layout';
import { Link } from '../../router/Link';
import { NotFound } from '../NotFound';
import { docPage, enLocale, renderAt, zhLocale } from '../../__tests__/fixtures';
import type { RouteData } from '../../types';
import type { Loaders } from '../../router/Router';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('ErrorBoundary', () => {
  it('shows "This page crashed." and renders the page again on "Try again"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>fine now</p>;
    }
    renderAt(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy();
    expect(screen.getByText('boom')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('fine now')).toBeTruthy();
  });

  it('speaks the locale', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('x');
    }
    renderAt(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { path: '/zh-cn', localeData: { ...zhLocale, strings: { 'theme.ErrorPageContent.title': '页面已崩溃。', 'theme.ErrorPageContent.tryAgain': '重试' } } },
    );
    expect(screen.getByRole('heading', { name: '页面已崩溃。' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('route load failure', () => {
  const shell = () => Promise.resolve({ kind: 'doc' as const, page: docPage({ h1: 'Shell page' }) });

  /** Follows a link whose load fails with `message`, then lets it succeed and presses Retry. */
  async function failThenRetry(loaders: Loaders, message: string, succeed: () => void) {
    renderAt(
      <Layout hideFooter>
        <Link href="/install/shell">Shell</Link>
      </Layout>,
      { loaders },
    );
    await act(async () => {
      fireEvent.click(screen.getByText('Shell'));
    });
    expect(screen.getByRole('alert').textContent).toContain(message);
    succeed();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  }

  it('shows the error text and a Retry button that loads again', async () => {
    let ok = false;
    const loaders = {
      loadRoute: vi.fn(() => (ok ? shell() : Promise.reject(new Error('HTTP 503')))),
      loadLocale: () => Promise.resolve(enLocale),
    };
    await failThenRetry(loaders, 'HTTP 503', () => (ok = true));
    expect(loaders.loadRoute).toHaveBeenCalledTimes(2);
  });

  it('shows the error when preparing the page fails, and Retry prepares again', async () => {
    let ok = false;
    const loaders = {
      loadRoute: vi.fn(shell),
      loadLocale: () => Promise.resolve(enLocale),
      prepare: vi.fn((d: RouteData) => (ok ? Promise.resolve(d) : Promise.reject(new Error('shared data down')))),
    };
    await failThenRetry(loaders, 'shared data down', () => (ok = true));
    expect(loaders.prepare).toHaveBeenCalledTimes(2);
  });
});

describe('NotFound', () => {
  it('says the page is not found and that the link is broken', () => {
    renderAt(<NotFound />, { path: '/zh-cn/nope', localeData: { ...zhLocale, strings: { 'theme.NotFound.title': '找不到页面' } } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('找不到页面');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/zh-cn');
    cleanup();
    renderAt(<NotFound />, { path: '/nope', localeData: enLocale });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(document.body.textContent).toMatch(/link is broken/);
  });
});
