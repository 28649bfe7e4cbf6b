import { expect, test } from './fixtures';
import { siteData } from './buildData';
import { watchErrors } from './helpers';

// The error watcher the other specs rely on: the widget host's failures are
// excused, a same-origin failure is not, even after the widget's.
test('watchErrors excuses the widget host and still reports a same-origin 404', async ({ page }) => {
  const errors = watchErrors(page);
  const widget = new URL(siteData().widget.host).origin;
  await page.route((u) => u.origin === widget, (r) => r.abort('internetdisconnected'));
  const widgetFailed = page.waitForEvent('requestfailed', (r) => r.url().startsWith(widget));
  await page.goto('/install/docker');
  await widgetFailed;
  await page.evaluate(() => fetch('/_data/route/no/such/page.json'));
  await expect.poll(() => errors, { message: 'the 404 of a data file is reported' }).toEqual([
    expect.stringMatching(/Failed to load resource: .*404.*\/_data\/route\/no\/such\/page\.json/),
  ]);
  expect(errors.join('\n')).not.toContain(widget);
});
