import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers';

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
