import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from './util';
import { watchErrors } from '../helpers';

test.beforeEach(async ({ page }) => blockWidget(page));

const scripts = 'script[src$="/widget.js"]';

test('a page with a footer loads the widget script once, with its data attributes', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/install/docker');
  await hydrated(page);
  const s = page.locator(scripts);
  await expect(s).toHaveCount(1);
  await expect(s).toHaveAttribute('src', 'https://privoce.voce.chat/widget.js');
  await expect(s).toHaveAttribute('data-id', 'vocechat-doc');
  await expect(s).toHaveAttribute('data-auto-reg', 'true');
  await expect(s).toHaveAttribute('data-theme-color', '#333');
  await expect(s).toHaveAttribute('data-welcome', /^Hi! .*mailto:han@privoce\.com/);
  expect(await s.evaluate((el: HTMLScriptElement) => el.async)).toBe(true);
  // Client navigation, even to the other locale, does not add it again.
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').click();
  await expect(page).toHaveURL(/\/install\/shell$/);
  await page.locator('.voce-navbar .voce-dropdown__button').click();
  await page.locator('.voce-navbar .voce-dropdown__menu a', { hasText: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/install\/shell$/);
  await expect(page.locator(scripts)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test.describe('with a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });
  test('the welcome is Chinese', async ({ page }) => {
    await page.goto('/install/docker');
    await hydrated(page);
    await expect(page.locator(scripts)).toHaveAttribute('data-welcome', /^你好/);
  });
});

test('the widget goes away with the footer', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.goto('/install/docker');
  await hydrated(page);
  await expect(page.locator(scripts)).toHaveCount(1);
  // Pretend widget.js ran and added its frame.
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.id = 'VOCECHAT_WIDGET';
    document.body.appendChild(f);
  });
  // The next page hides its footer.
  await page.route('**/_data/route/install/shell.json', async (r) => {
    const res = await r.fetch();
    const data = await res.json();
    data.page.hideFooter = true;
    await r.fulfill({ response: res, json: data });
  });
  await page.locator('nav.voce-sidebar a[href="/install/shell"]').click();
  await expect(page).toHaveURL(/\/install\/shell$/);
  await expect(page.locator('footer.voce-footer')).toHaveCount(0);
  await expect(page.locator(scripts)).toHaveCount(0);
  await expect(page.locator('#VOCECHAT_WIDGET')).toHaveCount(0);
});

test('the footer shows the config’s columns and the copyright year', async ({ page }) => {
  await page.goto('/zh-cn/install/docker');
  const footer = page.locator('footer.voce-footer');
  await expect(footer).toContainText('社区');
  await expect(footer).toContainText('更多');
  await expect(footer.locator('.voce-footer__copyright')).toHaveText(/^Copyright © \d{4} Privoce, Inc\.$/);
  await page.goto('/install/docker');
  await expect(footer).toContainText('Community');
  await expect(footer).toContainText('More');
});
