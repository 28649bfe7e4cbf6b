import { expect, test, type Page } from '../fixtures';
import { openWith, shownHits } from './search-helpers';

// What readers type must find the pages that answer it, through the modal,
// on the real content, in each locale; a page of one locale never answers
// a search in the other.

async function search(page: Page, locale: 'en' | 'zh-cn', query: string): Promise<string[]> {
  await page.goto(locale === 'en' ? '/install' : '/zh-cn/install');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Input')).toHaveValue(query);
  const hits = await shownHits(page);
  for (const h of hits) {
    if (locale === 'zh-cn') expect(h, `${query}: a hit of the other locale`).toMatch(/^\/zh-cn(\/|$)/);
    else expect(h, `${query}: a hit of the other locale`).not.toMatch(/^\/zh-cn(\/|$)/);
  }
  return hits;
}

/** The first n pages the modal shows, in order, each once. */
const firstPages = (hits: string[], n: number) => [...new Set(hits)].slice(0, n);

const cases: { locale: 'en' | 'zh-cn'; query: string; top?: string[]; shown?: string[] }[] = [
  { locale: 'zh-cn', query: '反向代理', top: ['/zh-cn/install/docker-nginx', '/zh-cn/install/docker-caddy'] },
  { locale: 'zh-cn', query: '配置邮件', top: ['/zh-cn/setting/smtp/smtp-gmail'] },
  { locale: 'en', query: 'reverse proxy', shown: ['/install/docker-nginx', '/install/docker-caddy'] },
  { locale: 'zh-cn', query: '证书', top: ['/zh-cn/ssl/ssl-have-ca', '/zh-cn/ssl/ssl-no-ca'] },
  { locale: 'en', query: 'dokcer', top: ['/install/docker'] },
  { locale: 'en', query: 'webhok', top: ['/bot/bot-and-webhook'] },
  { locale: 'zh-cn', query: 'docker', top: ['/zh-cn/install/docker'] },
  { locale: 'en', query: 'smtp', shown: ['/setting/smtp/smtp-gmail'] },
];

for (const c of cases) {
  test(`${c.locale}: "${c.query}" finds ${[...(c.top ?? []), ...(c.shown ?? [])].join(', ')}`, async ({ page }) => {
    const hits = await search(page, c.locale, c.query);
    const top = firstPages(hits, 3);
    for (const p of c.top ?? []) expect(top, `${c.query}: ${p} among the first three pages`).toContain(p);
    for (const p of c.shown ?? []) expect(hits, `${c.query}: ${p} shown`).toContain(p);
  });
}

test('a word the site does not contain and that is no typo of one finds nothing', async ({ page }) => {
  await page.goto('/install');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').fill('qzxwvkjh docker');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
});
