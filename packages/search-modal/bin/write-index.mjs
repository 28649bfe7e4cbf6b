#!/usr/bin/env node
// Writes the static search index the modal and the search page read when the
// site has no Algolia application: one Pagefind bundle and one vocabulary per
// locale, from the DocSearch records the Go stage wrote.
//
//   node write-index.mjs RECORDS_DIR OUT_DIR
//
// RECORDS_DIR holds <locale>.json (arrays of DocSearch records); OUT_DIR gets
// <locale>/pagefind.js, its index and fragments, and <locale>/words.json. The
// new index is written beside OUT_DIR and renamed over it, so a reader never
// sees half of one.
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';

/** Files Pagefind writes that the site does not use (its own search UIs). */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/**
 * Weight of a heading by level (Pagefind's range is 0 to 10). The page
 * title counts most; a page's description is its author's one-line summary
 * and counts as much: it is what separates the Nginx and Caddy install
 * guides, which say "reverse proxy" there, from pages that only mention it
 * along the way.
 */
const HEADING_WEIGHT = { 1: 10, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2 };
const DESCRIPTION_WEIGHT = 10;

/** Latin words the typo search may correct; search-modal's terms.ts reads query words with the same rule. */
const WORD = /[a-z][a-z0-9]{3,}/g;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * One page of the index from the records of one URL (without anchor), in
 * their order: headings with their anchors, so Pagefind finds the sections,
 * and paragraphs. The levels above the page's own heading (the category and,
 * for an API operation, its tag) are metadata, not text.
 */
export function pageHTML(records) {
  const first = records[0];
  const own = Number(first.type.slice(3)) || 1;
  let meta = '';
  for (let n = 0; n < own; n++) {
    const v = first.hierarchy[`lvl${n}`];
    if (v) meta += `<meta data-pagefind-meta="lvl${n}[content]" content="${esc(v)}">`;
  }
  let body = '';
  for (const r of records) {
    if (r.type === 'content') {
      if (r.content) body += `<p>${esc(r.content)}</p>`;
      continue;
    }
    const n = Number(r.type.slice(3));
    const id = r.anchor ? ` id="${esc(r.anchor)}"` : '';
    const title = r === first ? ' data-pagefind-meta="title"' : '';
    body += `<h${n}${id}${title} data-pagefind-weight="${HEADING_WEIGHT[n]}">${esc(r.hierarchy[r.type] ?? '')}</h${n}>`;
    if (r.content) body += `<p data-pagefind-weight="${DESCRIPTION_WEIGHT}">${esc(r.content)}</p>`;
  }
  return `<html><body><main data-pagefind-body>${meta}${body}</main></body></html>`;
}

/** Records grouped by the path of their page (records carry the site's absolute URLs), pages in the order of their first record. */
export function groupByPage(records) {
  const pages = new Map();
  for (const r of records) {
    const { pathname, search } = new URL(r.url_without_anchor, 'http://site.invalid');
    const key = pathname + search;
    if (!pages.has(key)) pages.set(key, []);
    pages.get(key).push(r);
  }
  return pages;
}

/** Every Latin word of four letters or more in the records, sorted. */
export function vocabulary(records) {
  const words = new Set();
  for (const r of records) {
    for (const text of [...Object.values(r.hierarchy), r.content]) {
      if (text) for (const w of text.toLowerCase().match(WORD) ?? []) words.add(w);
    }
  }
  return [...words].sort();
}

async function writeLocale(code, records, dir) {
  // Pagefind picks stemming and segmentation by language; zh-cn is zh.
  const { index, errors } = await pagefind.createIndex({ forceLanguage: code.split('-')[0] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const [url, recs] of groupByPage(records)) {
    const res = await index.addHTMLFile({ url, content: pageHTML(recs) });
    if (res.errors.length) throw new Error(`${code} ${url}: ${res.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: dir });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  for (const f of await readdir(dir)) if (UNUSED.test(f)) await rm(join(dir, f));
  await writeFile(join(dir, 'words.json'), JSON.stringify(vocabulary(records)));
}

export async function writeIndex(recordsDir, outDir) {
  const files = (await readdir(recordsDir)).filter((f) => f.endsWith('.json')).sort();
  if (files.length === 0) throw new Error(`${recordsDir}: no search records (<locale>.json); run the Go stage first`);
  const tmp = `${outDir}.new-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  try {
    for (const f of files) {
      const code = basename(f, '.json');
      const records = JSON.parse(await readFile(join(recordsDir, f), 'utf8'));
      await writeLocale(code, records, join(tmp, code));
    }
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  } finally {
    await pagefind.close();
  }
  const old = `${outDir}.old-${process.pid}`;
  await rename(outDir, old).catch(() => {});
  await rename(tmp, outDir);
  await rm(old, { recursive: true, force: true });
}

// Run as a command, also through the symlink npm puts in node_modules/.bin.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const [recordsDir, outDir] = process.argv.slice(2);
  if (!recordsDir || !outDir) {
    console.error('usage: write-index.mjs RECORDS_DIR OUT_DIR');
    process.exit(2);
  }
  const t = Date.now();
  await writeIndex(recordsDir, outDir);
  console.log(`search: static index in ${Date.now() - t} ms`);
}
