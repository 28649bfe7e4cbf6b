import type { Page } from '@playwright/test';
import { siteData } from './buildData';

export { apiSlugs, readJSON, repoRoot, routes, type RouteEntry } from './buildData';

/**
 * Collects console errors and uncaught exceptions of a page. A failed load
 * from the chat widget's host is expected (it is unreachable in tests); any
 * other failed load, a same-origin 404 above all, is an error.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const widget = new URL(siteData().widget.host).origin;
  const fromWidget = (url: string) => URL.canParse(url) && new URL(url).origin === widget;
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    // Chromium names the failed resource as the message's location ("Failed
    // to load resource") or in the text ("GET https://… net::ERR_…").
    const failedLoad = /Failed to load resource|net::ERR_/.test(text);
    if (failedLoad && (fromWidget(m.location().url) || [...text.matchAll(/https?:\/\/[^\s)]+/g)].some((u) => fromWidget(u[0])))) return;
    errors.push(failedLoad && m.location().url ? `${text} (${m.location().url})` : text);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Starts summing the page's layout shifts (those not caused by input); read them with layoutShift. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const w = window as unknown as { __voceShift: number; __voceShifts: string[] };
    w.__voceShift = 0;
    w.__voceShifts = [];
    // Each shift's elements and how they moved, for a failure's message.
    const where = (n?: Node | null) => (n instanceof Element ? `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}` : n?.nodeName ?? '?');
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[]) {
        if (e.hadRecentInput) continue;
        w.__voceShift += e.value;
        const moved = (e.sources ?? []).map((s) => `${where(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`);
        w.__voceShifts.push(`${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms (${document.readyState}): ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page loaded (see watchLayoutShift). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __voceShift: number }).__voceShift);
}

/** Each layout shift since the page loaded: its score, time and the elements it moved. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __voceShifts: string[] }).__voceShifts);
}

/**
 * Records the page's same-origin requests as they start and end, for a
 * failure message: when a client navigation does not arrive, this says
 * which fetch it was waiting for.
 */
export function watchRequests(page: Page): () => string {
  const start = Date.now();
  const log: string[] = [];
  const at = () => `${String(Date.now() - start).padStart(6)} ms`;
  page.on('request', (r) => log.push(`${at()} start ${r.method()} ${r.url()}`));
  page.on('requestfinished', async (r) => log.push(`${at()} done ${(await r.response())?.status()} ${r.url()}`));
  page.on('requestfailed', (r) => log.push(`${at()} FAILED ${r.failure()?.errorText} ${r.url()}`));
  page.on('console', (m) => log.push(`${at()} console.${m.type()} ${m.text()}`));
  return () => log.join('\n');
}

/**
 * Records where each press, release and click of the pointer landed (the
 * link's href or the element's tag and class, the point, and the target's
 * box), and whether a click was taken by a handler (a listener on the
 * document runs after React's). A click the browser sends to a list rather
 * than to the link pressed means the link moved between press and release.
 * Read the log with the function returned.
 */
export async function watchPointer(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const w = window as unknown as { __pointer: string[] };
    w.__pointer = [];
    const t0 = performance.now();
    const describe = (e: MouseEvent) => {
      const t = e.target as Element;
      const a = t.closest('a');
      const r = (a ?? t).getBoundingClientRect();
      const box = [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      return `${a?.getAttribute('href') ?? `${t.localName}.${t.getAttribute('class') ?? ''}`} at ${Math.round(e.clientX)},${Math.round(e.clientY)} box ${box}`;
    };
    const at = () => `${Math.round(performance.now() - t0)} ms`;
    document.addEventListener('pointerdown', (e) => w.__pointer.push(`${at()} down ${describe(e)}`), true);
    document.addEventListener('pointerup', (e) => w.__pointer.push(`${at()} up ${describe(e)}`), true);
    document.addEventListener('click', (e) => w.__pointer.push(`${at()} click ${describe(e)} prevented=${e.defaultPrevented}`));
  });
  return async () => (await page.evaluate(() => (window as unknown as { __pointer: string[] }).__pointer)).join('\n');
}
