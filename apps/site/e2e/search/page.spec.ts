import { expect, test } from '../fixtures';
import { watchErrors } from '../helpers';
import { hydrated } from '../shell/util';

test('the search page is pre-rendered empty; results load in the browser', async ({ request }) => {
  const res = await request.get('/zh-cn/search?q=docker');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('voce-search-page');
  expect(html).toContain('输入一两个关键词来搜索文档。');
  expect(html).not.toContain('voce-search-result');
});

test('the search page shows the count and highlighted results, and loads the next 20 on scroll', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/search?q=vocechat');
  await expect(page.getByRole('searchbox')).toHaveValue('vocechat');
  const count = page.locator('.voce-search-page__count');
  await expect(count).toHaveText(/^\d+ documents found$/);
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(20);
  const rows = page.locator('.voce-search-result');
  await expect(rows).toHaveCount(20);
  await expect(rows.first().locator('mark').first()).toHaveText(/vocechat/i);
  await expect(rows.first().locator('.voce-search-result__path li').first()).toBeVisible();
  await page.waitForTimeout(500);
  await expect(rows).toHaveCount(20); // the next page waits for the scroll

  await rows.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(rows).toHaveCount(Math.min(40, total));
  // Each row is another page of the site.
  const links = await rows.locator('.voce-search-result__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.replace(/#.*$/, '')));
  expect(new Set(links).size).toBe(links.length);
  expect(errors).toEqual([]);
});

test('the query box keeps the URL in step (replaceState) and a result navigates in the page', async ({ page }) => {
  await page.goto('/zh-cn/search');
  await expect(page.locator('.voce-search-page__empty')).toHaveText('输入一两个关键词来搜索文档。');
  await hydrated(page);
  const length = await page.evaluate(() => history.length);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 3));
  await page.getByRole('searchbox').fill('邮件');
  await expect(page).toHaveURL(/\/zh-cn\/search\?q=%E9%82%AE%E4%BB%B6$/);
  await expect(page.locator('.voce-search-page__count')).toHaveText(/^找到 \d+ 份文件$/);
  expect(await page.evaluate(() => history.length)).toBe(length);
  await expect(page.locator('.voce-search-result mark').first()).toHaveText('邮件');

  await page.locator('.voce-search-result__title a').first().click();
  await expect(page).toHaveURL(/\/zh-cn\/setting\//);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(3);
});

test('no results and clearing the box', async ({ page }) => {
  await page.goto('/search?q=qzxwvkjh');
  await expect(page.locator('.voce-search-page__none')).toHaveText('No results for “qzxwvkjh”.');
  await page.getByRole('searchbox').fill('');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('.voce-search-page__empty')).toBeVisible();
});
