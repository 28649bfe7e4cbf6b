// A reader's first search with the static index, on a phone: Chromium at
// 390×844, a fresh context (no cache) per run, the modal opened on the
// docker guide. Two ways:
// - the whole query at once (pasted): bytes of the first search and the
//   time from the query entered to its first hit, everything loaded cold;
// - typed a key every 200 ms (a quick thumb): bytes while typing, and the
//   time from the last keystroke until the modal shows the answer to the
//   whole query (its last change; 0 when the answer was already there).
// Bytes are response bodies as sent, Pagefind's script (pagefind.js) apart.
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

async function once({ page: path, query }, typed) {
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
  await page.evaluate(() => {
    const w = window;
    w.__changes = [];
    new MutationObserver(() => w.__changes.push(performance.now())).observe(document.querySelector('.DocSearch-Modal'), { subtree: true, childList: true, characterData: true });
    document.querySelector('.DocSearch-Input').addEventListener('input', () => (w.__lastKey = performance.now()));
  });
  const first = page.locator('.DocSearch-Hit a').first();
  let ms;
  if (typed) {
    await input.pressSequentially(query, { delay: 200 });
    await first.waitFor({ timeout: 10_000 });
    await page.waitForTimeout(1500); // until the answers settle; late fragments still count
    ms = await page.evaluate(() => {
      const after = window.__changes.filter((t) => t > window.__lastKey);
      return after.length ? Math.round(after[after.length - 1] - window.__lastKey) : 0;
    });
  } else {
    const t0 = Date.now();
    await input.fill(query);
    await first.waitFor({ timeout: 10_000 });
    ms = Date.now() - t0;
    await page.waitForTimeout(500); // late fragments still count
  }
  const hits = await page.locator('.DocSearch-Hit').count();
  const top = await first.getAttribute('href');
  await ctx.close();
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  return { ms, bytes: sum(index), script: sum(script), hits, top };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (b) => Math.round(b / 102.4) / 10;
const out = [];
for (const c of cases) {
  const whole = [];
  const typed = [];
  for (let i = 0; i < runs; i++) {
    whole.push(await once(c, false));
    typed.push(await once(c, true));
  }
  out.push({
    query: c.query,
    page: c.page,
    kb: kb(median(whole.map((r) => r.bytes))),
    scriptKB: kb(median(whole.map((r) => r.script))),
    ms: median(whole.map((r) => r.ms)),
    typedKB: kb(median(typed.map((r) => r.bytes))),
    typedMs: median(typed.map((r) => r.ms)),
    hits: whole[0].hits,
    top: whole[0].top,
    runsMs: whole.map((r) => r.ms),
  });
}
await browser.close();
console.log(JSON.stringify(out));
