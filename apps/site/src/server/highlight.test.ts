import { describe, expect, it } from 'vitest';
import { highlight, tokenClass } from './highlight';

describe('highlight', () => {
  it('gives each token one short class for its colour, as the old class lists\' CSS order did', () => {
    expect(tokenClass(['string', 'single-quoted-string'])).toBe('t-s');
    expect(tokenClass(['keyword', 'important'])).toBe('t-k t-b');
    // A nested token: the later group wins (operator after string).
    expect(tokenClass(['string', 'operator'])).toBe('t-o');
    expect(tokenClass(['comment'])).toBe('t-c');
    expect(tokenClass(['italic'])).toBe('t-i');
    expect(tokenClass(['unknown-type'])).toBe('');
  });

  it('keeps the text, splits lines and joins neighbours of one class', () => {
    const code = '{"a": [1, 2]}\n# done';
    const lines = highlight(code, 'json');
    expect(lines.map((l) => l.map(([, t]) => t).join('')).join('\n')).toBe(code);
    expect(lines[0].some(([c]) => c === 't-n')).toBe(true);
    // Punctuation is plain text, joined with its plain neighbours.
    expect(lines[0][0]).toEqual(['', '{']);
    expect(lines[0].at(-1)).toEqual(['', ']}']);
    expect(lines[0].some(([c]) => c === 't-p')).toBe(false);
    for (const line of lines) for (let i = 1; i < line.length; i++) expect(line[i][0]).not.toBe(line[i - 1][0]);
  });

  it('leaves code in an unknown language as plain text', () => {
    expect(highlight('x = 1', 'brainfuck')).toEqual([[['', 'x = 1']]]);
  });
});
