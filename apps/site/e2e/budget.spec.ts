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

test('the HTML of every doc page stays under 60 KB', async ({ request }) => {
  const docs = routes().filter((r) => r.kind === 'doc');
  expect(docs.length).toBeGreaterThanOrEqual(56);
  let largest = { path: '', html: 0 };
  for (const r of docs) {
    const res = await request.get(r.path);
    const html = Buffer.byteLength(await res.text());
    if (html > largest.html) largest = { path: r.path, html };
    expect(html, r.path).toBeLessThanOrEqual(60 * KB);
  }
  console.log(`largest doc page: ${largest.path}, ${largest.html} B`);
});
