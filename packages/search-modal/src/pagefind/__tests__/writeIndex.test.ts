/// <reference types="node" />
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageHTML, vocabulary, writeIndex } from '../../../bin/write-index.mjs';

const rec = (over: Record<string, unknown>) => ({
  objectID: Math.random().toString(36).slice(2),
  hierarchy: { lvl0: 'Install', lvl1: 'Run in Docker', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  type: 'lvl1',
  url: 'https://docs.example.com/install/docker',
  url_without_anchor: 'https://docs.example.com/install/docker',
  anchor: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  weight: { pageRank: 0, level: 90, position: 0 },
  ...over,
});

const docker = [
  rec({ content: 'Start VoceChat with one docker command.' }),
  rec({ type: 'content', content: 'You need a Linux server & <b>root</b>.' }),
  rec({ type: 'lvl2', hierarchy: { lvl0: 'Install', lvl1: 'Run in Docker', lvl2: 'Install Docker' }, url: 'https://docs.example.com/install/docker#install', anchor: 'install' }),
];
const api = [rec({ type: 'lvl2', hierarchy: { lvl0: 'API', lvl1: 'Token', lvl2: 'Login' }, url: 'https://docs.example.com/api/login', url_without_anchor: 'https://docs.example.com/api/login' })];

describe('pageHTML', () => {
  it('puts the levels above the page in metadata, headings with anchors, and escapes text', () => {
    const html = pageHTML(docker);
    expect(html).toContain('<meta data-pagefind-meta="lvl0[content]" content="Install">');
    expect(html).toContain('<h1 data-pagefind-meta="title" data-pagefind-weight="10">Run in Docker</h1>');
    expect(html).toContain('<h2 id="install" data-pagefind-weight="6">Install Docker</h2>');
    expect(html).toContain('<p>You need a Linux server &amp; &lt;b&gt;root&lt;/b&gt;.</p>');
    expect(pageHTML(api)).toContain('<meta data-pagefind-meta="lvl1[content]" content="Token">');
  });
});

describe('vocabulary', () => {
  it('keeps each Latin word of four letters or more once, sorted', () => {
    expect(vocabulary(docker)).toEqual(['command', 'docker', 'install', 'linux', 'need', 'root', 'server', 'start', 'vocechat', 'with']);
  });
});

describe('writeIndex', () => {
  it('writes one Pagefind bundle and vocabulary per locale, without Pagefind’s own UIs, and replaces the last index whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voce-index-'));
    mkdirSync(join(dir, 'records'));
    writeFileSync(join(dir, 'records', 'en.json'), JSON.stringify([...docker, ...api]));
    writeFileSync(join(dir, 'records', 'zh-cn.json'), JSON.stringify([rec({ hierarchy: { lvl0: '安装', lvl1: 'Docker 安装' }, url: 'https://docs.example.com/zh-cn/install/docker', url_without_anchor: 'https://docs.example.com/zh-cn/install/docker', content: '用 Docker 运行 VoceChat。' })]));
    const out = join(dir, 'index');
    mkdirSync(join(out, 'old'), { recursive: true });
    await writeIndex(join(dir, 'records'), out);
    expect(readdirSync(out).sort()).toEqual(['en', 'zh-cn']);
    const en = readdirSync(join(out, 'en'));
    expect(en).toContain('pagefind.js');
    expect(en.filter((f) => /ui|highlight/.test(f))).toEqual([]);
    expect(JSON.parse(readFileSync(join(out, 'en', 'words.json'), 'utf8'))).toContain('docker');
    interface Fragment {
      url: string;
      meta: Record<string, string>;
      anchors: unknown[];
    }
    const fragments: Fragment[] = readdirSync(join(out, 'en', 'fragment')).map((f) => JSON.parse(gunzipSync(readFileSync(join(out, 'en', 'fragment', f))).toString().replace(/^pagefind_dcd/, '')));
    const page = fragments.find((f) => f.url === '/install/docker')!;
    expect(page.meta).toMatchObject({ lvl0: 'Install', title: 'Run in Docker' });
    expect(page.anchors).toEqual([expect.objectContaining({ element: 'h2', id: 'install', text: 'Install Docker' })]);
    expect(fragments.find((f) => f.url === '/api/login')!.meta).toMatchObject({ lvl0: 'API', lvl1: 'Token', title: 'Login' });
    expect(existsSync(join(out, 'zh-cn', 'pagefind-entry.json'))).toBe(true);
  }, 30_000);
});
