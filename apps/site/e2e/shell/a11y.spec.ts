import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from './util';

const pages = [
  ['home', '/'],
  ['doc page', '/install/docker'],
  ['not-found page', '/no/such/page'],
  ['search page', '/search'],
] as const;

for (const locale of ['en', 'zh-cn']) {
  for (const mode of ['light', 'dark'] as const) {
    for (const [name, path] of pages) {
      const url = locale === 'en' ? path : path === '/' ? '/zh-cn' : `/zh-cn${path}`;
      test(`axe: ${name}, ${locale}, ${mode}: no serious or critical violation`, async ({ page }) => {
        test.setTimeout(90_000);
        await blockWidget(page);
        await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await hydrated(page);
        const result = await new AxeBuilder({ page }).analyze();
        const bad = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
        expect(bad).toEqual([]);
      });
    }
  }
}

test('axe: the open drawer on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await blockWidget(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/zh-cn/install/docker');
  await hydrated(page);
  await page.getByRole('button', { name: '切换导航栏' }).click();
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
