import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { firstLoad } from './weight';
import { routes } from './buildData';

// Size budgets. Sizes are the same on every machine, so they are checked
// here; times are measured by `go run mage.go bench`, never asserted.
const KB = 1024;

test('a doc page ships at most 75 KB of gzip JavaScript and 16 KB of gzip CSS', async ({ request }) => {
  for (const path of ['/zh-cn/install/docker', '/install/docker', '/']) {
    const w = await firstLoad(request, path);
    console.log(`${path}: html ${w.html} B, js ${w.js} B (gzip ${w.jsGzip} B), css ${w.css} B (gzip ${w.cssGzip} B), ${w.files.length} files`);
    expect(w.jsGzip, `${path} first-load JS gzip`).toBeLessThanOrEqual(75 * KB);
    expect(w.cssGzip, `${path} first-load CSS gzip`).toBeLessThanOrEqual(16 * KB);
    expect(w.jsGzip).toBeGreaterThan(10 * KB); // React is in there: a zero means the parse broke
  }
});

test('an API operation page ships at most 120 KB of gzip JavaScript before try-it opens', async ({ request }) => {
  const w = await firstLoad(request, '/zh-cn/api/login');
  console.log(`/zh-cn/api/login: js gzip ${w.jsGzip} B, css gzip ${w.cssGzip} B`);
  expect(w.jsGzip).toBeLessThanOrEqual(120 * KB);
  expect(w.jsGzip).toBeGreaterThan(10 * KB);
});

// What a reader downloads: the page compressed, as every host sends it.
test('the HTML of every doc page stays under 20 KB gzip', async ({ request }) => {
  const docs = routes().filter((r) => r.kind === 'doc');
  expect(docs.length).toBeGreaterThanOrEqual(56);
  let largest = { path: '', html: 0 };
  for (const r of docs) {
    const res = await request.get(r.path);
    const html = gzipSync(Buffer.from(await res.text())).length;
    if (html > largest.html) largest = { path: r.path, html };
    expect(html, r.path).toBeLessThanOrEqual(20 * KB);
  }
  console.log(`largest doc page: ${largest.path}, ${largest.html} B gzip`);
});

// Every family, size and weight a page shows is a font the browser looks
// up before its first layout; on Linux, Chromium asks the browser process
// about each one (docs/performance.md has the figures). The type scale keeps
// them few: this fails on a size between two steps, a weight off the
// scale, or a page showing more fonts than its budget.
test('pages keep to the type scale and a budget of fonts', async ({ page }) => {
  const scale = [11, 12, 13, 14, 15];
  for (const [path, budget] of [
    ['/zh-cn/api/login', 17],
    ['/api/get-the-server-version', 16],
    ['/zh-cn/install/docker', 17],
    ['/', 13],
    ['/search?q=nginx', 8],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('load');
    const fonts = await page.evaluate(() => {
      const seen = new Map<string, { key: string; where: string; px: number; weight: string }>();
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const el = n.parentElement;
        if (!el || !n.textContent?.trim() || !el.checkVisibility()) continue;
        const cs = getComputedStyle(el);
        const key = `${cs.fontFamily.split(',')[0]} ${cs.fontSize} ${cs.fontWeight} ${cs.fontStyle}`;
        if (!seen.has(key)) seen.set(key, { key, where: el.className || el.tagName, px: parseFloat(cs.fontSize), weight: cs.fontWeight });
      }
      return [...seen.values()];
    });
    console.log(`${path}: ${fonts.length} fonts`);
    expect(fonts.length, `${path}: ${fonts.map((f) => f.key).join('; ')}`).toBeLessThanOrEqual(budget);
    expect(fonts.length).toBeGreaterThan(3); // the walk found the page's text
    for (const f of fonts) {
      if (f.px < 16) expect(scale, `${path}: ${f.key} (${f.where}) is between two steps of the scale`).toContain(f.px);
      expect(['400', '600', '700'], `${path}: ${f.key} (${f.where})`).toContain(f.weight);
    }
  }
});
