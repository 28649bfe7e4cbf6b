import { expect, test } from './fixtures';
import { watchErrors } from './helpers';
import { openWith } from './search/search-helpers';

// Text from the URL, search results and the API description must stay text.
const payloads = ['<img src=x onerror="window.__xss=1">', '"><svg onload="window.__xss=1">', 'javascript:window.__xss=1'];

for (const p of payloads) {
  test(`the search page keeps ${JSON.stringify(p)} as text`, async ({ page }) => {
    watchErrors(page);
    await page.goto(`/search?q=${encodeURIComponent(p)}`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
  });
}

test('a hash or query with markup does not reach the DOM as markup', async ({ page }) => {
  await page.goto(`/zh-cn/install/docker?x=${encodeURIComponent(payloads[0])}#${encodeURIComponent(payloads[1])}`);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // The locale switch keeps query and hash, escaped.
  const hrefs = await page.locator('a[href*="install/docker"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const h of hrefs) expect(h).not.toContain('<img');
});

// The fixture site carries these payloads in page text, a code-block title,
// the spec's descriptions and so in its search records (highlights and
// snippets); none of them may become markup anywhere.
const noMarkup = async (page: import('@playwright/test').Page) => {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  expect(await page.locator('script', { hasText: '__xss' }).count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
};

test('@fixture payloads in page text and a code-block title stay text', async ({ page }) => {
  await page.goto('/install/docker');
  await expect(page.locator('main')).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(page.locator('main')).toContainText('<img src=x onerror=window.__xss=1>'); // the code title
  await noMarkup(page);
});

test('@fixture payloads in the spec\'s descriptions stay text on the API pages', async ({ page }) => {
  await page.goto('/api');
  await expect(page.locator('main')).toContainText('<img src=x onerror="window.__xss=1">');
  await noMarkup(page);
  await page.goto('/api/login');
  await expect(page.locator('main')).toContainText('"><svg onload="window.__xss=1">');
  await expect(page.locator('main')).toContainText('<script>window.__xss=1</script>');
  await noMarkup(page);
});

test('@fixture highlighted and snippeted search results with payloads stay text', async ({ page }) => {
  await page.goto('/search?q=onerror');
  await expect(page.locator('main mark, main em').filter({ hasText: /onerror/i }).first()).toBeVisible();
  await noMarkup(page);
  await page.goto('/install');
  // (Before hydration the shortcut has no listener yet: openWith presses until the modal shows.)
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('onerror');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').filter({ hasText: /onerror/i }).first()).toBeVisible();
  await noMarkup(page);
});
