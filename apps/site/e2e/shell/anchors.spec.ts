import { expect, test, type Page } from '../fixtures';
import { blockWidget, docPages, findPage, hydrated, type PageData } from './util';
import { openWith } from '../search/search-helpers';

// Where a reader lands: a page opened at an anchor, a TOC link and a
// search hit put the heading just under the navbar, and nothing moves after.

test.beforeEach(async ({ page }) => blockWidget(page));

/** The longest page of the locale by TOC, and its last h2 that no other page has (so a search finds this one). */
function deepHeading(locale: string): { p: PageData; id: string; text: string } {
  const pages = docPages(locale);
  const p = [...pages].sort((a, b) => b.toc.length - a.toc.length)[0];
  const elsewhere = new Set(pages.filter((d) => d !== p).flatMap((d) => d.toc.map((e) => e.text)));
  const h = p.toc.filter((e) => e.level === 2 && !elsewhere.has(e.text)).pop();
  if (!h) throw new Error(`${p.route} has no h2 of its own`);
  return { p, id: h.id, text: h.text };
}

/** Where scroll-padding puts an anchor's target: just under the navbar. */
const anchorTop = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));

const headingTop = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id);

/** Sums the layout shifts from the first paint on, those right after input too: a jump must not move anything. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

for (const locale of ['en', 'zh-cn']) {
  test(`a page opened at an anchor shows that heading under the navbar, and nothing moves (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await watchShifts(page);
    const { p, id } = deepHeading(locale);
    await page.goto(`${p.route}#${encodeURIComponent(id)}`);
    await hydrated(page);
    const top = await anchorTop(page);
    await expect.poll(() => headingTop(page, id)).toBe(Math.round(top));
    await page.waitForTimeout(500);
    expect(await headingTop(page, id)).toBe(Math.round(top));
    expect(await shifts()).toBe(0);
  });
}

test('a TOC click lands on its heading, and so does a search hit; neither moves anything after', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const shifts = await watchShifts(page);
  const { p, id, text } = deepHeading('zh-cn');
  await page.goto(p.route);
  await hydrated(page);
  const top = Math.round(await anchorTop(page));
  await page.locator('.voce-toc a').filter({ hasText: text }).click();
  await expect.poll(() => headingTop(page, id)).toBe(top);
  await page.waitForTimeout(500);
  expect(await headingTop(page, id)).toBe(top);
  expect(await shifts()).toBe(0);

  // A search hit for that heading, from the top of another page.
  const other = docPages('zh-cn').find((d) => d.route !== p.route)!;
  await page.goto(other.route);
  await hydrated(page);
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').pressSequentially(text);
  const hits = page.locator('.DocSearch-Hit a');
  // The answers to the first keystrokes show first; wait for the whole query's.
  const hrefs = () => hits.evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!)));
  await expect.poll(hrefs, { message: `a hit for ${p.route}#${id}` }).toContain(`${p.route}#${id}`);
  const i = (await hrefs()).indexOf(`${p.route}#${id}`);
  // (The modal grows as its answers come: DocSearch's own shift.)
  await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
  await hits.nth(i).click();
  await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id)}$`));
  await expect.poll(() => headingTop(page, id)).toBe(top);
  await page.waitForTimeout(500);
  expect(await headingTop(page, id)).toBe(top);
  expect(await shifts()).toBe(0);
});

test('the content column is as wide before the TOC is parsed as after', async ({ browser, baseURL }) => {
  // The TOC follows the content in the HTML: a frame painted while the
  // parser is still in the content must not draw the column full width.
  const p = findPage((d) => d.toc.length > 3);
  const main = async (dropToc: boolean) => {
    const ctx = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const page = await ctx.newPage();
    if (dropToc)
      await page.route(`**${p.route}`, async (r) => {
        const res = await r.fetch();
        const html = (await res.text()).replace(/<nav class="voce-toc"[\s\S]*?<\/nav>/, '');
        await r.fulfill({ response: res, body: html });
      });
    await page.goto(p.route);
    const b = (await page.locator('.voce-doc__main').boundingBox())!;
    const box = { x: b.x, y: b.y, width: b.width };
    const tocs = await page.locator('.voce-toc').count();
    await ctx.close();
    return { box, tocs };
  };
  const [whole, early] = [await main(false), await main(true)];
  expect(whole.tocs).toBe(1);
  expect(early.tocs).toBe(0);
  expect(early.box).toEqual(whole.box);
});
