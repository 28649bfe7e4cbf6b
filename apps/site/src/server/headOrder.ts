/**
 * The asset tags of a page's head, in the order that paints first.
 *
 * A page is readable from its HTML and stylesheets alone; the scripts
 * hydrate it. So the stylesheets are in the head, and the scripts and the
 * data they read wait in an inert <template> that a small inline script
 * inserts after the first contentful paint. A script or preload in the
 * head would be fetched beside the stylesheets, and the first paint would
 * come after the module had run; Lighthouse's model also counts every
 * request started before the first paint as holding it back
 * (docs/performance.md).
 */
export interface AssetTags {
  styles: string[];
  scripts: string[];
}

const TAG = /[ \t]*(<link rel="stylesheet"[^>]*>|<link rel="modulepreload"[^>]*>|<script type="module"[^>]*><\/script>)\n?/g;

/** Takes the stylesheet, module script and modulepreload tags out of html; returns what is left and the tags, in their order. */
export function takeAssetTags(html: string): { rest: string } & AssetTags {
  const styles: string[] = [];
  const scripts: string[] = [];
  const rest = html.replace(TAG, (_, tag: string) => {
    (tag.startsWith('<link rel="stylesheet"') ? styles : scripts).push(tag);
    return '';
  });
  return { rest, styles, scripts };
}

/**
 * Inserts the deferred tags once the browser reports the first contentful
 * paint (a frame may paint before the page's text does), or on load where
 * paint timing is not supported. The same on every page, so the
 * Content-Security-Policy allows it by one hash.
 */
export const DEFERRED_LOADER =
  "<script>(function(){function go(){var t=document.getElementById('voce-deferred');document.head.append(document.importNode(t.content,true))}" +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});" +
  "else addEventListener('load',go)})()</script>";

/** The head's asset tags: every stylesheet, then the scripts and data preloads in a template the loader inserts. */
export function orderedAssets(parts: AssetTags[], preloads: string[]): string {
  const styles = parts.flatMap((p) => p.styles);
  const deferred = [...parts.flatMap((p) => p.scripts), ...preloads];
  return [...styles, `<template id="voce-deferred">${deferred.join('')}</template>`, DEFERRED_LOADER].join('\n    ');
}

/** The page template with its asset tags taken out, and the tags of the shell and of the API chunk: made once per build, used by every page. */
export interface Shell {
  html: string;
  main: AssetTags;
  api: AssetTags;
}
