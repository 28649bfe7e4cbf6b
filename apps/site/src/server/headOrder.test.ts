import { describe, expect, it } from 'vitest';
import { lowPriority, orderedAssets, takeAssetTags } from './headOrder';

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
    expect(t.scripts).toEqual(['<script fetchpriority="low" type="module" crossorigin src="/_assets/index-a.js"></script>', '<link fetchpriority="low" rel="modulepreload" crossorigin href="/_assets/shared-b.js">']);
    expect(t.rest).toBe('<head>\n    <title>x</title>\n    <!--voce-assets-->\n  </head>');
  });

  it('puts every stylesheet before any script, and data preloads last', () => {
    const api = takeAssetTags('    <link rel="stylesheet" crossorigin href="/_assets/api-d.css">\n    <link rel="modulepreload" crossorigin href="/_assets/api-e.js">');
    const out = orderedAssets([takeAssetTags(built), api], ['<link rel="preload" href="/_data/x.json" as="fetch" crossorigin="anonymous" />']);
    const order = [...out.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['/_assets/index-c.css', '/_assets/api-d.css', '/_assets/index-a.js', '/_assets/shared-b.js', '/_assets/api-e.js', '/_data/x.json']);
  });

  it('fetches scripts and data at low priority, stylesheets at their own', () => {
    const out = orderedAssets([takeAssetTags(built)], ['<link rel="preload" href="/_data/x.json" as="fetch" crossorigin="anonymous" />']);
    const tags = out.split('\n    ');
    expect(tags.filter((t) => t.includes('fetchpriority="low"')).map((t) => /(?:href|src)="([^"]+)"/.exec(t)![1])).toEqual(['/_assets/index-a.js', '/_assets/shared-b.js', '/_data/x.json']);
    expect(tags[0]).not.toContain('fetchpriority');
  });

  it('leaves a priority a tag already sets', () => {
    expect(lowPriority('<link fetchpriority="high" rel="preload" href="/a.json">')).toBe('<link fetchpriority="high" rel="preload" href="/a.json">');
  });
});
