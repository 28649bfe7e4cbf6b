import { expect, test } from './fixtures';
import { expectedH1, h1Text } from './buildData';
import { routes, watchErrors } from './helpers';

test('a zh-cn doc page shows its title, content and table of contents', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/zh-cn/install/docker');
  await expect(page.locator('h1')).toHaveText('Docker 安装');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('main pre').filter({ hasText: 'docker run' }).first()).toBeVisible();
  // The first TOC entry is the page's first h2 (its text, without the heading's anchor link).
  const firstH2 = await page.locator('main .voce-markdown h2').first().evaluate((h) =>
    [...h.childNodes]
      .filter((n) => !(n instanceof Element && n.classList.contains('voce-heading__anchor')))
      .map((n) => n.textContent)
      .join('')
      .trim(),
  );
  expect(firstH2).not.toBe('');
  const tocLink = page.locator('.voce-toc a').first();
  await expect(tocLink).toBeVisible();
  await expect(tocLink).toHaveText(firstH2);
  expect(errors).toEqual([]);
});

test('a sidebar click navigates without a full reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/install/docker');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  const target = page.locator('nav.voce-sidebar a[href="/install/docker-caddy"]').first();
  await target.click();
  await expect(page).toHaveURL(/\/install\/docker-caddy$/);
  await expect(page.locator('h1')).not.toHaveText('Run in Docker');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(errors).toEqual([]);
});

test('the raw HTML of every route holds its h1, with the heading the build data gives', async ({ request }) => {
  const all = routes().filter((r) => r.kind !== 'notfound');
  expect(all.length).toBeGreaterThan(50);
  for (const r of all) {
    const res = await request.get(r.path);
    expect(res.status(), r.path).toBe(200);
    const html = await res.text();
    expect(h1Text(html), r.path).toBe(expectedH1(r));
  }
});

test('an unknown path answers 404 with the not-found page of its locale', async ({ request }) => {
  const res = await request.get('/zh-cn/no/such/page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('找不到页面');
});
