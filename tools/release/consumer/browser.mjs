// Opens the pre-rendered pages in Chromium and prints one JSON line per
// check: {"name", "path", "ok", "error"?, "weight"} (weight: what the page
// loaded until it hydrated). Usage: node browser.mjs BASE_URL
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.argv[2];
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Debian's Chromium now and then dies while starting; that says nothing
// about the packages, so the launch gets three tries (as the site's e2e fixture).
async function launch() {
  for (let i = 1; ; i++) {
    try {
      return await chromium.launch({ executablePath, args });
    } catch (e) {
      console.error(`Chromium did not start (attempt ${i} of 3): ${String(e).split('\n')[0]}`);
      if (i === 3) throw e;
    }
  }
}

function expect(ok, what) {
  if (!ok) throw new Error(what);
}

// "JS 180.2 KB (58.1 KB gzip), CSS …" of the [kind, body] of each file loaded.
function weigh(files) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const sum = (kind) => {
    const bodies = files.filter(([k]) => k === kind).map(([, body]) => body);
    const raw = bodies.reduce((n, b) => n + b.length, 0);
    const gzip = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    return `${kb(raw)} (${kb(gzip)} gzip)`;
  };
  return `JS ${sum('js')}, CSS ${sum('css')}`;
}

const style = (page, selector, prop) =>
  page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p).trim(), prop);

const checks = [
  {
    name: 'theme: the doc page renders with the theme stylesheet',
    path: '/',
    async run(page) {
      expect((await page.textContent('h1')) === 'Get started', 'the h1 is not "Get started"');
      expect(await page.isVisible('.voce-sidebar >> text=Get started'), 'the sidebar does not show "Get started"');
      expect(await page.isVisible('.voce-admonition'), 'the tip admonition does not show');
      // Only the theme's CSS sets these: the navbar's height comes from --voce-navbar-height (60px).
      const height = await style(page, '.voce-navbar', 'height');
      expect(height === '60px', `the navbar is ${height} high, want 60px (the theme's --voce-navbar-height)`);
      const primary = await style(page, 'html', '--voce-color-primary');
      expect(primary !== '', '--voce-color-primary is not set on :root');
    },
  },
  {
    name: 'api-reference: the petstore operation page renders with its stylesheet',
    path: '/api/get-a-pet/',
    async run(page) {
      expect((await page.textContent('h1'))?.includes('Get a pet'), 'the h1 does not name "Get a pet"');
      expect(await page.isVisible('text=/pets/'), 'the path /pets/{petId} does not show');
      const badge = '.voce-api-method--get';
      const bg = await style(page, badge, 'background-color');
      const want = await page.$eval(badge, (el) => {
        const probe = document.createElement('span');
        probe.style.backgroundColor = getComputedStyle(el).getPropertyValue('--voce-api-get-bg');
        document.body.append(probe);
        const c = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return c;
      });
      expect(want !== 'rgba(0, 0, 0, 0)' && bg === want, `the GET badge's background is ${bg}, want --voce-api-get-bg (${want})`);
    },
  },
  {
    name: 'search-modal: the search button opens the DocSearch modal, which finds a page in the static index',
    path: '/search/',
    async run(page) {
      const button = page.locator('button.voce-search-button');
      expect(await button.isVisible(), 'no search button');
      const display = await style(page, 'button.voce-search-button', 'display');
      expect(display === 'flex' || display === 'inline-flex', `the search button's display is ${display}, want the theme's flex`);
      const width = await style(page, 'html', '--voce-search-page-width');
      expect(width === '50rem', `--voce-search-page-width is ${JSON.stringify(width)}, want 50rem (@vocedocs/search-modal/style.css)`);
      await button.click();
      await page.waitForSelector('.DocSearch-Modal', { state: 'visible', timeout: 10_000 });
      const position = await style(page, '.DocSearch-Container', 'position');
      expect(position === 'fixed', `the modal's container is ${position}, want fixed (@docsearch/css)`);
      // The static index voce-search-index wrote from records/en.json answers.
      await page.keyboard.type('pet');
      const hit = page.locator('.DocSearch-Hit a[href$="/api/get-a-pet"]');
      await hit.first().waitFor({ state: 'visible', timeout: 10_000 });
    },
  },
  {
    name: 'widget-loader: the chat widget script loads',
    path: '/chat/',
    async run(page) {
      await page.waitForFunction(() => document.documentElement.dataset.widgetScript !== undefined, null, { timeout: 10_000 });
      const id = await page.evaluate(() => document.documentElement.dataset.widgetScript);
      expect(id === 'docs', `widget.js ran with data-id ${JSON.stringify(id)}, want "docs"`);
    },
  },
];

const browser = await launch();
let failed = 0;
for (const check of checks) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  const loaded = [];
  page.on('response', (r) => {
    const kind = new URL(r.url()).pathname.match(/^\/assets\/.*\.(js|css)$/)?.[1];
    if (kind) loaded.push(r.body().then((body) => [kind, body]));
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()}: ${r.url()}`));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  const result = { name: check.name, path: check.path };
  try {
    await page.goto(base + check.path);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
    result.weight = weigh(await Promise.all(loaded)); // before the check clicks anything
    await check.run(page);
    expect(errors.length === 0, errors.join('\n'));
    result.ok = true;
  } catch (e) {
    result.ok = false;
    result.error = [String(e.message ?? e), ...errors].join('\n');
    failed++;
  }
  console.log(JSON.stringify(result));
  await page.close();
}
await browser.close();
process.exitCode = failed ? 1 : 0;
