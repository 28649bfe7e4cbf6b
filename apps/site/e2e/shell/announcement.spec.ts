import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../helpers';
import { blockWidget, hydrated } from './util';

const dataDir = process.env.VOCE_DATA_DIR ?? resolve(repoRoot, 'build/data');
const announcement = (JSON.parse(readFileSync(resolve(dataDir, 'site.json'), 'utf8')) as { announcement?: { id: string } }).announcement;

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

test('without an announcement in the config there is no bar and the navbar starts the page', async ({ page }) => {
  test.skip(!!announcement, 'the site has an announcement');
  await page.goto('/install/docker');
  await expect(page.locator('.voce-announcement')).toHaveCount(0);
  expect((await page.locator('.voce-navbar').boundingBox())?.y).toBe(0);
});

test.describe('the configured announcement', () => {
  test.skip(!announcement, 'site.yaml has no announcement');

  test('shows until dismissed, stays dismissed without a flash, and a different id shows again', async ({ page }) => {
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
});
