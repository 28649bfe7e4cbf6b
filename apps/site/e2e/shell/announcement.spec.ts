import { expect, test } from '../fixtures';
import { readJSON } from '../helpers';
import { blockWidget, hydrated } from './util';

const announcement = readJSON<{ announcement?: { id: string } }>('site.json').announcement;

test.beforeEach(async ({ page }) => blockWidget(page));

test('the head script marks a dismissed announcement before the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('voce-announcement-dismissed', 'some-id');
    const w = window as unknown as { __atBody?: string | null };
    new MutationObserver((_, mo) => {
      if (!document.body) return;
      w.__atBody = document.documentElement.getAttribute('data-announcement-dismissed');
      mo.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/install/docker');
  expect(await page.evaluate(() => (window as unknown as { __atBody?: string }).__atBody)).toBe('some-id');
});

// The real site's config decides what its pages show; the fixture site
// (built by `mage test` with an announcement) covers the bar itself.
test('the bar follows the site config', async ({ page }) => {
  await page.goto('/install/docker');
  if (announcement) {
    await expect(page.locator('.voce-announcement')).toBeVisible();
  } else {
    await expect(page.locator('.voce-announcement')).toHaveCount(0);
    expect((await page.locator('.voce-navbar').boundingBox())?.y).toBe(0);
  }
});

test('@fixture the bar shows in each locale\'s words above the navbar', async ({ page }) => {
  await page.goto('/install/docker');
  const bar = page.locator('.voce-announcement');
  await expect(bar).toContainText('Fixture announcement');
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y).toBe(0);
  expect((await page.locator('.voce-navbar').boundingBox())!.y).toBeGreaterThanOrEqual(barBox.height - 1);
  await page.goto('/zh-cn/install/docker');
  await expect(bar).toContainText('测试公告');
});

test('@fixture the announcement shows until dismissed, stays dismissed without a flash, and a different id shows again', async ({ page }) => {
  expect(announcement?.id).toBe('fixture-1');
  await page.goto('/install/docker');
  const bar = page.locator('.voce-announcement');
  await expect(bar).toBeVisible();
  const navY = (await page.locator('.voce-navbar').boundingBox())!.y;
  await hydrated(page);
  expect((await page.locator('.voce-navbar').boundingBox())!.y).toBe(navY); // no shift on hydration
  await bar.getByRole('button').click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('voce-announcement-dismissed'))).toBe(announcement!.id);
  // Watch every frame of the next load: the bar must never be displayed.
  await page.addInitScript(() => {
    const w = window as unknown as { __seen: boolean };
    w.__seen = false;
    const tick = () => {
      const el = document.querySelector('.voce-announcement');
      if (el && getComputedStyle(el).display !== 'none') w.__seen = true;
      if (performance.now() < 3000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __seen: boolean }).__seen)).toBe(false);
  // An older dismissal (another id) does not hide this one.
  await page.evaluate(() => localStorage.setItem('voce-announcement-dismissed', 'an-older-id'));
  await page.reload();
  await expect(page.locator('.voce-announcement')).toBeVisible();
});
