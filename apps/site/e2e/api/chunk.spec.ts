import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from '../shell/util';
import { watchErrors } from '../helpers';

// The API reference is a chunk of its own (script and stylesheet): doc pages
// do not pay for it, API pages link it in their HTML, and a client
// navigation fetches it together with the page's data.

const apiChunk = /\/_assets\/apiParts-[\w-]+\.(js|css)$/;

test.beforeEach(async ({ page }) => blockWidget(page));

test('a doc page does not download the API reference; the APIs link loads it and shows the page without a reload', async ({ page }) => {
  const errors = watchErrors(page);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (apiChunk.test(r.url())) fetched.push(r.url());
  });
  await page.goto('/zh-cn/install/docker');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator('header a[href="/zh-cn/api"]').first().click();
  await expect(page).toHaveURL(/\/zh-cn\/api$/);
  await expect(page.getByRole('navigation', { name: /API/ }).first()).toBeVisible();
  await page.getByRole('navigation', { name: /API/ }).first().getByRole('button').first().click();
  const op = page.locator('nav.voce-api-sidebar a.voce-api-sidebar__op').first();
  await op.click();
  await expect(page.locator('main .voce-api-method').first()).toBeVisible();
  expect(fetched.some((u) => u.endsWith('.js'))).toBe(true);
  expect(fetched.some((u) => u.endsWith('.css'))).toBe(true);
  // The method badge is styled by the chunk's stylesheet.
  const bg = await page.locator('main .voce-api-method').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).not.toBe('rgba(0, 0, 0, 0)');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(errors).toEqual([]);
});

test('an API page is styled and has its sidebar before any script runs', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await ctx.newPage();
  await page.goto('/api/login');
  const badge = page.locator('main .voce-api-method').first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('nav.voce-api-sidebar a[aria-current="page"]')).toHaveAttribute('href', '/api/login');
  await ctx.close();
});

test('the shared API sidebar is one file, not part of each operation\'s data', async ({ request }) => {
  const route = await (await request.get('/_data/route/api/login.json')).json();
  expect(route.kind).toBe('api-operation');
  expect(route.sidebar).toBeUndefined();
  const sidebar = await (await request.get('/_data/api/sidebar.json')).json();
  const hrefs = sidebar.categories.flatMap((c: { items: { href: string }[] }) => c.items.map((i) => i.href));
  expect(hrefs).toContain('login');
});

test('when the API chunk cannot load, the link warns in the console and loads the API page from the server, readable without its scripts', async ({ page }) => {
  await page.route(apiChunk, (r) => (r.request().url().endsWith('.css') ? r.fallback() : r.fulfill({ status: 404, body: 'gone' })));
  await page.goto('/install/docker');
  await hydrated(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator('header a[href="/api"]').first().click();
  await expect(page).toHaveURL(/\/api$/);
  // Said before the reload, so a reader of the console knows why the page flashed.
  await expect.poll(() => warnings.find((w) => w.includes('could not load the code of /api'))).toBeTruthy();
  // A full page load (the marker is gone), and the pre-rendered page is there.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
  await expect(page.getByRole('navigation', { name: 'API reference' }).first()).toBeVisible();
  await expect(page.locator('main h1')).not.toHaveText('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
