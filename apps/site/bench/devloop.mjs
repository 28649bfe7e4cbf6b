// Measures mage dev's edit loop in Chromium: the time from writing a
// Markdown file to its new text being in the open page, several times.
// node bench/devloop.mjs BASE_URL PAGE FILE RUNS  → prints JSON
import { readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from './launch.mjs';

const [base, path, file, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 7);
const browser = await launchChromium();
const page = await browser.newPage();
await page.route(/\/widget\.js$/, (r) => r.abort());
await page.goto(base + path);
await page.locator('.voce-colormode[data-mode]').waitFor({ state: 'attached' });
const original = readFileSync(file, 'utf8');
const seen = (text, present) =>
  page.waitForFunction(([t, p]) => (document.querySelector('main')?.textContent ?? '').includes(t) === p, [text, present], { polling: 'raf', timeout: 15000 });
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const marker = `Bench edit ${i} ${Date.now()}`;
    const t0 = performance.now();
    writeFileSync(file, `${original}\n\n${marker}\n`);
    await seen(marker, true);
    times.push(Math.round(performance.now() - t0));
    writeFileSync(file, original);
    await seen(marker, false);
  }
} finally {
  writeFileSync(file, original);
  await browser.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(JSON.stringify({ runs: times, medianMs: sorted[Math.floor(sorted.length / 2)] }));
