import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataSource } from './data';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'voce-data-'));
  writeFileSync(join(dir, 'routes.json'), JSON.stringify({ routes: [{ path: '/faq', locale: 'en', kind: 'doc', data: 'pages/en/faq.json', title: 'FAQ' }] }));
  writeFileSync(join(dir, 'site.json'), JSON.stringify({ title: 'VoceChat', locales: [] }));
  mkdirSync(join(dir, 'pages', 'en'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('DataSource', () => {
  it('reads each artifact from its own file', () => {
    writeFileSync(join(dir, 'pages', 'en', 'faq.json'), JSON.stringify({ title: 'FAQ', body: [] }));
    const src = new DataSource(dir);
    expect(src.site.title).toBe('VoceChat');
    expect(src.route('/faq')).toEqual({ kind: 'doc', page: { title: 'FAQ', body: [] } });
  });

  it('names the file and the fix when an artifact is missing or cut short', () => {
    const src = new DataSource(dir);
    expect(() => src.route('/faq')).toThrow(/pages\/en\/faq\.json: .*no such file.*go run mage\.go build/);
    writeFileSync(join(dir, 'pages', 'en', 'faq.json'), '{"title":"FA');
    expect(() => src.route('/faq')).toThrow(/pages\/en\/faq\.json: .*JSON.*go run mage\.go build/);
  });
});
