import { describe, expect, it } from 'vitest';
import { DEFERRED_LOADER, orderedAssets, takeAssetTags } from './headOrder';

// What Vite writes into the built index.html: script first, then preload, then stylesheet.
const built = `<head>
    <title>x</title>
    <!--voce-assets-->
    <script type="module" crossorigin src="/_assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/_assets/shared-b.js">
    <link rel="stylesheet" crossorigin href="/_assets/index-c.css">
  </head>`;

describe('head asset order', () => {
  it('takes the asset tags out of the template and keeps the rest', () => {
    const t = takeAssetTags(built);
    expect(t.styles).toEqual(['<link rel="stylesheet" crossorigin href="/_assets/index-c.css">']);
    expect(t.scripts).toEqual(['<script type="module" crossorigin src="/_assets/index-a.js"></script>', '<link rel="modulepreload" crossorigin href="/_assets/shared-b.js">']);
    expect(t.rest).toBe('<head>\n    <title>x</title>\n    <!--voce-assets-->\n  </head>');
  });

  it('puts every stylesheet before any script, and data preloads last', () => {
    const api = takeAssetTags('    <link rel="stylesheet" crossorigin href="/_assets/api-d.css">\n    <link rel="modulepreload" crossorigin href="/_assets/api-e.js">');
    const out = orderedAssets([takeAssetTags(built), api], ['<link rel="preload" href="/_data/x.json" as="fetch" crossorigin="anonymous" />']);
    const order = [...out.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['/_assets/index-c.css', '/_assets/api-d.css', '/_assets/index-a.js', '/_assets/shared-b.js', '/_assets/api-e.js', '/_data/x.json']);
  });

  it('keeps scripts and data preloads inert in a template until the loader inserts them', () => {
    const out = orderedAssets([takeAssetTags(built)], ['<link rel="preload" href="/_data/x.json" as="fetch" crossorigin="anonymous" />']);
    // (The stylesheet's rel is changed so that the test DOM does not fetch it.)
    const head = new DOMParser().parseFromString(`<head>${out.replace('rel="stylesheet"', 'rel="x-stylesheet"')}</head>`, 'text/html').head;
    expect([...head.children].map((e) => e.tagName)).toEqual(['LINK', 'TEMPLATE', 'SCRIPT']);
    expect(head.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="preload"]')).toHaveLength(0);
    const template = head.querySelector('template')!;
    expect(template.id).toBe('voce-deferred');
    expect(template.content.querySelectorAll('script[type="module"], link[rel="modulepreload"], link[rel="preload"]')).toHaveLength(3);
    expect(head.lastElementChild!.outerHTML).toBe(DEFERRED_LOADER);
  });
});
