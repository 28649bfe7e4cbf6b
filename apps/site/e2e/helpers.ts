import type { Page } from '@playwright/test';

export { repoRoot, routes, type RouteEntry } from './buildData';

/**
 * Collects console errors and uncaught exceptions of a page. Failed loads
 * from the chat widget's host are expected: it is unreachable in tests.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const failedWidget = new Set<string>();
  page.on('requestfailed', (r) => {
    if (!r.url().startsWith(page.url().split('/').slice(0, 3).join('/'))) failedWidget.add(r.url());
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    if (/Failed to load resource/.test(text) && [...failedWidget].length > 0) return;
    if (/net::ERR_/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
