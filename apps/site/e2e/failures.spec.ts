import { expect, test, type Page } from './fixtures';
import { hydrated } from './shell/util';
import { modal } from './search/search-helpers';

// A part that cannot load (a host down, a chunk gone after a deploy, a slow
// answer) must leave the page usable; each case here breaks one part.

const chunk = (name: string) => new RegExp(`/_assets/${name}-[\\w-]+\\.js$`);
const uncaught = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
};

test('with the widget host hanging, the page hydrates and navigates', async ({ page }) => {
  const errors = uncaught(page);
  let asked = 0;
  await page.route(/\/widget\.js$/, () => {
    asked++; // never answered
  });
  await page.goto('/install/docker', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect.poll(() => asked).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').click();
  await expect(page).toHaveURL(/\/install\/shell$/);
  await expect(page.locator('h1')).not.toHaveText('');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(errors).toEqual([]);
});

test('when the search modal code is gone, the shortcut opens the search page instead', async ({ page }) => {
  const errors = uncaught(page);
  await page.route(chunk('SearchModal'), (r) => r.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/zh-cn/install/docker');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page).toHaveURL(/\/zh-cn\/search$/);
  await expect(modal(page)).toHaveCount(0);
  const box = page.getByRole('searchbox');
  await box.fill('邮件');
  await expect(page.locator('.voce-search-page__hit, .voce-search-page li a').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('when the search code fails, the search page says so and Try again loads it', async ({ page }) => {
  const errors = uncaught(page);
  await page.route(chunk('getSearchClient'), (r) => r.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/search?q=docker');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to fetch results');
  await page.unroute(chunk('getSearchClient'));
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('main')).toContainText(/\d+ documents? found/);
  expect(errors).toEqual([]);
});

test('when the try-it panel chunk fails, only that part shows an error; Try again loads it', async ({ page }) => {
  const errors = uncaught(page);
  await page.route(chunk('TryItPanel'), (r) => r.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/api/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Try it' }).click();
  const alert = page.locator('.voce-api-part-error');
  await expect(alert).toContainText('This part of the page could not load.');
  await expect(page.locator('h1')).toBeVisible();
  // The samples are part of the page, not of the failed chunk.
  await expect(page.locator('.voce-api-samples pre')).toContainText('/token/login');
  await page.unroute(chunk('TryItPanel'));
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Try it' })).toBeVisible();
  expect(errors).toEqual([]);
});

// Each file of the static index arrives 550 ms late: the first search
// takes well over DocSearch's 300 ms stall threshold.
test('a slow search shows the stalled state in the modal and "Searching…" on the page, then the results', async ({ page }) => {
  await page.route((url) => url.pathname.startsWith('/pagefind/'), async (r) => {
    await new Promise((resolve) => setTimeout(resolve, 550));
    await r.fallback();
  });
  await page.goto('/install/docker');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  // The stalled state lasts half a second: an observer records it, where
  // polling for it missed it on a loaded CI machine (1 run in ~10).
  await page.evaluate(() => {
    const w = window as unknown as { __stalled?: boolean };
    const check = () => {
      if (document.querySelector('.DocSearch-Container--Stalled')) w.__stalled = true;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
  });
  // Filled at once, so one query waits for its index files. Typed key by
  // key, a slow machine let the prefixes' searches fetch them first, and
  // the last query answered from memory before the stall threshold.
  await page.locator('.DocSearch-Input').fill('docker');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { __stalled?: boolean }).__stalled)).toBe(true);
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);

  await page.goto('/search?q=docker');
  await expect(page.locator('.voce-search-page__loading')).toHaveText('Searching…');
  await expect(page.locator('.voce-search-page__loading')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('main')).toContainText(/\d+ documents? found/);
});
