// A reader's first search with the static index, on a phone: Chromium at
// 390×844, a fresh context (no cache) per run. For each query: open the
// page, open the modal, enter the query, and time it until the first hit
// shows. Bytes are response bodies as sent: Pagefind's script apart
// (pagefind.js), and the rest (its WebAssembly, the index, the fragments
// of the pages shown, the vocabulary when a word misses) together.
// node bench/search.mjs BASE_URL RUNS → prints JSON
import { launchChromium } from './launch.mjs';

const [base, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const cases = [
  { page: '/install/docker', query: 'docker' },
  { page: '/install/docker', query: 'reverse proxy' },
  { page: '/install/docker', query: 'dokcer' },
  { page: '/zh-cn/install/docker', query: '反向代理' },
  { page: '/zh-cn/install/docker', query: '配置邮件' },
];

const browser = await launchChromium();

async function once({ page: path, query }) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.route(/\/widget\.js$/, (r) => r.abort());
  const index = [];
  const script = [];
  page.on('requestfinished', async (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith('/pagefind/')) return;
    const s = await r.sizes();
    (path.endsWith('/pagefind.js') ? script : index).push(s.responseBodySize);
  });
  await page.goto(base + path);
  await page.locator('.voce-colormode[data-mode]').waitFor({ state: 'attached' });
  const button = page.locator('.voce-navbar button.voce-search-button');
  await button.click();
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  const t0 = Date.now();
  await input.fill(query);
  const first = page.locator('.DocSearch-Hit a').first();
  await first.waitFor({ timeout: 10_000 });
  const ms = Date.now() - t0;
  const hits = await page.locator('.DocSearch-Hit').count();
  const top = await first.getAttribute('href');
  await page.waitForTimeout(500); // late fragments still count
  await ctx.close();
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  return { ms, bytes: sum(index), script: sum(script), hits, top };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const out = [];
for (const c of cases) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(c));
  out.push({
    query: c.query,
    page: c.page,
    kb: Math.round(median(results.map((r) => r.bytes)) / 102.4) / 10,
    scriptKB: Math.round(median(results.map((r) => r.script)) / 102.4) / 10,
    ms: median(results.map((r) => r.ms)),
    hits: results[0].hits,
    top: results[0].top,
    runsMs: results.map((r) => r.ms),
  });
}
await browser.close();
console.log(JSON.stringify(out));
