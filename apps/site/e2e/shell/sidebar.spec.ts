import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from './util';
import { watchErrors } from '../helpers';

test.beforeEach(async ({ page }) => blockWidget(page));

const sidebar = 'nav.voce-sidebar';

test('the active page is marked and its category is open', async ({ page }) => {
  await page.goto('/setting/smtp/smtp-gmail');
  const active = page.locator(`${sidebar} a[aria-current="page"]`);
  await expect(active).toHaveCount(1);
  await expect(active).toHaveAttribute('href', '/setting/smtp/smtp-gmail');
  await expect(active).toBeVisible();
  // every category on the way is expanded
  const carets = active.locator('xpath=ancestor::li[contains(@class,"voce-sidebar__category")]/div/*[@aria-expanded]');
  expect(await carets.count()).toBeGreaterThan(0);
  for (const c of await carets.all()) await expect(c).toHaveAttribute('aria-expanded', 'true');
});

test('categories fold and unfold with an animation, by mouse and keyboard', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/install/docker');
  await hydrated(page);
  const caret = page.locator(`${sidebar} button[aria-expanded][aria-label*="Install"]`);
  const list = page.locator(`#${await caret.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  const t = await list.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(t).not.toBe('0s');
  await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(list.locator('a').first()).toBeHidden();
  await caret.focus();
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await expect(list.locator('a').first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('opening a category folds its siblings', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  const top = page.locator(`${sidebar} > ul > li.voce-sidebar__category > div > [aria-expanded]`);
  expect(await top.count()).toBeGreaterThan(1);
  const first = top.nth(0);
  const second = top.nth(1);
  if ((await second.getAttribute('aria-expanded')) === 'true') await second.click();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  for (const other of await top.all()) {
    if ((await other.getAttribute('aria-controls')) !== (await second.getAttribute('aria-controls'))) {
      await expect(other).toHaveAttribute('aria-expanded', 'false');
    }
  }
  await first.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('a sidebar link navigates and moves the mark', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await page.locator(`${sidebar} a[href="/install/shell"]`).click();
  await expect(page).toHaveURL(/\/install\/shell$/);
  await expect(page.locator(`${sidebar} a[aria-current="page"]`)).toHaveAttribute('href', '/install/shell');
});

test('link items come last', async ({ page }) => {
  await page.goto('/');
  const items = page.locator(`${sidebar} > ul > li`);
  const last = items.last().locator('a');
  await expect(last).toHaveAttribute('href', '/api');
});

test('the desktop sidebar hides and stays hidden after a reload, without a shift', async ({ page }) => {
  await page.goto('/install/docker');
  await hydrated(page);
  await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
  await expect(page.locator(sidebar)).toBeHidden();
  const expand = page.getByRole('button', { name: 'Expand sidebar', exact: true });
  await expect(expand).toBeVisible();
  await expect(expand).toBeFocused();
  // Record the state when <body> first appears: decided by the head script before the first paint.
  await page.addInitScript(() => {
    const w = window as unknown as { __hiddenAtBody?: boolean };
    new MutationObserver((_, mo) => {
      if (!document.body) return;
      w.__hiddenAtBody = document.documentElement.hasAttribute('data-sidebar-hidden');
      mo.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __hiddenAtBody?: boolean }).__hiddenAtBody)).toBe(true);
  await expect(page.locator(sidebar)).toBeHidden();
  await hydrated(page);
  await expand.click();
  await expect(page.locator(sidebar)).toBeVisible();
  await page.reload();
  await expect(page.locator(sidebar)).toBeVisible();
});
