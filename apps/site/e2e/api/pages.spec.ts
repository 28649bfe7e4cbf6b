import { expect, test } from '../fixtures';
import { apiSlugs, layoutShift, routes, watchErrors, watchLayoutShift, watchPointer, watchRequests } from '../helpers';
import { hydrated } from '../shell/util';

test('/zh-cn/api/login shows POST, /token/login and the request body fields', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/zh-cn/api/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('h1')).toHaveText('Login');
  const endpoint = page.locator('.voce-api-op__endpoint');
  await expect(endpoint.locator('.voce-api-method')).toHaveText('POST');
  await expect(endpoint.locator('.voce-api-path')).toHaveText('/token/login');
  const body = page.locator('section.voce-api-op__body');
  await expect(body.getByRole('heading', { level: 2 })).toContainText('请求体');
  for (const field of ['credential', 'device', 'device_token']) {
    await expect(body.locator('.voce-api-schema > ul > li .voce-api-prop__name', { hasText: new RegExp(`^${field}$`) })).toBeVisible();
  }
  // The login methods are tabs named by the discriminator.
  await expect(body.getByRole('tab', { name: 'password' })).toHaveAttribute('aria-selected', 'true');
  await body.getByRole('tab', { name: 'magiclink' }).click();
  await expect(body.getByRole('tabpanel').first()).toContainText('magic_token');
  await expect(page.getByRole('heading', { level: 2, name: '响应' })).toBeVisible();
  // Code samples load on API routes.
  await expect(page.locator('.voce-api-samples pre')).toContainText('curl -X POST https://dev.voce.chat/api/token/login');
  expect(errors).toEqual([]);
});

test('the API landing page lists servers, authentication and every tag with its operations', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/api');
  await expect(page.locator('h1')).toHaveText('Voce Chat');
  await expect(page.getByText('Version 0.3.3')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Servers' })).toContainText('https://dev.voce.chat/api');
  const auth = page.getByRole('region', { name: 'Authentication schemes' });
  await expect(auth).toContainText('X-API-Key');
  await expect(auth).toContainText('api-key');
  await expect(page.locator('main a[href="/api/login"]')).toContainText('POST');
  await expect(page.locator('main .voce-api-oplist__item')).toHaveCount(111);
  await expect(page.locator('main a[download]').first()).toHaveAttribute('href', /openapi\.yaml$/);
  expect(errors).toEqual([]);
});

test('the API sidebar marks the current operation and navigates without a reload', async ({ page }) => {
  const errors = watchErrors(page);
  const requests = watchRequests(page);
  await page.goto('/api');
  // The category opens only once the page has hydrated.
  await hydrated(page);
  const sidebar = page.getByRole('navigation', { name: 'API reference' }).first();
  await expect(sidebar.getByRole('link', { name: 'API overview' })).toHaveAttribute('aria-current', 'page');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  await sidebar.getByRole('button', { name: /^Token/ }).click();
  const pointer = await watchPointer(page);
  const logout = sidebar.locator('a[href="/api/logout"]');
  // The category unfolds over 200 ms, its lower links clipped until then.
  // A click on a link still clipped has Playwright scroll the sidebar
  // first; once, under load, the press then landed on the link at 294 px
  // (518 px unscrolled) and the release elsewhere, so the browser clicked
  // the list. A reader clicks what is shown: wait for the whole link.
  await expect(logout).toBeInViewport({ ratio: 1 });
  await logout.click();
  // The page's data is fetched on the click; two busy cores can take a while.
  // This waited in vain once in a few hundred runs: say what the page did.
  await expect(page).toHaveURL(/\/api\/logout$/, { timeout: 15_000 }).catch(async (e: Error) => {
    const state = await page.evaluate(() => ({
      progress: document.querySelector('.voce-progress')?.getAttribute('data-state'),
      alert: document.querySelector('[role="alert"]')?.textContent,
      h1: document.querySelector('h1')?.textContent,
    }));
    // Once the click went to the list, not the link: the press and the
    // release landed on different elements.
    throw new Error(`${e.message}\npage: ${JSON.stringify(state)}\npointer:\n${await pointer()}\n${requests()}`);
  });
  await expect(page.locator('h1')).toHaveText('Logout');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  const current = page.locator('nav.voce-api-sidebar [aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/api/logout');
  await expect(current.locator('.voce-api-method')).toHaveText('GET');
  expect(errors).toEqual([]);
});

test('each locale has one API page per operation of the index, and every API page answers 200 with its title in the HTML', async ({ request }) => {
  const api = routes().filter((r) => r.kind === 'api-index' || r.kind === 'api-operation');
  // One page per operation of the API index, in each locale: none missing, none extra.
  const slugs = apiSlugs();
  expect(slugs.length).toBeGreaterThanOrEqual(100);
  for (const prefix of ['', '/zh-cn']) {
    const pages = api.filter((r) => r.kind === 'api-operation' && r.locale === (prefix ? 'zh-cn' : 'en')).map((r) => r.path);
    expect(pages.sort(), prefix || 'en').toEqual(slugs.map((s) => `${prefix}/api/${s}`).sort());
  }
  for (const r of api) {
    const res = await request.get(r.path);
    expect(res.status(), r.path).toBe(200);
    const html = await res.text();
    expect(html, r.path).toMatch(/<h1[^>]*>/);
  }
});

for (const width of [390, 1280]) {
  test(`a short operation's page does not move as it hydrates (${width} px)`, async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
    const page = await ctx.newPage();
    await page.route(/\/widget\.js$/, (r) => r.abort('internetdisconnected'));
    await watchLayoutShift(page);
    // No parameters and no body: its samples are short, and the responses
    // sit right below them, on screen.
    await page.goto('/zh-cn/api/get-the-server-version');
    await hydrated(page);
    await expect(page.locator('.voce-api-samples pre')).toContainText('curl');
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBe(0);
    await ctx.close();
  });
}
