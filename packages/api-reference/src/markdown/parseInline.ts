import type { Inline } from './ast';
import { safeHref } from './safeHref';

const PUNCT = /[!-/:-@[-`{-~]/;
const WORD = /[\p{L}\p{N}]/u;
const AUTOLINK = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/;
const EMAIL = /^<([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)>/;
const BARE_URL = /^https:\/\/[^\s<]*[^\s<?!.,:;*_~'")\]]/;

/** The index of the backtick run of exactly `len` that closes a code span, or -1. */
function codeClose(src: string, from: number, len: number): number {
  let j = from;
  while (j < src.length) {
    if (src[j] !== '`') {
      j++;
      continue;
    }
    let k = j;
    while (src[k] === '`') k++;
    if (k - j === len) return j;
    j = k;
  }
  return -1;
}

/** Skips a code span starting at i (returns the index after it), or returns i + 1. */
function skipCode(src: string, i: number): number {
  let k = i;
  while (src[k] === '`') k++;
  const close = codeClose(src, k, k - i);
  return close < 0 ? k : close + (k - i);
}

interface LinkParts {
  label: string;
  url: string;
  end: number;
}

/** [label](url "title") starting at i. */
function parseLink(src: string, i: number): LinkParts | null {
  let depth = 0;
  let j = i;
  for (; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '`') j = skipCode(src, j) - 1;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) break;
  }
  if (j >= src.length || src[j + 1] !== '(') return null;
  const label = src.slice(i + 1, j);
  let k = j + 2;
  while (src[k] === ' ' || src[k] === '\n') k++;
  let url = '';
  if (src[k] === '<') {
    const close = src.indexOf('>', k);
    if (close < 0 || src.slice(k, close).includes('\n')) return null;
    url = src.slice(k + 1, close);
    k = close + 1;
  } else {
    let parens = 0;
    const s = k;
    for (; k < src.length; k++) {
      const c = src[k];
      if (c === '\\') k++;
      else if (/\s/.test(c)) break;
      else if (c === '(') parens++;
      else if (c === ')') {
        if (parens === 0) break;
        parens--;
      }
    }
    url = src.slice(s, k);
  }
  while (src[k] === ' ' || src[k] === '\n') k++;
  const quote = src[k];
  if (quote === '"' || quote === "'" || quote === '(') {
    const close = src.indexOf(quote === '(' ? ')' : quote, k + 1);
    if (close < 0) return null;
    k = close + 1;
    while (src[k] === ' ' || src[k] === '\n') k++;
  }
  if (src[k] !== ')') return null;
  return { label, url: url.replace(/\\([!-/:-@[-`{-~])/g, '$1'), end: k + 1 };
}

/** Emphasis (*em*, _em_), strong (**strong**) or strikethrough (~~del~~) at i. */
function parseEmphasis(src: string, i: number, noLinks: boolean): { node: Inline; end: number } | null {
  const ch = src[i];
  let run = 0;
  while (src[i + run] === ch) run++;
  if (ch === '~' && run !== 2) return null;
  const n = ch === '~' ? 2 : Math.min(run, 3);
  const after = src[i + n];
  if (!after || /\s/.test(after)) return null;
  if (ch === '_' && i > 0 && WORD.test(src[i - 1])) return null;
  const delim = ch.repeat(n);
  for (let j = i + n + 1; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '`') {
      j = skipCode(src, j) - 1;
      continue;
    }
    if (!src.startsWith(delim, j) || src[j + n] === ch || src[j - 1] === ch || /\s/.test(src[j - 1])) continue;
    if (ch === '_' && src[j + n] && WORD.test(src[j + n])) continue;
    const inner = parseInline(src.slice(i + n, j), noLinks);
    let node: Inline;
    if (ch === '~') node = { t: 'del', children: inner };
    else if (n === 1) node = { t: 'em', children: inner };
    else if (n === 2) node = { t: 'strong', children: inner };
    else node = { t: 'strong', children: [{ t: 'em', children: inner }] };
    return { node, end: j + n };
  }
  return null;
}

/**
 * Parses the inline Markdown of one block: code spans, emphasis, links
 * (only those safeHref accepts; others stay text), autolinks, hard breaks
 * and backslash escapes. Raw HTML is text.
 */
export function parseInline(src: string, noLinks = false): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '\\') {
      const next = src[i + 1];
      if (next === '\n') {
        flush();
        out.push({ t: 'br' });
        i += 2;
        continue;
      }
      if (next && PUNCT.test(next)) {
        text += next;
        i += 2;
        continue;
      }
    } else if (c === '`') {
      let k = i;
      while (src[k] === '`') k++;
      const close = codeClose(src, k, k - i);
      if (close >= 0) {
        let code = src.slice(k, close).replace(/\n/g, ' ');
        if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim()) code = code.slice(1, -1);
        flush();
        out.push({ t: 'code', text: code });
        i = close + (k - i);
        continue;
      }
      text += src.slice(i, k);
      i = k;
      continue;
    } else if (c === '\n') {
      if (/ {2,}$/.test(text)) {
        text = text.replace(/ +$/, '');
        flush();
        out.push({ t: 'br' });
      } else {
        text = text.replace(/ +$/, '') + '\n';
      }
      i++;
      while (src[i] === ' ') i++;
      continue;
    } else if (c === '[' && !noLinks) {
      const link = parseLink(src, i);
      if (link) {
        flush();
        const children = parseInline(link.label, true);
        const href = safeHref(link.url);
        if (href) out.push({ t: 'link', href, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    } else if (c === '<') {
      const rest = src.slice(i);
      const m = AUTOLINK.exec(rest);
      const e = m ? null : EMAIL.exec(rest);
      if (m || e) {
        flush();
        const label = (m ?? e)![1];
        const href = noLinks ? null : safeHref(m ? label : `mailto:${label}`);
        out.push(href ? { t: 'link', href, children: [label] } : label);
        i += (m ?? e)![0].length;
        continue;
      }
    } else if (c === 'h' && !noLinks && (i === 0 || /[\s(]/.test(src[i - 1]))) {
      const m = BARE_URL.exec(src.slice(i));
      if (m) {
        flush();
        out.push({ t: 'link', href: m[0], children: [m[0]] });
        i += m[0].length;
        continue;
      }
    } else if (c === '*' || c === '_' || c === '~') {
      const em = parseEmphasis(src, i, noLinks);
      if (em) {
        flush();
        out.push(em.node);
        i = em.end;
        continue;
      }
      let k = i;
      while (src[k] === c) k++;
      text += src.slice(i, k);
      i = k;
      continue;
    }
    text += c;
    i++;
  }
  flush();
  return out;
}
