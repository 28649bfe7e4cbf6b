import { linkSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeNew } from './files';

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
