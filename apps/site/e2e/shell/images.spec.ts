import { expect, test } from '../fixtures';
import { routes } from '../buildData';
import { blockWidget } from './util';
import { layoutShift, watchLayoutShift } from '../helpers';

// The build gives every local image its intrinsic size, so the browser
// keeps its box before the file arrives: nothing below an image moves.
test('every local image of a doc page carries its width and height', async ({ request }) => {
  const docs = routes().filter((r) => r.kind === 'doc');
  let seen = 0;
  for (const r of docs) {
    const html = await (await request.get(r.path)).text();
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      if (!/\ssrc="\/(?!\/)/.test(tag) || /voce-brand__logo/.test(tag)) continue;
      seen++;
      expect(tag, r.path).toMatch(/\swidth="[1-9]\d*"/);
      expect(tag, r.path).toMatch(/\sheight="[1-9]\d*"/);
    }
  }
  expect(seen).toBeGreaterThan(10);
});

for (const path of ['/zh-cn/bot/bot-and-webhook', '/install/docker']) {
  test(`on a phone, ${path} does not move while its first diagram loads`, async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await blockWidget(page);
    await watchLayoutShift(page);
    await page.goto(path);
    const img = page.locator('article img').first();
    await expect(img).toBeVisible();
    // Lazy images load as they come near: a shift then would count too.
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBe(0);
    await ctx.close();
  });
}
