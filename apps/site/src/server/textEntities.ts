const quoteEntity = /&(?:quot|#x27);/g;
const quoteChar = (e: string) => (e === '&quot;' ? '"' : "'");

/**
 * React's server renderer writes every " and ' in text as &quot; and &#x27;,
 * which only attribute values need. In text they cost 5 bytes each: 2 KB of
 * a page full of code samples. This puts the characters back in text alone;
 * attribute values, comments and the raw text of script and style elements
 * are copied as they are. The browser parses both forms into the same text,
 * so hydration sees no difference.
 */
export function decodeTextQuotes(html: string): string {
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i) out += html.slice(i, textEnd).replace(quoteEntity, quoteChar);
    if (lt < 0) break;
    const end = markupEnd(html, lt);
    out += html.slice(lt, end);
    i = end;
  }
  return out;
}

/** Where the markup that starts at `<` (a tag, a comment, or a raw-text element) ends. */
function markupEnd(html: string, lt: number): number {
  if (html.startsWith('<!--', lt)) {
    const close = html.indexOf('-->', lt + 4);
    return close < 0 ? html.length : close + 3;
  }
  // A tag: quoted attribute values may hold '>'.
  let j = lt + 1;
  let quote = '';
  for (; j < html.length; j++) {
    const c = html[j];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') break;
  }
  const tagEnd = Math.min(j + 1, html.length);
  // React writes tag names in lower case.
  const name = /^<(script|style)[\s>/]/.exec(html.slice(lt, lt + 8));
  if (!name) return tagEnd;
  const close = html.indexOf(`</${name[1]}`, tagEnd);
  return close < 0 ? html.length : close;
}
