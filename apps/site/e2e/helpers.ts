import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

export const repoRoot = resolve(import.meta.dirname, '../../..');

export interface RouteEntry {
  path: string;
  locale: string;
  kind: string;
  data?: string;
  title: string;
}

const dataDir = process.env.VOCE_DATA_DIR ?? resolve(repoRoot, 'build/data');

/** The routes of the build under test (build/data/routes.json). */
export function routes(): RouteEntry[] {
  return (JSON.parse(readFileSync(resolve(dataDir, 'routes.json'), 'utf8')) as { routes: RouteEntry[] }).routes;
}

/** The operation slugs of the build's API index, each once, in the index's order. */
export function apiSlugs(): string[] {
  const index = JSON.parse(readFileSync(resolve(dataDir, 'api', 'index.json'), 'utf8')) as { tags: { operations: { slug: string }[] }[] };
  return [...new Set(index.tags.flatMap((t) => t.operations.map((o) => o.slug)))];
}

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
