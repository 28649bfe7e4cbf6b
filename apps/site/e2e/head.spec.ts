import { expect, test, type Page } from './fixtures';
import { pageData, routeAt, routes, siteData } from './buildData';
import { watchErrors } from './helpers';

// The head tags search engines and link previews read: in the HTML as
// served, and in the DOM after a client navigation (which must not leave the
// first page's canonical or Open Graph tags behind).

interface Tag {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

/** The tags this spec checks, by what identifies them, each with its values (so a duplicate shows). */
function indexTags(tags: Tag[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (k: string, v: string) => (out[k] ??= []).push(v);
  for (const { tag, attrs: a, text } of tags) {
    if (tag === 'title') add('title', text);
    else if (tag === 'meta' && (a.name === 'description' || a.name === 'robots')) add(a.name, a.content);
    else if (tag === 'meta' && a.property?.startsWith('og:')) add(a.property, a.content);
    else if (tag === 'link' && a.rel === 'canonical') add('canonical', a.href);
    else if (tag === 'link' && a.rel === 'alternate' && a.hreflang) add(`hreflang ${a.hreflang}`, a.href);
  }
  return out;
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The head tags of raw HTML, read without a browser. */
function rawTags(html: string): Tag[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Tag[] = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => ({ tag: 'title', attrs: {}, text: unescape(m[1]) }));
  for (const m of head.matchAll(/<(meta|link)\s([^>]*?)\/?>/g)) {
    const attrs = Object.fromEntries([...m[2].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], unescape(a[2])]));
    tags.push({ tag: m[1], attrs, text: '' });
  }
  return tags;
}

function domTags(page: Page): Promise<Tag[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('title, meta, link')].map((e) => ({
      tag: e.localName,
      attrs: Object.fromEntries(e.getAttributeNames().map((n) => [n, e.getAttribute(n) ?? ''])),
      text: e.localName === 'title' ? (e.textContent ?? '') : '',
    })),
  );
}

/** What the head of a doc page must say, from the build data (not from the code that writes it). */
function expectedDocHead(path: string): Record<string, string[]> {
  const site = siteData();
  const page = pageData(routeAt(path));
  const abs = (p: string) => site.url + p;
  const title = `${page.title} | ${site.title}`;
  const def = site.locales.find((l) => l.default)!;
  const out: Record<string, string[]> = {
    title: [title],
    description: [page.description],
    canonical: [abs(path)],
    'hreflang x-default': [abs(page.alternates[def.code])],
    'og:type': ['article'],
    'og:title': [title],
    'og:url': [abs(path)],
    'og:site_name': [site.title],
    'og:description': [page.description],
  };
  for (const l of site.locales) out[`hreflang ${l.htmlLang.toLowerCase()}`] = [abs(page.alternates[l.code])];
  return out;
}

const pairs = [
  { from: '/install/docker', to: '/install/shell' },
  { from: '/zh-cn/install/docker', to: '/zh-cn/install/shell' },
];

for (const { from, to } of pairs) {
  test(`${from}: the served HTML has its title, description, canonical, hreflang and og tags`, async ({ request }) => {
    const res = await request.get(from);
    expect(res.status()).toBe(200);
    const want = expectedDocHead(from);
    expect(Object.keys(want)).toEqual(expect.arrayContaining(['hreflang en', 'hreflang zh-cn', 'hreflang x-default']));
    expect(indexTags(rawTags(await res.text()))).toEqual(want);
  });

  test(`${from} → ${to}: after a sidebar click the DOM head is the new page's`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(from);
    expect(indexTags(await domTags(page))).toEqual(expectedDocHead(from));
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator(`nav.voce-sidebar a[href="${to}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('h1')).toHaveText(pageData(routeAt(to)).h1);
    const want = expectedDocHead(to);
    await expect.poll(async () => indexTags(await domTags(page))).toEqual(want);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'a client navigation, not a reload').toBe(1);
    expect(errors).toEqual([]);
  });
}

test('sitemap.xml lists every route of both locales, and nothing else', async ({ request }) => {
  const site = siteData();
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const listed = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  // Every route of the manifest but the 404 pages, which are not pages to index.
  const want = routes()
    .filter((r) => r.kind !== 'notfound')
    .map((r) => site.url + r.path)
    .sort();
  expect(want).toEqual(expect.arrayContaining([`${site.url}/install/docker`, `${site.url}/zh-cn/install/docker`]));
  expect(listed).toEqual(want);
});

test('robots.txt names the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(await res.text()).toMatch(new RegExp(`^Sitemap: ${siteData().url.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'));
});

for (const [path, status] of [['/404.html', 200], ['/no/such/page', 404], ['/zh-cn/no/such/page', 404]] as const) {
  test(`${path}: the not-found page has noindex and no canonical`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(status);
    const tags = indexTags(rawTags(await res.text()));
    expect(tags.robots).toEqual(['noindex']);
    expect(tags.canonical).toBeUndefined();
    expect(Object.keys(tags).filter((k) => k.startsWith('hreflang') || k.startsWith('og:'))).toEqual([]);
  });
}
