import { describe, expect, it } from 'vitest';
import enJson from '../../../../../content/i18n/en.json';
import zhJson from '../../../../../content/i18n/zh-cn.json';

// Every t('key', 'English default') of the theme must exist in both shipped
// locales, and the two files must hold the same keys (the Go build refuses
// a key present in one file only).
const en: Record<string, string> = enJson;
const zh: Record<string, string> = zhJson;

// The theme's sources as text (tests left out).
const sources = Object.entries(
  import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/__tests__/**'], { query: '?raw', import: 'default', eager: true }),
);

const calls = sources.flatMap(([file, text]) =>
  [...text.matchAll(/\bt\(\s*(['"`])([^'"`]+)\1\s*,\s*(['"])((?:(?!\3).)*)\3/g)].map((m) => ({ file, key: m[2], fallback: m[4] })),
);

describe('UI strings', () => {
  it('finds the calls', () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(30);
  });

  it('never builds a key at run time', () => {
    for (const [file, text] of sources) expect(text, file).not.toMatch(/\bt\(\s*`[^`]*\$\{/);
  });

  it('has every key in en.json and zh-cn.json', () => {
    const missing = calls.filter((c) => !(c.key in en) || !(c.key in zh)).map((c) => `${c.file}: ${c.key}`);
    expect(missing).toEqual([]);
  });

  it('keeps the English defaults and en.json in step', () => {
    const differ = calls.filter((c) => en[c.key] !== undefined && en[c.key] !== c.fallback).map((c) => `${c.key}: "${c.fallback}" vs "${en[c.key]}"`);
    expect(differ).toEqual([]);
  });

  it('ships the same keys in both locales', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no English left in zh-cn (placeholders and product names aside)', () => {
    const allowed = /^(API|GitHub|Markdown|VoceChat)$/;
    const english = Object.entries(zh).filter(([, v]) =>
      v
        .replace(/\{[^}]+\}/g, '')
        .match(/[A-Za-z]{2,}/g)
        ?.some((w) => !allowed.test(w)),
    );
    expect(english).toEqual([]);
  });

  it('uses the agreed Chinese wording', () => {
    expect(zh).toMatchObject({
      'theme.docs.paginator.previous': '上一页',
      'theme.docs.paginator.next': '下一页',
      'theme.toc.title': '本页总览',
      'theme.common.editThisPage': '编辑此页',
      'theme.SearchBar.label': '搜索',
      'theme.BackToTopButton.buttonAriaLabel': '回到顶部',
      'theme.codeBlock.copy': '复制',
      'theme.codeBlock.copied': '复制成功',
      'theme.docs.sidebar.collapseButtonTitle': '收起侧边栏',
      'theme.NotFound.title': '找不到页面',
      'theme.ErrorPageContent.title': '页面已崩溃。',
      'theme.ErrorPageContent.tryAgain': '重试',
    });
    expect(zh['theme.lastUpdated.atDate']).toMatch(/^最后更新于/);
  });
});
