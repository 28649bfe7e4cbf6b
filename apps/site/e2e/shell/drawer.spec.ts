import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from './util';
import { watchErrors } from '../helpers';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => blockWidget(page));

const drawer = '#voce-drawer';
const menu = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /Toggle navigation bar|切换导航栏/ });

test('at 390 px the menu button opens a drawer with the navbar items and the sidebar', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/install/docker');
  await hydrated(page);
  await expect(page.locator('.voce-navbar__items')).toBeHidden();
  await expect(page.locator(drawer)).toBeHidden();
  await menu(page).click();
  const d = page.locator(drawer);
  await expect(d).toBeVisible();
  await expect(d).toHaveAttribute('role', 'dialog');
  await expect(d.locator('.voce-drawer__nav a[href="/api"]')).toBeVisible();
  await expect(d.locator('.voce-drawer__nav .voce-dropdown__button')).toBeVisible();
  await expect(d.getByRole('link', { name: /Source code on/ })).toBeVisible();
  await expect(d.locator('nav.voce-sidebar a[aria-current="page"]')).toHaveText('Run in Docker');
  await expect(d.locator('.voce-drawer__close')).toBeFocused();
  expect(errors).toEqual([]);
});

test('the drawer closes on Escape and gives focus back to the menu button', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await menu(page).click();
  await expect(page.locator(drawer)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(drawer)).toBeHidden();
  await expect(menu(page)).toBeFocused();
});

test('the drawer keeps the keyboard inside while open', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await menu(page).click();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#voce-drawer'))).toBe(true);
  }
});

test('the drawer closes on a click outside it', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await menu(page).click();
  await expect(page.locator(drawer)).toBeVisible();
  await page.mouse.click(380, 400);
  await expect(page.locator(drawer)).toBeHidden();
});

test('the drawer closes on navigation', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await menu(page).click();
  await page.locator(`${drawer} nav.voce-sidebar a[href="/install/shell"]`).click();
  await expect(page).toHaveURL(/\/install\/shell$/);
  await expect(page.locator(drawer)).toBeHidden();
});

test('the drawer closes when the window grows past 996 px', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await menu(page).click();
  await expect(page.locator(drawer)).toHaveAttribute('data-open', '');
  await page.setViewportSize({ width: 1200, height: 844 });
  await expect(page.locator(drawer)).not.toHaveAttribute('data-open', '');
  await expect(page.locator(drawer)).not.toHaveAttribute('role', 'dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(drawer)).toBeHidden();
});

test('the navbar stays put when scrolling (no hide-on-scroll)', async ({ page }) => {
  await page.goto('/install/docker');
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  await expect(page.locator('.voce-navbar')).toBeInViewport();
  const box = await page.locator('.voce-navbar').boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBe(60);
});

test('nothing is wider than a 390 px phone', async ({ page }) => {
  for (const path of ['/', '/install/docker', '/zh-cn/install/docker', '/zh-cn/no-such-page']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test('wide tables scroll inside their own box on a phone', async ({ page }) => {
  await page.goto('/zh-cn/install/docker');
  const wrap = page.locator('.voce-table-wrap').first();
  const sizes = await wrap.evaluate((el) => ({ client: el.clientWidth, style: getComputedStyle(el).overflowX }));
  expect(sizes.style).toBe('auto');
  expect(sizes.client).toBeLessThanOrEqual(390);
});

test('on a phone the footer columns start where the page text does, in both locales and colour modes', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/install/docker', '/zh-cn/install/docker']) {
      await page.goto(path);
      const text = await page.locator('main h1').boundingBox();
      const columns = await page.locator('.voce-footer__column').evaluateAll((els) => els.map((el) => { const r = el.getBoundingClientRect(); return { x: r.x, right: r.right }; }));
      expect(columns.length, path).toBeGreaterThan(1);
      expect(Math.round(columns[0].x), `${path} (${scheme})`).toBe(Math.round(text!.x));
      // All of them inside the text's margins.
      for (const c of columns) {
        expect(c.x, `${path} (${scheme})`).toBeGreaterThanOrEqual(text!.x - 0.5);
        expect(c.right, `${path} (${scheme})`).toBeLessThanOrEqual(390 - text!.x + 0.5);
      }
    }
  }
});

test('the closed drawer is not laid out until it first opens, and slides out whole when it closes', async ({ page }) => {
  await page.goto('/zh-cn/install/docker');
  await hydrated(page);
  const link = page.locator(`${drawer} nav.voce-sidebar a[aria-current="page"]`);
  // Skipped by content-visibility: no box at all, not merely off-screen.
  expect(await link.evaluate((a) => a.getBoundingClientRect().height)).toBe(0);
  await menu(page).click();
  await expect(link).toBeVisible();
  expect(await link.evaluate((a) => a.getBoundingClientRect().height)).toBeGreaterThan(20);
  await page.keyboard.press('Escape');
  // While it slides out its links keep their boxes (the drawer stays laid
  // out once used), so the animation shows the panel, not an empty box.
  expect(await link.evaluate((a) => a.getBoundingClientRect().height)).toBeGreaterThan(20);
  await expect(page.locator(drawer)).toBeHidden();
});
