import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';

// An operation page may load at most 120 KB of gzipped JavaScript (React
// included) before the try-it panel opens; the panel is a chunk of its own.
const BUDGET = 120 * 1024;

test('an operation page stays within its JavaScript budget until the try-it panel opens', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.url().startsWith(origin)) return;
    try {
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      /* a redirect has no body */
    }
  });
  await page.goto('/api/login');
  await expect(page.locator('.voce-api-samples pre')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`operation page JS before try-it: ${(before / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(before).toBeLessThanOrEqual(BUDGET);
  expect([...scripts.keys()].some((u) => /TryItPanel/.test(u))).toBe(false);

  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByRole('region', { name: 'Try it' })).toBeVisible();
  // The response handler reads bodies asynchronously: wait for it.
  await expect.poll(() => [...scripts.keys()].some((u) => /TryItPanel/.test(u))).toBe(true);
});
