import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isApiKind } from '../shared/apiChunk';
import { linkOrWrite } from './files';

interface RouteEntry {
  path: string;
  locale: string;
  kind: string;
  data?: string;
}

interface CacheEntry {
  key: string;
  html: string; // digest of the HTML written
  data: string | null; // digest of the route's JSON written
}

const digest = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Lets a rebuild copy a route's HTML and JSON from the last build instead of
 * rendering it again. A route's key digests everything its output depends
 * on: the HTML template (asset names), the SSR bundle, the site config, the
 * locale's sidebar and strings, and the route's own data files. A copy is
 * taken only when the file in the last build still has the digest recorded
 * when it was rendered, so a build that failed after writing the manifest
 * cannot make a stale page pass for a new one.
 */
export class RenderCache {
  reused = 0;
  private readonly old: Record<string, CacheEntry>;
  private readonly next: Record<string, CacheEntry> = {};
  private readonly base: string;
  private readonly locales = new Map<string, string>();

  constructor(private readonly o: { dataDir: string; prevDir?: string; cacheFile?: string; ssrDir?: string; template: string }) {
    let old: Record<string, CacheEntry> = {};
    if (o.cacheFile && o.prevDir) {
      try {
        old = JSON.parse(readFileSync(o.cacheFile, 'utf8')) as Record<string, CacheEntry>;
      } catch {
        old = {};
      }
    }
    this.old = old;
    // The footer prints the current year.
    const h = createHash('sha256').update(o.template).update(this.file('site.json')).update(String(new Date().getFullYear()));
    if (o.ssrDir) for (const f of listFiles(o.ssrDir)) h.update(f).update(readFileSync(join(o.ssrDir, f)));
    this.base = h.digest('hex');
  }

  private file(rel: string): Buffer {
    const p = join(this.o.dataDir, rel);
    return existsSync(p) ? readFileSync(p) : Buffer.alloc(0);
  }

  private localeKey(code: string): string {
    let k = this.locales.get(code);
    if (!k) {
      k = digest(Buffer.concat([this.file(`sidebar/${code}.json`), Buffer.from('\0'), this.file(`strings/${code}.json`)]));
      this.locales.set(code, k);
    }
    return k;
  }

  private api: string | null = null;

  // Read once: with n operations, digesting the index for each of the n pages would cost n².
  private apiKey(): string {
    this.api ??= digest(this.file('api/index.json'));
    return this.api;
  }

  private keyOf(r: RouteEntry): string {
    const h = createHash('sha256').update(this.base).update(this.localeKey(r.locale)).update(`${r.kind}\0${r.path}\0`);
    if (r.data) h.update(this.file(r.data));
    if (isApiKind(r.kind)) h.update(this.apiKey());
    return h.digest('hex');
  }

  /** Takes the route's files from the last build (as links) when its key and files match; true when it did. */
  reuse(r: RouteEntry, htmlRel: string, dataRel: string | null, outDir: string): boolean {
    const key = this.keyOf(r);
    const was = this.old[r.path];
    this.next[r.path] = { key, html: '', data: null };
    if (!this.o.prevDir || !was || was.key !== key) return false;
    try {
      const html = readFileSync(join(this.o.prevDir, htmlRel));
      if (digest(html) !== was.html) return false;
      const data = dataRel ? readFileSync(join(this.o.prevDir, dataRel)) : null;
      if ((data ? digest(data) : null) !== was.data) return false;
      put(this.o.prevDir, outDir, htmlRel, html);
      if (dataRel && data) put(this.o.prevDir, outDir, dataRel, data);
    } catch {
      return false;
    }
    this.next[r.path] = was;
    this.reused++;
    return true;
  }

  /** Records what was rendered for a route. */
  rendered(r: RouteEntry, html: string, json: string | null) {
    this.next[r.path] = { key: this.next[r.path]?.key ?? this.keyOf(r), html: digest(html), data: json ? digest(json) : null };
  }

  /** Writes the manifest (atomically). */
  save() {
    if (!this.o.cacheFile) return;
    mkdirSync(dirname(this.o.cacheFile), { recursive: true });
    const tmp = `${this.o.cacheFile}.tmp-${process.pid}`;
    writeFileSync(tmp, JSON.stringify(this.next));
    renameSync(tmp, this.o.cacheFile);
  }
}

// A link to the last build's file: most of a rebuild is unchanged, and a
// link costs neither an inode nor a copy.
function put(prevDir: string, outDir: string, rel: string, content: Buffer) {
  const p = join(outDir, rel);
  mkdirSync(dirname(p), { recursive: true });
  linkOrWrite(join(prevDir, rel), p, content);
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(join(dir, name)).isDirectory()) out.push(...listFiles(join(dir, name), rel));
    else out.push(rel);
  }
  return out;
}
