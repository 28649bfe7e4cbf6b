import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ErrorBoundary } from '../ErrorBoundary';
import { Layout } from '../../layout/Layout';
import { Link } from '../../router/Link';
import { NotFound } from '../NotFound';
import { docPage, enLocale, renderAt, zhLocale } from '../../__tests__/fixtures';

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
  it('shows the error text and a Retry button that loads again', async () => {
    let ok = false;
    const loaders = {
      loadRoute: vi.fn(() => (ok ? Promise.resolve({ kind: 'doc' as const, page: docPage({ h1: 'Shell page' }) }) : Promise.reject(new Error('HTTP 503')))),
      loadLocale: () => Promise.resolve(enLocale),
    };
    renderAt(
      <Layout hideFooter>
        <Link href="/install/shell">Shell</Link>
      </Layout>,
      { loaders },
    );
    await act(async () => {
      fireEvent.click(screen.getByText('Shell'));
    });
    expect(screen.getByRole('alert').textContent).toContain('HTTP 503');
    ok = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(loaders.loadRoute).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
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
