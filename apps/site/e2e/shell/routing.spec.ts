import { expect, test, type Page } from '../fixtures';
import { blockWidget, hydrated } from './util';
import { watchErrors } from '../helpers';

test.beforeEach(async ({ page }) => blockWidget(page));

test('the progress bar starts 200 ms into a slow navigation and finishes when the page updates', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } })); // no prefetch
  await page.goto('/install/docker');
  await hydrated(page);
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/_data/route/install/shell.json', async (route) => {
    await gate;
    await route.continue();
  });
  const bar = page.locator('.voce-progress');
  await expect(bar).toHaveAttribute('data-state', 'idle');
  await page.evaluate(() => {
    const w = window as unknown as { __log: [string, number][] };
    w.__log = [];
    document.addEventListener('click', () => w.__log.push(['click', performance.now()]), true);
    const el = document.querySelector('.voce-progress')!;
    new MutationObserver(() => w.__log.push([el.getAttribute('data-state')!, performance.now()])).observe(el, { attributes: true });
  });
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').click();
  await expect(bar).toHaveAttribute('data-state', 'running');
  await expect(bar).toBeVisible();
  await page.waitForTimeout(300);
  await expect(bar).toHaveAttribute('data-state', 'running'); // still waiting for the data
  release();
  await expect(page).toHaveURL(/\/install\/shell$/);
  await expect(bar).toHaveAttribute('data-state', 'idle');
  const log = await page.evaluate(() => (window as unknown as { __log: [string, number][] }).__log);
  const t0 = log.find(([s]) => s === 'click')![1];
  const states = log.filter(([s]) => s !== 'click');
  expect(states.map(([s]) => s)).toEqual(['running', 'done', 'idle']);
  expect(states[0][1] - t0).toBeGreaterThanOrEqual(190);
  expect(states[0][1] - t0).toBeLessThan(1000);
});

test('a fast navigation shows no progress bar', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await page.evaluate(() => {
    const w = window as unknown as { __states: string[] };
    w.__states = [];
    new MutationObserver(() => w.__states.push(document.querySelector('.voce-progress')!.getAttribute('data-state')!)).observe(
      document.querySelector('.voce-progress')!,
      { attributes: true },
    );
  });
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').hover();
  await page.waitForTimeout(300); // prefetched
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').click();
  await expect(page).toHaveURL(/\/install\/shell$/);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as unknown as { __states: string[] }).__states)).not.toContain('running');
});

test('route data is prefetched on hover and when links scroll into view', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_data/route/')) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/install/docker');
  await hydrated(page);
  // Links on screen are fetched in an idle moment.
  await expect.poll(() => fetched.includes('/_data/route/install/shell.json'), { timeout: 5000 }).toBe(true);
  // The pager sits below the fold: fetched once it scrolls into view.
  const next = page.locator('.voce-pager a[rel="next"]');
  const nextData = `/_data/route${await next.getAttribute('href')}.json`;
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.includes(nextData), { timeout: 5000 }).toBe(true);
});

/** Opens the docker page on the given connection, hovers a sidebar link and returns the route data fetched since (a live list). */
async function hoverOn(page: Page, connection: { saveData: boolean; effectiveType: string }): Promise<string[]> {
  await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c }), connection);
  const fetched: string[] = [];
  page.on('request', (r) => {
    // The page's own data is preloaded by its HTML: only other routes count.
    if (r.url().includes('/_data/route/') && !r.url().endsWith('/install/docker.json')) fetched.push(r.url());
  });
  await page.goto('/install/docker');
  await hydrated(page);
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').hover();
  await page.waitForTimeout(1500);
  return fetched;
}

test('nothing is prefetched on a data-saver connection', async ({ page }) => {
  const fetched = await hoverOn(page, { saveData: true, effectiveType: '4g' });
  expect(fetched).toEqual([]);
  // Navigation itself still loads its data.
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').click();
  await expect(page).toHaveURL(/\/install\/shell$/);
  expect(fetched.length).toBe(1);
});

test('nothing is prefetched on 2g', async ({ page }) => {
  const fetched = await hoverOn(page, { saveData: false, effectiveType: '2g' });
  expect(fetched).toEqual([]);
});

test('a route that fails to load shows its error and a Retry button', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } })); // no prefetch
  await page.goto('/install/docker');
  await hydrated(page);
  await page.route('**/_data/route/install/shell.json', (r) => r.fulfill({ status: 503, body: 'down' }));
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('HTTP 503');
  await page.unroute('**/_data/route/install/shell.json');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/install\/shell$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('nav.voce-sidebar a[aria-current="page"]')).toHaveAttribute('href', '/install/shell');
  // The failure the test caused, and nothing else.
  expect(errors).toEqual([expect.stringMatching(/status of 503 .*\/_data\/route\/install\/shell\.json\)$/)]);
});

test('a page that crashes shows "This page crashed." with Try again', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.goto('/zh-cn/install/docker');
  await hydrated(page);
  // A broken page body makes the doc page throw while rendering.
  await page.route('**/_data/route/zh-cn/install/shell.json', async (r) => {
    const res = await r.fetch();
    const data = await res.json();
    data.page.body = [['x-tabs', {}, 42]];
    data.page.breadcrumbs = null;
    await r.fulfill({ response: res, json: data });
  });
  await page.locator('nav.voce-sidebar a[href="/zh-cn/install/shell"]').click();
  await expect(page.getByRole('heading', { name: '页面已崩溃。' })).toBeVisible();
  await expect(page.locator('.voce-navbar')).toBeVisible(); // the shell survives
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '页面已崩溃。' })).toBeVisible();
  // Navigating away leaves the crash behind.
  await page.locator('nav.voce-sidebar a[href="/zh-cn/install/docker"]').click();
  await expect(page.locator('h1')).toHaveText('Docker 安装');
});

test('the not-found page of each locale', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/no/such/page');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('main')).toContainText('link is broken');
  // The big number takes the primary colour, not the muted one of the text.
  const colours = await page.locator('.voce-status').evaluate((el) => {
    // The variable as a computed colour, to compare like with like.
    const probe = document.createElement('span');
    probe.style.color = 'var(--voce-color-primary)';
    el.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return {
      code: getComputedStyle(el.querySelector('.voce-status__code')!).color,
      text: getComputedStyle(el.querySelector('p:not(.voce-status__code)')!).color,
      primary,
    };
  });
  expect(colours.code).not.toBe(colours.text);
  expect(colours.code).toBe(colours.primary);
  await page.goto('/zh-cn/no/such/page');
  await expect(page.locator('h1')).toHaveText('找不到页面');
  await expect(page.locator('main')).toContainText('链接已损坏');
  await hydrated(page);
  await page.locator('main').getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/zh-cn$/);
  // The two 404 answers of the pages themselves, and nothing else.
  expect(errors).toEqual([
    expect.stringMatching(/status of 404 .*\/no\/such\/page\)$/),
    expect.stringMatching(/status of 404 .*\/zh-cn\/no\/such\/page\)$/),
  ]);
});
