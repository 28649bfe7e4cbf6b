import { expect, test } from './fixtures';
import { expectedH1, h1Text } from './buildData';
import { routes } from './helpers';

// Every doc page of both locales: its h1 is there, no image is broken, and
// every same-page link (#id) and every internal link leads somewhere real.
const all = routes();
const docs = all.filter((r) => r.kind === 'doc');
const known = new Set(all.map((r) => r.path));

test('there are 28 doc pages in each locale', () => {
  expect(docs.filter((r) => r.locale === 'en')).toHaveLength(28);
  expect(docs.filter((r) => r.locale === 'zh-cn')).toHaveLength(28);
});

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

for (const locale of ['en', 'zh-cn']) {
  test(`every ${locale} page has its h1, working links and anchors`, async ({ request }) => {
    test.setTimeout(120_000);
    const htmlOf = new Map<string, string>();
    const get = async (path: string) => {
      if (!htmlOf.has(path)) htmlOf.set(path, await (await request.get(path)).text());
      return htmlOf.get(path)!;
    };
    for (const r of docs.filter((d) => d.locale === locale)) {
      const html = await get(r.path);
      expect(h1Text(html), r.path).toBe(expectedH1(r));
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      for (const m of article.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const href = unescape(m[1]);
        if (href.startsWith('#')) {
          expect(ids(html).has(decodeURIComponent(href.slice(1))), `${r.path}: ${href}`).toBe(true);
        } else if (href.startsWith('/') && !href.startsWith('//')) {
          const [path, hash] = href.split('#');
          const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
          if (/\.[a-z]+$/.test(clean)) {
            expect((await request.get(clean)).status(), `${r.path}: ${href}`).toBe(200);
            continue;
          }
          expect(known.has(clean), `${r.path}: ${href} is not a route`).toBe(true);
          if (hash) expect(ids(await get(clean)).has(decodeURIComponent(hash)), `${r.path}: ${href} anchor`).toBe(true);
        }
      }
    }
  });

  test(`every image of the ${locale} pages decodes in the browser`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const r of docs.filter((d) => d.locale === locale)) {
      await page.goto(r.path, { waitUntil: 'load' });
      await expect(page.locator('main h1').first(), r.path).not.toBeEmpty();
      // Lazy images load when scrolled to: ask for them now, then wait.
      const broken = await page.locator('main img').evaluateAll(async (imgs) => {
        await Promise.all((imgs as HTMLImageElement[]).map((i) => ((i.loading = 'eager'), i.decode().catch(() => undefined))));
        return (imgs as HTMLImageElement[]).filter((i) => i.naturalWidth === 0).map((i) => i.getAttribute('src'));
      });
      expect(broken, `${r.path}: broken images`).toEqual([]);
    }
  });
}
