import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from './util';

test.beforeEach(async ({ page }) => blockWidget(page));

const theme = (page: import('@playwright/test').Page) => page.locator('html');

test('light by default, following prefers-color-scheme until the visitor chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/install/docker');
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await hydrated(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await page.locator('.voce-colormode').click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
});

test('the choice is applied before the first paint on the next visit', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    const w = window as unknown as { __themeAtBody?: string | null };
    new MutationObserver((_, mo) => {
      if (!document.body) return;
      w.__themeAtBody = document.documentElement.getAttribute('data-theme');
      mo.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/zh-cn/install/docker');
  expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).not.toBe('rgb(255, 255, 255)');
  await hydrated(page);
  await expect(page.locator('.voce-colormode')).toHaveAttribute('aria-label', /暗黑模式/);
});

test('a choice in one tab reaches the other tabs', async ({ page, context }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  const other = await context.newPage();
  await blockWidget(other);
  await other.goto('/zh-cn/install/docker');
  await hydrated(other);
  await expect(theme(other)).toHaveAttribute('data-theme', 'light');
  await page.locator('.voce-colormode').click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(theme(other)).toHaveAttribute('data-theme', 'dark');
});

test('the toggle shows the icon of the mode in effect', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.voce-colormode__light')).toBeVisible();
  await expect(page.locator('.voce-colormode__dark')).toBeHidden();
  await hydrated(page);
  await page.locator('.voce-colormode').click();
  await expect(page.locator('.voce-colormode__dark')).toBeVisible();
  await expect(page.locator('.voce-colormode__light')).toBeHidden();
});
