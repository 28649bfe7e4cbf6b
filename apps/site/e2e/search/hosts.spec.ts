import { expect, test } from '../fixtures';
import { algoliaStandIn } from './algoliaStandIn';
import { closedPort, isIndexFile, modal, openWith, withAlgolia } from './search-helpers';

// Built for Algolia with two hosts (ALGOLIA_SEARCH_HOSTS), the client must
// move past one that refuses connections, and show DocSearch's error
// screen when none answers. The live host is a stand-in speaking Algolia's
// protocol (this machine cannot reach Algolia).

test('with two Algolia hosts of which the first refuses connections, results still arrive, and the static index is never fetched', async ({ page }) => {
  const algolia = await algoliaStandIn();
  const dead = await closedPort();
  await withAlgolia(page, [`http://127.0.0.1:${dead}`, algolia.host]);
  const tried: string[] = [];
  const index: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/1/indexes/')) tried.push(new URL(r.url()).host);
    if (isIndexFile(r.url())) index.push(r.url());
  });
  await page.goto('/zh-cn/');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('邮件');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/zh-cn\//);
  expect(tried[0]).toBe(`127.0.0.1:${dead}`);
  expect(tried).toContain(new URL(algolia.host).host);
  await expect.poll(() => algolia.queries).toContain('邮件');

  // The refused host now rests: the search page goes straight to the live one.
  const before = tried.length;
  await page.goto('/zh-cn/search?q=docker');
  await expect(page.locator('.voce-search-page__count')).toBeVisible();
  expect(tried.slice(before).every((h) => h === new URL(algolia.host).host)).toBe(true);
  expect(index).toEqual([]);
  await algolia.close();
});

test('with no Algolia host reachable, the modal shows the error screen and the search page its error state', async ({ page }) => {
  const a = await closedPort();
  const b = await closedPort();
  await withAlgolia(page, [`http://127.0.0.1:${a}`, `http://127.0.0.1:${b}`]);
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

test('when the static index cannot be loaded, the modal shows the error screen and the search page its error state', async ({ page }) => {
  await page.route((url) => isIndexFile(url.href), (r) => r.abort('connectionrefused'));
  await page.goto('/');
  await openWith(page, 'Control+k');
  await page.locator('.DocSearch-Input').fill('docker');
  await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
  await page.keyboard.press('Escape');
  await page.goto('/zh-cn/search?q=docker');
  await expect(page.getByRole('alert')).toContainText('无法获取结果');
});
