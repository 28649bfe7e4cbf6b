/// <reference types="node" />
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../strings/en.json';
import zh from '../strings/zh-cn.json';

const src = join(import.meta.dirname, '..');

/** Every t('key', 'English default') call in the package's sources. */
function calls(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) {
        if (f !== '__tests__') walk(p);
      } else if (/\.tsx?$/.test(f)) {
        const text = readFileSync(p, 'utf8');
        for (const m of text.matchAll(/\bt\(\s*'([^']+)',\s*'((?:[^'\\]|\\.)*)'/g)) out.set(m[1], m[2].replace(/\\'/g, "'"));
      }
    }
  };
  walk(src);
  return out;
}

describe('UI strings', () => {
  const used = calls();

  it('en.json holds exactly the English defaults written in the code', () => {
    expect(Object.fromEntries([...used].sort())).toEqual(en);
  });

  it('zh-cn.json translates every key and keeps every {placeholder}', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(en)) {
      const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(vars((zh as Record<string, string>)[k]), k).toEqual(vars(v));
      expect((zh as Record<string, string>)[k].trim(), k).not.toBe('');
    }
  });

  it('keys are flat api.* keys the ui-strings schema accepts', () => {
    for (const k of Object.keys(en)) expect(k).toMatch(/^api(\.[a-zA-Z0-9]+)+$/);
  });

  it('uses the words of the Chinese docs for the main terms', () => {
    const z = zh as Record<string, string>;
    expect([z['api.param.name'], z['api.parameters'], z['api.requestBody'], z['api.responses'], z['api.tryIt.send']]).toEqual(['名称', '参数', '请求体', '响应', '发送请求']);
  });
});
