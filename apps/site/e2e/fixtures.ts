import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/** How many times a worker tries to start Chromium before it gives up. */
export const LAUNCH_ATTEMPTS = 3;

/**
 * Runs start until it resolves, at most `attempts` times, and throws the last
 * error when every attempt fails. Each failure is reported through warn.
 */
export async function withRetries<T>(start: () => Promise<T>, attempts: number, warn: (msg: string) => void): Promise<T> {
  let last: unknown;
  for (let i = 1; i <= attempts; i++) {
    try {
      return await start();
    } catch (e) {
      last = e;
      warn(`Chromium did not start (attempt ${i} of ${attempts}): ${String(e).split('\n')[0]}`);
    }
  }
  throw last;
}

// Debian's Chromium now and then dies while starting, before it opens any
// page (CI saw a SIGSEGV at launch). That says nothing about the site, so a
// worker's browser gets a few tries; a test's own failures are never retried.
// The launch takes no options: Playwright's own fixture has already set the
// defaults from playwright.config.ts.
//
// A page's scripts load after its first contentful paint, so Playwright's
// load event can come before the page has hydrated, and a click then finds
// the plain HTML (a link reloads the page, a button does nothing yet). A
// goto that waits for load therefore also waits for hydration: the colour
// toggle learns its mode in an effect. Pages that never hydrate (a blocked
// script) go on after a few seconds, as before.
/** Hosts a test may reach: the servers it starts on this machine. */
export const isLocalHost = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]';

/**
 * Fails every request to a host beyond this machine (the chat widget's
 * script, say), so that a test sees the same on a machine with Internet
 * access as on one without. "Blocked by client" tells these failures from
 * a real network's. A test's own page.route handlers take precedence.
 */
export async function offline(context: BrowserContext): Promise<void> {
  await context.route((url) => !isLocalHost(url.hostname), (r) => r.abort('blockedbyclient'));
}

export const test = base.extend<object, { browser: Browser }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      const html = (res?.headers()['content-type'] ?? '').startsWith('text/html');
      if (res?.ok() && html && (options?.waitUntil ?? 'load') === 'load') {
        await page.locator('.voce-colormode[data-mode]').waitFor({ state: 'attached', timeout: 5_000 }).catch(() => {});
      }
      return res;
    };
    await use(page);
  },
  browser: [
    async ({ playwright, browserName }, use) => {
      const browser = await withRetries(() => playwright[browserName].launch(), LAUNCH_ATTEMPTS, (m) => console.warn(m));
      // Every context, the page fixture's and those a test opens itself.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await offline(context);
        return context;
      };
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 0 },
  ],
});
