import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from './util';
import { readJSON, routes, watchErrors } from '../helpers';

// The Copy page control and the Markdown twins it copies (tools/llms).
test.beforeEach(async ({ page }) => blockWidget(page));
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const cases = [
  { path: '/install/docker', copy: 'Copy page', done: 'The page is on the clipboard, as Markdown.', view: 'View as Markdown' },
  { path: '/zh-cn/api/login', copy: '复制页面', done: '已将本页以 Markdown 格式复制到剪贴板。', view: '以 Markdown 格式查看' },
];

for (const c of cases) {
  test(`Copy page on ${c.path} puts its Markdown twin on the clipboard, by keyboard, fetched only then`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const twin = routes().find((r) => r.path === c.path)?.markdown;
    expect(twin, `routes.json names the twin of ${c.path}`).toBeTruthy();
    const file = await request.get(twin!);
    expect(file.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const want = await file.text();

    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === twin) fetched.push(r.url());
    });
    await page.goto(c.path);
    await hydrated(page);
    const site = readJSON<{ url: string }>('site.json');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', site.url + twin);
    expect(fetched, 'the Markdown waits for a reader who asks for it').toEqual([]);

    const button = page.getByRole('button', { name: c.copy });
    await button.focus();
    await page.keyboard.press('Enter');
    const status = page.locator('.voce-copy-page [role="status"]');
    await expect(status).toHaveText(c.done);
    expect(fetched).toHaveLength(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(want);

    // The disclosure beside it, by keyboard: it opens on Enter, its link
    // leads to the twin, and Escape closes it with the focus back on it.
    await page.keyboard.press('Tab');
    const toggle = page.locator('.voce-copy-page summary');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: new RegExp(c.view) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', twin!);
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(errors).toEqual([]);
  });
}

test('a twin opened from the page shows as text, and llms.txt lists the pages of its locale', async ({ page, request }) => {
  await page.goto('/install/docker.md');
  await expect(page.locator('body')).toContainText('# Run in Docker');
  for (const [path, first] of [
    ['/llms.txt', '/install/docker.md'],
    ['/zh-cn/llms.txt', '/zh-cn/install/docker.md'],
  ]) {
    const res = await request.get(path);
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toContain(first);
  }
  const full = await request.get('/llms-full.txt');
  expect(await full.text()).toContain('# Run in Docker');
});
