import { expect, test, type Page } from '../fixtures';
import { watchErrors } from '../helpers';
import { modal, openWith } from './search-helpers';

// DocSearch keeps recent and favourite searches in localStorage under keys
// that end with the index name, so two sites (or indexes) on one origin do
// not share them.
const RECENT = '__DOCSEARCH_RECENT_SEARCHES__voce';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__voce';

const input = (page: Page) => page.locator('.DocSearch-Input');
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { url: string }[], key);

/**
 * Searches for query and picks the first hit, which keeps it as a recent
 * search. It waits for the selected hit to be the one expected: the start
 * screen's recent searches are hits too.
 */
async function pick(page: Page, query: string, href: RegExp) {
  await openWith(page, 'Control+k');
  await input(page).fill(query);
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first.locator('a')).toHaveAttribute('href', href);
  await page.keyboard.press('Enter');
  // In two CI runs the modal stayed open after Enter, and never in 86 runs
  // here. Picking by Enter is modal.spec's subject; this spec's is what a
  // pick keeps, so it then clicks the hit, and says what the modal showed
  // so that the cause can be found.
  const closed = await modal(page).waitFor({ state: 'hidden', timeout: 3_000 }).then(() => true, () => false);
  if (!closed) {
    console.warn(`Enter left the modal open: ${JSON.stringify(await modalState(page))}`);
    await first.click();
  }
  await expect(modal(page)).toBeHidden();
}

/** What decides whether Enter picks a hit: the focus, the query, the hits and the screen shown. */
function modalState(page: Page) {
  return page.evaluate(() => ({
    url: location.href,
    focus: document.activeElement ? `${document.activeElement.tagName}.${document.activeElement.className}` : null,
    value: document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value,
    hits: [...document.querySelectorAll('.DocSearch-Hit')].map((h) => `${h.getAttribute('aria-selected')} ${h.querySelector('a')?.getAttribute('href')}`),
    screens: [...document.querySelectorAll('.DocSearch-ErrorScreen, .DocSearch-NoResults, .DocSearch-StartScreen, .DocSearch-Container--Stalled')].map((e) => e.className),
    modals: document.querySelectorAll('.DocSearch-Modal').length,
  }));
}

/** The start screen's group titled title (Recent, Favorite), as the hits under it. */
const group = (page: Page, title: string) => page.locator('.DocSearch-Hits').filter({ has: page.locator('.DocSearch-Hit-source', { hasText: new RegExp(`^${title}$`) }) }).locator('.DocSearch-Hit');

test('a recent search can be starred into favourites, and entries removed from both lists; storage is per index name', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/install/docker');
  // Searches kept for another index on the same origin are not this site's.
  const other = [{ url: 'https://elsewhere.example/x', hierarchy: { lvl0: 'Other', lvl1: 'Other index' }, type: 'lvl1', content: null, objectID: 'o1' }];
  await page.evaluate((v) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__other', JSON.stringify(v)), other);

  await pick(page, 'smtp', /smtp/);
  await pick(page, 'nginx', /\/install\/docker-nginx/);
  await openWith(page, 'Control+k');
  await expect(group(page, 'Recent')).toHaveCount(2);
  await expect(page.locator('.DocSearch-Hit a[href="https://elsewhere.example/x"]')).toHaveCount(0);
  const recent = await stored(page, RECENT);
  expect(recent.map((r) => r.url)).toEqual([expect.stringMatching(/\/install\/docker-nginx/), expect.stringMatching(/smtp/)]);
  expect(await stored(page, FAVORITE)).toEqual([]);

  // Star the newest recent search: it moves to the favourites.
  const nginx = group(page, 'Recent').first();
  await nginx.hover();
  await nginx.getByTitle('Save this search').click();
  await expect(group(page, 'Favorite')).toHaveCount(1);
  await expect(group(page, 'Favorite').first().locator('a')).toHaveAttribute('href', /\/install\/docker-nginx/);
  await expect(group(page, 'Recent')).toHaveCount(1);
  expect((await stored(page, FAVORITE)).map((r) => r.url)).toEqual([expect.stringMatching(/\/install\/docker-nginx/)]);
  expect((await stored(page, RECENT)).map((r) => r.url)).toEqual([expect.stringMatching(/smtp/)]);

  // Remove one from each list.
  const fav = group(page, 'Favorite').first();
  await fav.hover();
  await fav.getByTitle('Remove this search from favorites').click();
  await expect(group(page, 'Favorite')).toHaveCount(0);
  const smtp = group(page, 'Recent').first();
  await smtp.hover();
  await smtp.getByTitle('Remove this search from history').click();
  await expect(page.locator('.DocSearch-Help').first()).toHaveText('No recent searches');
  expect(await stored(page, RECENT)).toEqual([]);
  expect(await stored(page, FAVORITE)).toEqual([]);

  // Only this index's keys were written; the other index's list is untouched.
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('__DOCSEARCH_')).sort());
  expect(keys).toEqual(['__DOCSEARCH_FAVORITE_SEARCHES__voce', '__DOCSEARCH_RECENT_SEARCHES__other', '__DOCSEARCH_RECENT_SEARCHES__voce']);
  expect(await stored(page, '__DOCSEARCH_RECENT_SEARCHES__other')).toEqual(other);
  expect(errors).toEqual([]);
});

/**
 * The longest snippet the modal shows for query, in words as the browser
 * counts them. DocSearch asks for 10-word snippets on a desktop screen and
 * 5-word ones up to 768 px; a snippet cut from a longer text ends or starts
 * with an ellipsis.
 */
async function longestSnippet(page: Page, query: string): Promise<number> {
  await page.goto('/install/docker');
  await openWith(page, 'Control+k');
  await input(page).pressSequentially(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit', { hasText: '…' }).first()).toBeVisible();
  return page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').evaluateAll((els) => {
    const seg = new Intl.Segmenter('en', { granularity: 'word' });
    const cut = els.map((e) => e.textContent ?? '').filter((t) => t.includes('…'));
    return Math.max(...cut.map((t) => [...seg.segment(t)].filter((s) => s.isWordLike).length));
  });
}

test('snippets of 10 words on a desktop screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await longestSnippet(page, 'certificate')).toBe(10);
});

test('snippets of 5 words on a 390-px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await longestSnippet(page, 'certificate')).toBe(5);
});

test('the no-results screen suggests at most 3 queries: categories of earlier results', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await openWith(page, 'Control+k');
  // "server" matches pages in more than three top-level categories. Filled
  // at once: typed key by key, the categories read could be those of "se".
  await input(page).fill('server');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const categories = await page.locator('.DocSearch-Hit-source').allTextContents();
  expect(categories.length).toBeGreaterThan(3);

  await input(page).fill('qzxwvkjh');
  await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toContainText('qzxwvkjh');
  await expect(page.locator('.DocSearch-NoResults-Prefill-List')).toContainText('Try searching for');
  const suggested = page.locator('.DocSearch-NoResults-Prefill-List li button');
  await expect(suggested).toHaveCount(3);
  const texts = (await suggested.allTextContents()).map((s) => s.replace(/^["“]|["”]$/g, '').trim());
  for (const s of texts) expect(categories).toContain(s);

  // A suggestion is a query: picking it searches for it.
  await suggested.first().click();
  // DocSearch fills in the lower-cased suggestion and a space.
  await expect(input(page)).toHaveValue(texts[0].toLowerCase() + ' ');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(errors).toEqual([]);
});
