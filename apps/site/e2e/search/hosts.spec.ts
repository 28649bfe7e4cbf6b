import { expect, test } from '../fixtures';
import { closedPort, modal, openWith, withSearchHosts } from './search-helpers';

// Two configured hosts (what ALGOLIA_SEARCH_HOSTS gives a build): the client
// must move past one that refuses connections, and show DocSearch's error
// screen when none answers.

test('with two hosts of which the first refuses connections, results still arrive', async ({ page, baseURL }) => {
  const dead = await closedPort();
  const live = new URL(baseURL!).host;
  await withSearchHosts(page, [`http://127.0.0.1:${dead}`, `http://${live}`]);
  const tried: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/1/indexes/')) tried.push(new URL(r.url()).host);
  });
  await page.goto('/zh-cn/');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('邮件');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/zh-cn\/setting\/smtp\//);
  expect(tried[0]).toBe(`127.0.0.1:${dead}`);
  expect(tried).toContain(live);

  // The refused host now rests: the search page goes straight to the live one.
  const before = tried.length;
  await page.goto('/zh-cn/search?q=docker');
  await expect(page.locator('.voce-search-page__count')).toBeVisible();
  expect(tried.slice(before).every((h) => h === live)).toBe(true);
});

test('with no host reachable, the modal shows the error screen and the search page its error state', async ({ page }) => {
  const a = await closedPort();
  const b = await closedPort();
  await withSearchHosts(page, [`http://127.0.0.1:${a}`, `http://127.0.0.1:${b}`]);
  await page.goto('/');
  await openWith(page, 'Control+k');
  // One input event, so one request: typed key by key, several failing
  // requests race inside DocSearch, and now and then the last to settle
  // leaves "No results" instead of the error screen (DocSearch's own
  // behaviour, seen here 1 run in 5).
  await page.locator('.DocSearch-Input').fill('docker');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
  await expect(screen.locator('.DocSearch-Help')).toHaveText('You might want to check your network connection.');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.goto('/zh-cn/search?q=docker');
  await expect(page.getByRole('alert')).toContainText('无法获取结果');
});
