import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { artifact, PACK_NAME, parsePack, readPack } from './pack';

// Written by tools/sitedata's EncodePack (its golden test keeps it so).
const golden = readFileSync(resolve(import.meta.dirname, '../../../../tools/sitedata/testdata/pack.json'));

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('parsePack', () => {
  it('cuts out each artifact of a pack the Go stage wrote, byte for byte', () => {
    const pack = parsePack(golden);
    expect([...pack.keys()]).toEqual(['hand-made.json', 'pages/en/faq.json', 'pages/zh-cn/intro.json', 'routes.json']);
    expect(pack.get('routes.json')!.toString()).toBe('{"routes":[{"path":"/","kind":"doc"}]}');
    expect(pack.get('pages/en/faq.json')!.toString()).toBe('{"title":"FAQ","body":["a \\"quoted\\" line,\\nand a comma"]}');
    expect(artifact<{ h1: string }>(pack, 'pages/zh-cn/intro.json').h1).toBe('VoceChat 是什么');
  });

  it('gives the same artifacts as a full JSON parse', () => {
    const pack = parsePack(golden);
    const all = JSON.parse(golden.toString()) as Record<string, unknown>;
    for (const [name, value] of Object.entries(all)) expect(artifact(pack, name)).toEqual(value);
  });

  it('still reads a pack laid out another way', () => {
    const pretty = Buffer.from(JSON.stringify(JSON.parse(golden.toString()), null, 2));
    const pack = parsePack(pretty);
    expect(pack.size).toBe(4);
    expect(artifact<{ title: string }>(pack, 'pages/en/faq.json').title).toBe('FAQ');
  });

  it('names the file and the fix when the pack is cut short', () => {
    expect(() => parsePack(Buffer.from('{\n"a.json":{"b":1},\n"c.json":{"d'), 'build/data/artifacts.json')).toThrow(
      /^build\/data\/artifacts\.json: .*go run mage\.go build/,
    );
  });

  it('names the file, the artifact and the fix when an artifact is broken', () => {
    const pack = parsePack(Buffer.from('{\n"a.json":{,\n}\n'));
    expect(() => artifact(pack, 'a.json', 'build/data')).toThrow(/^build\/data\/artifacts\.json: a\.json: .*go run mage\.go build/);
  });

  it('names the pack when an artifact is missing', () => {
    expect(() => artifact(parsePack(golden), 'pages/en/nope.json', 'build/data')).toThrow('build/data/artifacts.json has no pages/en/nope.json');
  });
});

describe('readPack', () => {
  it("reads a folder's pack", () => {
    dir = mkdtempSync(join(tmpdir(), 'voce-pack-'));
    writeFileSync(join(dir, PACK_NAME), golden);
    expect(readPack(dir).get('routes.json')!.toString()).toContain('"path":"/"');
  });
});
