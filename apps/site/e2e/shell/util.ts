import type { Page } from '@playwright/test';
import { readJSON, routes } from '../helpers';

type Node = string | [string, Record<string, unknown>, ...Node[]];
export interface PageData {
  route: string;
  h1: string;
  hideFooter: boolean;
  lastUpdated?: string;
  toc: { id: string; text: string; level: number }[];
  body: Node[];
  prev: { href: string } | null;
  next: { href: string } | null;
}

/** The doc pages of one locale in the build under test, read from build/data. */
export function docPages(locale = 'en'): PageData[] {
  return routes()
    .filter((r) => r.kind === 'doc' && r.locale === locale && r.data)
    .map((r) => readJSON<PageData>(r.data!));
}

export interface SidebarItem {
  type: 'doc' | 'category' | 'link';
  label: string;
  href?: string;
  items?: SidebarItem[];
}

/** The sidebar of one locale in the build under test. */
export function sidebar(locale = 'en'): SidebarItem[] {
  return readJSON<{ items: SidebarItem[] }>(`sidebar/${locale}.json`).items;
}

/** Whether a page body holds an element matching the test, at any depth. */
export function has(nodes: Node[], test: (tag: string, attrs: Record<string, unknown>) => boolean): boolean {
  return nodes.some((n) => Array.isArray(n) && (test(n[0], n[1] ?? {}) || has(n.slice(2) as Node[], test)));
}

/** The first doc page matching, so the tests follow the content as it changes. */
export function findPage(test: (p: PageData) => boolean, locale = 'en'): PageData {
  const p = docPages(locale).find(test);
  if (!p) throw new Error('no page in the build fits this test');
  return p;
}

/** The chat widget's host is unreachable in tests: answer its requests with a network error at once. */
export async function blockWidget(page: Page) {
  await page.route(/\/widget\.js$/, (r) => r.abort('internetdisconnected'));
}

/** Waits until React has hydrated the page (the colour toggle learns the mode in an effect). */
export async function hydrated(page: Page) {
  await page.locator('.voce-colormode[data-mode]').waitFor({ state: 'attached' });
}

