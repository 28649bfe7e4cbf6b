import { expect, test, type Page } from '../fixtures';
import { openWith, shownHits } from './search-helpers';

// What readers type must find the pages that answer it, on the real
// content, in each locale: the modal shows them, and the search page,
// which lists pages in the order they rank, has them among its first
// three. A page of one locale never answers a search in the other.

type Locale = 'en' | 'zh-cn';

const otherLocale = (locale: Locale, hrefs: string[], query: string) => {
  for (const h of hrefs) {
    if (locale === 'zh-cn') expect(h, `${query}: a page of the other locale`).toMatch(/^\/zh-cn(\/|$)/);
    else expect(h, `${query}: a page of the other locale`).not.toMatch(/^\/zh-cn(\/|$)/);
  }
};

async function modalShows(page: Page, locale: Locale, query: string): Promise<string[]> {
  await page.goto(locale === 'en' ? '/install' : '/zh-cn/install');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  const hits = await shownHits(page);
  otherLocale(locale, hits, query);
  return hits;
}

async function firstRows(page: Page, locale: Locale, query: string): Promise<string[]> {
  await page.goto(`${locale === 'en' ? '' : '/zh-cn'}/search?q=${encodeURIComponent(query)}`);
  const rows = page.locator('.voce-search-result__title a');
  await expect(rows.first()).toBeVisible();
  const hrefs = await rows.evaluateAll((as) => as.map((a) => decodeURI(a.getAttribute('href') ?? '').replace(/#.*$/, '')));
  otherLocale(locale, hrefs, query);
  return hrefs.slice(0, 3);
}

const cases: { locale: Locale; query: string; top: string[] }[] = [
  { locale: 'zh-cn', query: '反向代理', top: ['/zh-cn/install/docker-nginx', '/zh-cn/install/docker-caddy'] },
  { locale: 'zh-cn', query: '配置邮件', top: ['/zh-cn/setting/smtp/smtp-gmail'] },
  { locale: 'en', query: 'reverse proxy', top: ['/install/docker-caddy'] },
  { locale: 'zh-cn', query: '证书', top: ['/zh-cn/ssl/ssl-have-ca', '/zh-cn/ssl/ssl-no-ca'] },
  { locale: 'en', query: 'dokcer', top: ['/install/docker'] },
  { locale: 'en', query: 'webhok', top: ['/bot/bot-and-webhook'] },
  { locale: 'zh-cn', query: 'docker', top: ['/zh-cn/install/docker'] },
  { locale: 'en', query: 'chatgpt', top: ['/bot/demo-gpt'] },
  { locale: 'zh-cn', query: 'chatgpt', top: ['/zh-cn/bot/demo-gpt'] },
];

for (const c of cases) {
  test(`${c.locale}: "${c.query}" finds ${c.top.join(', ')}`, async ({ page }) => {
    const shown = await modalShows(page, c.locale, c.query);
    for (const p of c.top) expect(shown, `${c.query}: the modal shows ${p}`).toContain(p);
    const top = await firstRows(page, c.locale, c.query);
    for (const p of c.top) expect(top, `${c.query}: ${p} among the first three results`).toContain(p);
  });
}

test('en: "reverse proxy" shows both install guides that put one in front of VoceChat', async ({ page }) => {
  const shown = await modalShows(page, 'en', 'reverse proxy');
  expect(shown).toContain('/install/docker-nginx');
  expect(shown).toContain('/install/docker-caddy');
});

test('a word the site does not contain and that is no typo of one finds nothing', async ({ page }) => {
  await page.goto('/install');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').fill('qzxwvkjh docker');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
});
