import { linkSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkOrWrite, writeNew } from './files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'voce-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeNew', () => {
  it('creates a file', () => {
    writeNew(join(dir, 'a.html'), 'new');
    expect(readFileSync(join(dir, 'a.html'), 'utf8')).toBe('new');
  });

  it('replaces a hard link without writing through it', () => {
    const client = join(dir, 'template.html');
    const out = join(dir, 'index.html');
    writeFileSync(client, 'template');
    linkSync(client, out);
    writeNew(out, 'home page');
    expect(readFileSync(out, 'utf8')).toBe('home page');
    expect(readFileSync(client, 'utf8')).toBe('template');
    expect(statSync(client).nlink).toBe(1);
  });
});

describe('linkOrWrite', () => {
  it('links to the last build, sharing its inode', () => {
    const prev = join(dir, 'prev.html');
    writeFileSync(prev, 'page');
    linkOrWrite(prev, join(dir, 'next.html'), 'page');
    expect(statSync(join(dir, 'next.html')).ino).toBe(statSync(prev).ino);
  });

  it('replaces a file already at the target', () => {
    const prev = join(dir, 'prev.html');
    const other = join(dir, 'template.html');
    writeFileSync(prev, 'page');
    writeFileSync(other, 'template');
    linkSync(other, join(dir, 'index.html'));
    linkOrWrite(prev, join(dir, 'index.html'), 'page');
    expect(statSync(join(dir, 'index.html')).ino).toBe(statSync(prev).ino);
    expect(readFileSync(other, 'utf8')).toBe('template');
  });

  it('writes the content when there is nothing to link to', () => {
    linkOrWrite(join(dir, 'missing.html'), join(dir, 'next.html'), 'page');
    expect(readFileSync(join(dir, 'next.html'), 'utf8')).toBe('page');
    expect(statSync(join(dir, 'next.html')).nlink).toBe(1);
  });
});
