import { renderToString } from 'react-dom/server';
import { routeDataUrl, type Loaders } from '@vocedocs/theme';
import { App, type InitialState } from '../shared/App';
import { headHTML, headOf } from '../shared/head';
import { API_SIDEBAR_URL, isApiKind } from '../shared/apiChunk';
import { orderedAssets, type Shell } from './headOrder';

// The pre-render gives the router every route's data: it never loads any.
const noLoaders = {} as Loaders;

/** JSON inside <script>: no "</script>", no "<!--", no U+2028 surprises. */
function embedJSON(v: unknown): string {
  return JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The HTML of one route: the shell with its head, markup and boot data. */
export function page(shell: Shell, initial: InitialState, path: string): string {
  const head = headOf(initial.site, initial.data, initial.localeData, path);
  const app = renderToString(<App initial={initial} loaders={noLoaders} />);
  // Page data is not embedded: it would double the HTML (the markup already
  // holds the text). The browser fetches the route's JSON file, preloaded
  // here so it downloads alongside the scripts, and hydrates with it.
  const api = isApiKind(initial.data.kind);
  const big = initial.data.kind === 'doc' || api;
  const embedded = { site: initial.site, data: big ? null : initial.data };
  // The locale's sidebar and strings are one file shared by all its pages:
  // fetched (and cached) rather than repeated in every page.
  const fetched = [`/_data/locale/${initial.localeData.locale}.json`];
  if (big) fetched.push(routeDataUrl(path));
  if (initial.data.kind === 'api-operation') fetched.push(API_SIDEBAR_URL);
  const preloads = fetched.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`);
  // The API chunk's styles after the main stylesheet, as when they load at run time.
  const parts = api ? [shell.main, shell.api] : [shell.main];
  return shell.html
    .replace('<html lang="en"', `<html lang="${head.lang}"`)
    .replace('<!--voce-head-->', () => headHTML(head))
    // After the colour-mode script, which must run before anything paints.
    .replace('<!--voce-assets-->', () => orderedAssets(parts, preloads))
    .replace('<!--voce-app-->', () => app)
    .replace('<!--voce-data-->', () => `<script id="__VOCE__" type="application/json">${embedJSON(embedded)}</script>`);
}
