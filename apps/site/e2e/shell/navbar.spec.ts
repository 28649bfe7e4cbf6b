import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from './util';
import { watchErrors } from '../helpers';

test.beforeEach(async ({ page }) => blockWidget(page));

test('logo and title lead to the home of the locale; APIs to its /api', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/zh-cn/install/docker');
  const brand = page.locator('.voce-navbar .voce-brand');
  await expect(brand).toHaveAttribute('href', '/zh-cn');
  await expect(brand).toContainText('VoceChat');
  await expect(page.locator('.voce-navbar a.voce-navbar__link--api')).toHaveAttribute('href', '/zh-cn/api');
  await page.goto('/install/docker');
  await expect(brand).toHaveAttribute('href', '/');
  await expect(page.locator('.voce-navbar a.voce-navbar__link--api')).toHaveAttribute('href', '/api');
  await hydrated(page);
  await brand.click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('the locale dropdown keeps the page, the query and the hash, both ways', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/zh-cn/install/docker?from=test#2-放行端口');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
  const button = page.locator('.voce-navbar .voce-dropdown__button');
  await expect(button).toContainText('简体中文');
  await button.click();
  const en = page.locator('.voce-navbar .voce-dropdown__menu a', { hasText: 'English' });
  await expect(en).toBeVisible();
  expect(decodeURI((await en.getAttribute('href'))!)).toBe('/install/docker?from=test#2-放行端口');
  await en.click();
  await expect(page).toHaveURL(/\/install\/docker\?from=test#2-/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Run in Docker');
  await expect(button).toContainText('English');
  // and back, by keyboard
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.voce-navbar .voce-dropdown__menu a').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh-cn\/install\/docker\?from=test#2-/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1); // no reload
  expect(errors).toEqual([]);
});

test('the dropdown closes on Escape and on a click outside', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  const button = page.locator('.voce-navbar .voce-dropdown__button');
  const menu = page.locator('.voce-navbar .voce-dropdown__menu');
  await button.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await page.locator('h1').click();
  await expect(menu).toBeHidden();
});

test('the source link is an icon with a label', async ({ page }) => {
  await page.goto('/');
  const src = page.getByRole('link', { name: /Source code on/ });
  await expect(src).toHaveAttribute('href', /^https:\/\//);
  await expect(src.locator('svg')).toBeVisible();
});

test('the search button shows the shortcut and asks the search modal to open', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  const btn = page.locator('.voce-navbar').getByRole('button', { name: /^Search/ });
  await expect(btn).toContainText(/(Ctrl|⌘) K/);
  await page.evaluate(() => {
    (window as unknown as { __opened: number }).__opened = 0;
    window.addEventListener('voce:open-search', () => (window as unknown as { __opened: number }).__opened++);
  });
  await btn.click();
  // The search package may replace this button; either way something must react or the event fires.
  const opened = await page.evaluate(() => (window as unknown as { __opened: number }).__opened);
  const dialog = await page.locator('[role="dialog"]').count();
  expect(opened + dialog).toBeGreaterThan(0);
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#main'))).toBe(true);
});

test('focus is visible on the navbar controls', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  const api = page.locator('.voce-navbar a.voce-navbar__link--api');
  await api.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const outline = await api.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');
});
