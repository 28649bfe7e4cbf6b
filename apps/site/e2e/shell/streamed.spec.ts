import { expect, test } from '../fixtures';
import { layoutShift, layoutShifts, watchLayoutShift } from '../helpers';
import { streamedOrigin } from '../streamed';
import { blockWidget, hydrated } from './util';

// On a slow network a page's HTML arrives in pieces and the browser paints
// each piece as it is parsed. Whatever arrives later must land below what
// is already on screen: an element placed above its place in the document
// (by CSS order, say) pushes the text a reader has begun to read.

const CUT = /<(?:section|aside|nav|h2|footer)\b/g;

const pages = ['/zh-cn/install/docker', '/zh-cn/api/get-the-server-version', '/api/login', '/zh-cn/'];

for (const width of [390, 1280]) {
  for (const path of pages) {
    test(`${path} streamed in pieces does not move what is painted (${width} px)`, async ({ browser, baseURL }) => {
      const origin = await streamedOrigin(baseURL!, CUT, 150);
      const ctx = await browser.newContext({ viewport: { width, height: 844 } });
      try {
        const page = await ctx.newPage();
        await blockWidget(page);
        await watchLayoutShift(page);
        // Counts the paints the browser made while the HTML was still
        // coming, and keeps the first heading painted.
        await page.addInitScript(() => {
          const w = window as unknown as { __paintsDuringParse: number; __firstH1: Element | null };
          w.__paintsDuringParse = 0;
          w.__firstH1 = null;
          const tick = () => {
            if (document.readyState !== 'loading') return;
            w.__paintsDuringParse++;
            w.__firstH1 ??= document.querySelector('#voce-app h1');
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
        await page.goto(origin.url + path);
        await hydrated(page);
        await page.waitForTimeout(300);
        // The test means something only if the page was painted half-parsed.
        expect(await page.evaluate(() => (window as unknown as { __paintsDuringParse: number }).__paintsDuringParse)).toBeGreaterThan(2);
        // A block of text pushed down by 10 px scores about 0.004 here. CI
        // twice saw 0.0019 (zh-cn pages, 1280 px) from a cause not found
        // yet, and never a run here: any shift is logged with the elements
        // it moved, and one that large fails.
        const shift = await layoutShift(page);
        const moved = (await layoutShifts(page)).join('\n');
        if (shift > 0) console.warn(`${path} (${width} px) shifted ${shift}:\n${moved}`);
        expect(shift, moved).toBeLessThan(0.0025);
        // React hydrated the streamed markup: it did not render the page anew.
        expect(await page.evaluate(() => (window as unknown as { __firstH1: Element | null }).__firstH1?.isConnected)).toBe(true);
      } finally {
        await ctx.close();
        await origin.close();
      }
    });
  }
}
