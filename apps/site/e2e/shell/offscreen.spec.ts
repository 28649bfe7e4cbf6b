import { expect, test, type Page } from '../fixtures';
import { blockWidget, docPages, findPage, has, hydrated, type PageData } from './util';
import { openWith } from '../search/search-helpers';

// A doc page's blocks carry content-visibility: auto, so those far below
// the fold skip style and layout until they near the viewport. These tests
// hold what that must not change: where anchors land, what stays still while
// scrolling, and the layout of a page once every block has rendered.

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

type Node = string | [string, Record<string, unknown>, ...Node[]];

/** Whether a list item holds a paragraph (a loose list) anywhere in nodes. */
const looseList = (nodes: Node[]): boolean =>
  nodes.some((n) => Array.isArray(n) && ((n[0] === 'li' && n.slice(2).some((c) => Array.isArray(c) && c[0] === 'p')) || looseList(n.slice(2) as Node[])));

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

/**
 * Whether a top-level block with an element inside has that inside
 * rendered: the block `fromEnd` places before the last one (0: the last),
 * or the middle one; null when the page has no such block.
 */
const blockRendered = (page: Page, fromEnd: number | 'middle') =>
  page.evaluate((fromEnd) => {
    const blocks = [...document.querySelectorAll('.voce-markdown > *')].filter((b) => b.firstElementChild);
    const b = blocks[fromEnd === 'middle' ? Math.floor(blocks.length / 2) : blocks.length - 1 - fromEnd];
    return b ? b.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }) : null;
  }, fromEnd);
const lastBlockRendered = (page: Page) => blockRendered(page, 0);

test('on a touch screen, blocks far below the fold are not rendered until scrolled near', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await ctx.newPage();
  await blockWidget(page);
  const { p } = deepHeading('zh-cn');
  await page.goto(p.route);
  await hydrated(page);
  expect(await lastBlockRendered(page)).toBe(false);
  await page.evaluate(() => document.querySelector('.voce-markdown > :last-child')!.scrollIntoView());
  await expect.poll(() => lastBlockRendered(page)).toBe(true);
  await ctx.close();
});

test('with a mouse, the last blocks render at load, so End lands on the end and the pager stays put', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const { p } = deepHeading('zh-cn');
  await page.goto(p.route);
  await hydrated(page);
  expect(await lastBlockRendered(page)).toBe(true);
  // The rule spares the end of the page only: a block well above it still waits.
  const early = await blockRendered(page, 23);
  expect(early, 'the deepest page has more than 24 blocks').toBe(false);
  // The key scrolls smoothly: measure from the end of the scroll on.
  const scrolled = page.evaluate(() => new Promise((r) => addEventListener('scrollend', r, { once: true })));
  await page.keyboard.press('End');
  await scrolled;
  const tops = await page.evaluate(async () => {
    const pager = document.querySelector('.voce-pager')!;
    const out: number[] = [];
    for (let i = 0; i < 10; i++) {
      out.push(Math.round(pager.getBoundingClientRect().bottom));
      await new Promise((r) => requestAnimationFrame(r));
    }
    return out;
  });
  // Before, the blocks at the end rendered two frames after the jump and
  // pushed the pager down (74 px on the docker guide at this size).
  expect(new Set(tops).size, `pager bottom by frame: ${tops.join(' ')}`).toBe(1);
  expect(tops[0]).toBeLessThanOrEqual(720);
  // End marks the page first, so the jump is worked out from every block's
  // real height: without that, a busy machine's smooth scroll outran the
  // blocks rendering on its way and stopped short of the end.
  expect(await blockRendered(page, 'middle')).toBe(true);
});

test('End typed in a text field leaves the page as it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const { p } = deepHeading('zh-cn');
  await page.goto(p.route);
  await hydrated(page);
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'probe';
    document.querySelector('.voce-markdown')!.prepend(input);
  });
  await page.locator('#probe').press('End');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-deep-link'))).toBe(false);
  await page.locator('#probe').blur();
  await page.keyboard.press('End');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-deep-link'))).toBe(true);
});

