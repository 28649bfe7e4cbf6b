import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';

export interface Weight {
  html: number;
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
  files: string[];
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * What a first visit downloads before the page is interactive: the HTML,
 * its module scripts and the modules they preload, and its stylesheets.
 * Sizes are bytes, raw and gzip (level 9), so they do not depend on the
 * machine.
 */
export async function firstLoad(request: APIRequestContext, path: string): Promise<Weight> {
  const res = await request.get(path);
  const html = await res.text();
  const w: Weight = { html: Buffer.byteLength(html), js: 0, jsGzip: 0, css: 0, cssGzip: 0, files: [] };
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const seen = new Set<string>();
  for (const tag of tags) {
    let url: string | undefined;
    let kind: 'js' | 'css' | undefined;
    if (tag.startsWith('<script') && /type="module"/.test(tag)) [url, kind] = [attr(tag, 'src'), 'js'];
    else if (/rel="modulepreload"/.test(tag)) [url, kind] = [attr(tag, 'href'), 'js'];
    else if (/rel="stylesheet"/.test(tag)) [url, kind] = [attr(tag, 'href'), 'css'];
    if (!url || !kind || seen.has(url)) continue;
    seen.add(url);
    const body = await (await request.get(url)).body();
    const gz = gzipSync(body, { level: 9 }).length;
    if (kind === 'js') {
      w.js += body.length;
      w.jsGzip += gz;
    } else {
      w.css += body.length;
      w.cssGzip += gz;
    }
    w.files.push(url);
  }
  return w;
}
