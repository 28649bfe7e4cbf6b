import { createServer } from 'node:net';
import { expect, type Page } from '../fixtures';

/** The DocSearch modal's dialog. */
export const modal = (page: Page) => page.locator('.DocSearch-Modal');

/** Requests that belong to the lazy search chunk (DocSearch code and CSS). */
export const isSearchChunk = (url: string) => /\/_assets\/SearchModal-[\w-]+\.(js|css)$/.test(url);

/** Requests for the static search index the build writes (Pagefind and the vocabulary). */
export const isIndexFile = (url: string) => new URL(url).pathname.startsWith('/pagefind/');

/**
 * Presses a shortcut until the modal shows. The first press can land
 * before the page has hydrated; a press while the chunk loads does not
 * toggle, so pressing again is safe.
 */
export async function openWith(page: Page, key: string) {
  await expect(async () => {
    if (!(await modal(page).isVisible())) await page.keyboard.press(key);
    await expect(modal(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** A TCP port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/** The hrefs of the modal's hits, in the order shown, once the hits for query are in. */
export async function shownHits(page: Page): Promise<string[]> {
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  return page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => decodeURI(a.getAttribute('href') ?? '').replace(/#.*$/, '')));
}

/**
 * Serves every page as a build with ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY
 * and ALGOLIA_SEARCH_HOSTS would make it (appId, apiKey and hosts in its
 * embedded site config), without the CSP header.
 */
export async function withAlgolia(page: Page, hosts: string[]) {
  // A page Playwright fulfils has no address, so Chromium counts it as
  // public and keeps it from loopback hosts unless the reader allows it.
  await page.context().grantPermissions(['local-network-access']);
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const html = await res.text();
    const patched = html.replace('"search":{"indexName":"voce"', `"search":{"indexName":"voce","appId":"TESTAPP","apiKey":"search-key","hosts":${JSON.stringify(hosts)}`);
    expect(patched, 'the page embeds its site config').not.toBe(html);
    const headers = { ...res.headers() };
    delete headers['content-security-policy'];
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ response: res, body: patched, headers });
  });
}
