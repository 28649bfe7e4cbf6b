import { describe, expect, it } from 'vitest';
import { normalizeWord, queryTerms, TYPO_WORD, wordAnswers } from '../terms';

describe('queryTerms', () => {
  it('splits Latin and Chinese queries into words, lower-cased, each once', () => {
    expect(queryTerms('Reverse  proxy reverse', 'en')).toEqual(['reverse', 'proxy']);
    expect(queryTerms('配置邮件', 'zh-cn')).toEqual(['配置', '邮件']);
    expect(queryTerms('Docker 安装', 'zh-cn')).toEqual(['docker', '安装']);
    expect(queryTerms(' … ', 'en')).toEqual([]);
  });
});

describe('wordAnswers', () => {
  it('takes a prefix (the reader is typing) or the same English stem', () => {
    expect(wordAnswers('docker', 'dock')).toBe(true);
    expect(wordAnswers('configuration', 'configuring')).toBe(true);
    expect(wordAnswers('notifications', 'notification')).toBe(true);
  });

  it('refuses the fragments Pagefind answers an unknown word with', () => {
    expect(wordAnswers('do', 'dokcer')).toBe(false);
    expect(wordAnswers('vocechat', 'chatgpt')).toBe(false);
    expect(wordAnswers('chat', 'chatgpt')).toBe(false);
    expect(wordAnswers('webid', 'webhok')).toBe(false);
  });
});

describe('the vocabulary word shape', () => {
  it('is a Latin word of four or more letters and digits', () => {
    expect(['docker', 'http2', 'smtp'].every((w) => TYPO_WORD.test(w))).toBe(true);
    expect(['ssl', '2fa', '证书', 'e-mail'].some((w) => TYPO_WORD.test(w))).toBe(false);
    expect(normalizeWord('Configuration,')).toBe('configuration');
  });
});
