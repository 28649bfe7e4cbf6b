import { expect, test } from './fixtures';
import { siteData } from './buildData';

// The tests reach no server beyond this machine: the widget's script is
// refused by the fixtures' guard, in the page fixture's context and in one
// a test opens itself, whether or not this machine can reach the Internet.
test('requests beyond 127.0.0.1 are refused, in every context', async ({ page, browser, baseURL }) => {
  const widget = new URL(siteData().widget.host).origin;
  const failure = (p: typeof page) => p.waitForEvent('requestfailed', (r) => r.url().startsWith(widget)).then((r) => r.failure()?.errorText);
  const first = failure(page);
  await page.goto('/install/docker');
  expect(await first).toMatch(/^net::ERR_BLOCKED_BY_CLIENT/);

  const ctx = await browser.newContext({ baseURL });
  try {
    const other = await ctx.newPage();
    const second = failure(other);
    await other.goto('/install/docker');
    expect(await second).toMatch(/^net::ERR_BLOCKED_BY_CLIENT/);
  } finally {
    await ctx.close();
  }
});
