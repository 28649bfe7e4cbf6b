import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Runs against `mage dev` serving a copy of the fixture site (VOCE_DEV_SITE),
// started by `mage test`; the spec edits that copy.
const site = process.env.VOCE_DEV_SITE ?? '';
test.describe.configure({ mode: 'serial' });
test.skip(!site, 'needs VOCE_DEV_SITE: run through `go run mage.go test`');

const file = () => join(site, 'content', 'en', 'install', 'docker.md');

test('@dev a Markdown edit shows in the open page without a reload', async ({ page }) => {
  await page.goto('/install/docker');
  await expect(page.locator('h1')).toHaveText('Run in Docker');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  const original = readFileSync(file(), 'utf8');
  const started = Date.now();
  writeFileSync(file(), original.replace('Back to [top](#quick-start).', 'Edited live, then back to [top](#quick-start).'));
  await expect(page.locator('main')).toContainText('Edited live', { timeout: 3000 });
  const elapsed = Date.now() - started;
  expect(elapsed).toBeLessThan(3000);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  writeFileSync(file(), original);
});

test('@dev a Markdown error shows in the browser and the server keeps running', async ({ page }) => {
  await page.goto('/install/docker');
  await expect(page.locator('h1')).toHaveText('Run in Docker');
  const original = readFileSync(file(), 'utf8');
  writeFileSync(file(), original + '\n:::tipp Oops\nx\n:::\n');
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toHaveCount(1, { timeout: 5000 });
  await expect(overlay).toContainText('unknown admonition "tipp"');
  writeFileSync(file(), original.replace('Back to [top](#quick-start).', 'Fixed again, [top](#quick-start).'));
  await expect(page.locator('main')).toContainText('Fixed again', { timeout: 5000 });
  await expect(overlay).toHaveCount(0);
  writeFileSync(file(), original);
});
