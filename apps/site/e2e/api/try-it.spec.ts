import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../fixtures';
import { watchErrors } from '../helpers';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in VoceChat server on 127.0.0.1: answers every request with JSON, with or without CORS headers. */
function startServer(cors: boolean): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Headers', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
        res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': 'req-42' });
      res.end(JSON.stringify({ server_id: 'test-server', token: 'tok-1', echo: body ? JSON.parse(body) : null }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server })),
  );
}

async function openTryIt(page: Page, path: string, serverUrl: string, key?: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Try it' }).click();
  const panel = page.getByRole('region', { name: 'Try it' });
  await panel.getByLabel('Server', { exact: true }).selectOption({ label: 'Your own VoceChat server…' });
  await panel.getByLabel('VoceChat server URL').fill(serverUrl);
  await expect(panel.getByText(`Requests go to ${serverUrl}/api`)).toBeVisible();
  if (key) await panel.getByLabel('API key', { exact: true }).fill(key);
  return panel;
}

test('the try-it panel sends the login request to a VoceChat server and shows its response', async ({ page }) => {
  const errors = watchErrors(page);
  const { url, seen, server } = await startServer(true);
  try {
    const panel = await openTryIt(page, '/api/login', url);
    await panel.getByRole('button', { name: 'Send request' }).click();
    const result = panel.locator('.voce-api-result');
    await expect(result.locator('.voce-api-status')).toHaveText('200 OK');
    await expect(result).toContainText(/Time: \d+ ms/);
    await expect(result.locator('pre')).toContainText('"server_id": "test-server"');
    await expect(result.locator('pre')).toContainText('"device": "unknown"'); // the example body, echoed
    await result.getByText(/Response headers/).click();
    await expect(result).toContainText('x-request-id');
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/api/token/login');
    expect(seen[0].headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(seen[0].body).credential.type).toBe('password');
    expect(errors).toEqual([]);
  } finally {
    server.close();
  }
});

test('the key goes in the X-API-Key header, the samples follow, and server and key are remembered', async ({ page }) => {
  const { url, seen, server } = await startServer(true);
  try {
    const panel = await openTryIt(page, '/api/logout', url, 'secret-key');
    await expect(page.locator('.voce-api-samples pre')).toContainText(`curl ${url}/api/token/logout`);
    await expect(page.locator('.voce-api-samples pre')).toContainText("X-API-Key: secret-key");
    await panel.getByRole('button', { name: 'Send request' }).click();
    await expect(panel.locator('.voce-api-status')).toHaveText('200 OK');
    expect(seen[0].url).toBe('/api/token/logout');
    expect(seen[0].headers['x-api-key']).toBe('secret-key');

    await page.goto('/api/login');
    await page.getByRole('button', { name: 'Try it' }).click();
    const again = page.getByRole('region', { name: 'Try it' });
    await expect(again.getByLabel('VoceChat server URL')).toHaveValue(url);
    await expect(again.getByLabel('API key', { exact: true })).toHaveValue('secret-key');
    await again.getByRole('button', { name: 'Clear saved server and key' }).click();
    await expect(again.getByLabel('API key', { exact: true })).toHaveValue('');
    expect(await page.evaluate(() => [localStorage.getItem('voce-api-server'), localStorage.getItem('voce-api-key')])).toEqual([null, null]);
  } finally {
    server.close();
  }
});

test('a server without CORS headers gets an explanation in words', async ({ page }) => {
  const { url, server } = await startServer(false);
  try {
    const panel = await openTryIt(page, '/zh-cn/api/logout'.replace('/zh-cn', ''), url, 'k');
    await panel.getByRole('button', { name: 'Send request' }).click();
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('No response');
    await expect(alert).toContainText('CORS');
    await expect(alert).toContainText('Access-Control-Allow-Origin');
  } finally {
    server.close();
  }
});

test('on a phone the samples\' copy button sits at the end of the language tabs, off the code, and copies', async ({ browser, baseURL }) => {
  // A touch screen: there the button never hides.
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await ctx.newPage();
  await page.route(/\/widget\.js$/, (r) => r.abort('internetdisconnected'));
  await page.goto('/api/login');
  const samples = page.locator('.voce-api-samples');
  const copy = samples.getByRole('button', { name: 'Copy' });
  await expect(copy).toBeVisible();
  const button = (await copy.boundingBox())!;
  const code = (await samples.locator('.voce-code').boundingBox())!;
  const tabs = await samples.getByRole('tab').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
  expect(button.y + button.height).toBeLessThanOrEqual(code.y);
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  for (const right of tabs) expect(right).toBeLessThanOrEqual(button.x);
  await copy.click();
  await expect(samples.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('curl -X POST');
  await ctx.close();
});
