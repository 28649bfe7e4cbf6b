import { expect, test } from '../fixtures';
import { watchErrors } from '../helpers';
import { isIndexFile, isSearchChunk, modal, openWith } from './search-helpers';

test('zh-cn: Ctrl+K opens the modal, 邮件 finds the SMTP page, Enter goes there without a reload, and the search is kept as recent', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/zh-cn/');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  await openWith(page, 'Control+k');

  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', '搜索文档');
  await expect(page.locator('.DocSearch-Help').first()).toHaveText('没有最近搜索');

  await input.pressSequentially('邮件');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first.locator('a')).toHaveAttribute('href', /^\/zh-cn\/setting\/smtp\/smtp-gmail(#|$)/);
  await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible(); // hits grouped by lvl0
  await expect(page.locator('.voce-search-modal__all')).toHaveAttribute('href', '/zh-cn/search?q=%E9%82%AE%E4%BB%B6');
  // Enter acts on the selected hit, which is set once the answer is shown.
  await expect(first).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh-cn\/setting\/smtp\/smtp-gmail/);
  await expect(modal(page)).toBeHidden();
  await expect(page.locator('h1')).toContainText(/Gmail|SMTP|邮件/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);

  await openWith(page, 'Control+k');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('最近搜索');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/zh-cn\/setting\/smtp\/smtp-gmail/);
  expect(errors).toEqual([]);
});

test('/ opens the modal when no field has focus; Escape closes it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/install/docker');
  await openWith(page, '/');
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  // Ctrl+K toggles; a / typed in the page's own field stays in the field.
  await openWith(page, 'Control+k');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeHidden();
  await page.goto('/search');
  const box = page.getByRole('searchbox');
  await box.click();
  await page.keyboard.type('a/b');
  await expect(box).toHaveValue('a/b');
  await expect(modal(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test('the DocSearch code loads on the first hover of the search button, not with the page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/install/docker');
  await page.waitForLoadState('load');
  const button = page.locator('.voce-navbar button.voce-search-button');
  await expect(button).toBeVisible();
  await page.waitForTimeout(1_500); // idle time: prefetching must not fetch the chunk either
  expect(requested.filter(isSearchChunk)).toEqual([]);
  expect(requested.filter(isIndexFile)).toEqual([]);

  const js = page.waitForRequest((r) => /SearchModal-[\w-]+\.js$/.test(r.url()));
  const css = page.waitForRequest((r) => /SearchModal-[\w-]+\.css$/.test(r.url()));
  await button.hover();
  await Promise.all([js, css]);
  await expect(modal(page)).toBeHidden(); // hovering loads, it does not open
  expect(requested.filter(isIndexFile)).toEqual([]); // an empty query calls nothing

  await button.click();
  await expect(modal(page)).toBeVisible();
  // Opening warms the index (Pagefind's code and metadata); only a query
  // fetches its chunks and the pages' fragments.
  await expect.poll(() => requested.some((u) => u.endsWith('/pagefind.js'))).toBe(true);
  await page.waitForTimeout(500);
  expect(requested.filter((u) => /\.pf_(index|fragment)$/.test(u))).toEqual([]);
});

test('the DocSearch code loads on the first focus, or on the shortcut', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/zh-cn/install/docker');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  expect(requested.filter(isSearchChunk)).toEqual([]);
  const js = page.waitForRequest((r) => /SearchModal-[\w-]+\.js$/.test(r.url()));
  await page.locator('.voce-navbar button.voce-search-button').focus();
  await js;

  const other = await page.context().newPage();
  const seen: string[] = [];
  other.on('request', (r) => seen.push(r.url()));
  await other.goto('/faq');
  await other.waitForLoadState('load');
  expect(seen.filter(isSearchChunk)).toEqual([]);
  await openWith(other, 'Control+k');
  expect(seen.filter(isSearchChunk).length).toBeGreaterThan(0);
});

test('"See all results" leads to the search page with the query', async ({ page }) => {
  await page.goto('/');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('docker');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.voce-search-modal__all').click();
  await expect(page).toHaveURL(/\/search\?q=docker$/);
  await expect(modal(page)).toBeHidden();
  await expect(page.getByRole('searchbox')).toHaveValue('docker');
  await expect(page.locator('.voce-search-page__count')).toHaveText(/^\d+ documents? found$/);
});

test('a query with no hits shows the no-results screen', async ({ page }) => {
  await page.goto('/zh-cn/');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('qzxwvkjh');
  await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toContainText('没有结果');
  await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toContainText('qzxwvkjh');
});
