import { expect, test } from '../fixtures';
import { blockWidget, hydrated } from './util';
import { watchErrors } from '../helpers';

// Hydration should cost the reader nothing but the script's own work: the
// pre-rendered document stays as it is and only the controls that need the
// script join it. A node removed means React rendered part of the page
// again (a mismatch); an attribute written elsewhere restyles the page (a
// `lang` written again cost the zh-cn docker guide 10 ms of style).

/** What the script may add or change once the page is parsed. */
const allowed = [
  /^added (script|link) to head$/, // the page's module and data, inserted from their template after the first frame
  /^added script to body$/, // the chat widget's loader
  /^added button\.voce-drawer__(show|hide) to div\.voce-drawer\b/,
  /^added button\.voce-code__copy to div\.voce-code__body$/,
  /^attributes button\.voce-iconbtn\.voce-colormode (data-mode|aria-label|title)$/,
];

for (const path of ['/zh-cn/install/docker', '/install/docker', '/zh-cn/api/login', '/']) {
  test(`hydrating ${path} keeps the pre-rendered document and adds only script-only controls`, async ({ page }) => {
    const errors = watchErrors(page);
    await blockWidget(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __changes: string[] };
      w.__changes = [];
      // An element by its tag and classes: button.voce-iconbtn.voce-colormode.
      const name = (n: Node) => (n instanceof Element ? [n.localName, ...n.classList].join('.') : n.nodeName);
      // From DOMContentLoaded: before it, the parser is still adding the page.
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const r of records) {
            if (r.type === 'childList') {
              r.removedNodes.forEach((n) => w.__changes.push(`removed ${name(n)} from ${name(r.target)}`));
              r.addedNodes.forEach((n) => w.__changes.push(`added ${name(n)} to ${name(r.target)}`));
            } else {
              w.__changes.push(`${r.type} ${name(r.target)}${r.attributeName ? ' ' + r.attributeName : ''}`);
            }
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    });
    await page.goto(path);
    await hydrated(page);
    // The copy buttons and the drawer's controls come in the render after hydration.
    await expect(page.locator('.voce-drawer__show')).toHaveCount(1);
    const changes = await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes);
    expect(changes.length).toBeGreaterThan(0); // the observer saw the controls arrive
    expect(changes.filter((c) => !allowed.some((re) => re.test(c)))).toEqual([]);
    expect(errors).toEqual([]);
  });
}