for (const locale of ['en', 'zh-cn']) {
  test(`a page opened at an anchor shows that heading under the navbar, and nothing moves (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await watchShifts(page);
    const { p, id } = deepHeading(locale);
    await page.goto(`${p.route}#${encodeURIComponent(id)}`);
    await hydrated(page);
    const top = await anchorTop(page);
    await expect.poll(() => headingTop(page, id)).toBe(Math.round(top));
    // Opened at an anchor, every block renders at once (see markdown.css).
    expect(await lastBlockRendered(page)).toBe(true);
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

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`scrolling up from a deep anchor moves what is in view by exactly the scroll (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const shifts = await watchShifts(page);
    const { p, id } = deepHeading('zh-cn');
    await page.goto(p.route);
    await hydrated(page);
    // Jump from the top, as dragging the scrollbar does: the blocks passed
    // over are still unrendered, at their estimated height.
    await page.evaluate((i) => document.getElementById(i)!.scrollIntoView(), id);
    await page.waitForTimeout(300);
    // (The jump itself may move the footer as the blocks around the target
    // render; jumps the site makes lay the page out first, see above.)
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    const moves = await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const out: { before: number; after: number; atTop: boolean }[] = [];
      while (scrollY > 0) {
        // A block that crosses the middle of the viewport.
        const mid = innerHeight / 2;
        const block = [...document.querySelectorAll('.voce-markdown > *')].find((b) => {
          const r = b.getBoundingClientRect();
          return r.top <= mid && r.bottom >= mid;
        });
        const before = block?.getBoundingClientRect().top;
        scrollBy(0, -300);
        await frame();
        if (block && before !== undefined) out.push({ before, after: block.getBoundingClientRect().top, atTop: scrollY === 0 });
        if (out.length > 200) break;
      }
      return out;
    });
    expect(moves.length).toBeGreaterThan(5);
    // (Within a pixel: positions fall on fractions of one.)
    for (const m of moves.filter((x) => !x.atTop)) expect(Math.abs(m.after - m.before - 300)).toBeLessThanOrEqual(1);
    expect(await shifts()).toBe(0);
  });
}

test('once every block has rendered, a page lays out as it would without content-visibility', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // Pages that hold each kind of block, and the longest page of each locale.
  const kinds = ['x-tabs', 'x-doc-cards', 'x-admonition', 'table', 'blockquote', 'ol', 'x-images'];
  const routes = new Set<string>([deepHeading('en').p.route, deepHeading('zh-cn').p.route]);
  for (const k of kinds) {
    const p = docPages().find((d) => has(d.body, (t) => t === k));
    if (p) routes.add(p.route);
  }
  // A loose list: its items' paragraphs sit against the list's edges.
  const loose = [...docPages(), ...docPages('zh-cn')].find((d) => looseList(d.body as Node[]));
  if (loose) routes.add(loose.route);
  expect(routes.size).toBeGreaterThan(4);
  const geometry = async (width: number, route: string, visible: boolean) => {
    const ctx = await browser.newContext({ baseURL, viewport: { width, height: 30_000 } });
    const page = await ctx.newPage();
    await blockWidget(page);
    if (visible) await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const s = document.createElement('style');
        s.textContent = '.voce-markdown > * { content-visibility: visible !important }';
        document.head.append(s);
      });
    });
    await page.goto(route);
    await hydrated(page);
    // The viewport holds the whole page: wait for every block to render,
    // and for the copy buttons that come after hydration.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('.voce-markdown > *')].every((b) => {
              const e = b.firstElementChild;
              return !e || e.checkVisibility({ contentVisibilityAuto: true }) || getComputedStyle(e).display === 'none';
            }) &&
            document.querySelectorAll('.voce-code').length === document.querySelectorAll('.voce-code__copy').length,
        ),
      )
      .toBe(true);
    const rects = await page.evaluate(() =>
      [...document.querySelectorAll('.voce-markdown *')].map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      }),
    );
    await ctx.close();
    return rects;
  };
  for (const width of [390, 1280]) {
    for (const route of routes) {
      const [auto, visible] = [await geometry(width, route, false), await geometry(width, route, true)];
      expect(auto.length, route).toBeGreaterThan(0);
      expect(auto, `${route} at ${width} px`).toEqual(visible);
    }
  }
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
