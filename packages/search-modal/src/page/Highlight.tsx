/** Tags the search page asks the engine to put around matches: plain text no record contains. */
export const HIGHLIGHT_PRE = '__voce_hl__';
export const HIGHLIGHT_POST = '__/voce_hl__';

export interface HighlightPart {
  text: string;
  match: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Turns the HTML character references the engine may escape text with back
 * into characters. The result is text: it is only ever rendered as a text
 * node, so `&lt;img&gt;` shows as the characters "<img>", never an element.
 */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a highlighted value on the pre and post tags into text parts,
 * marking the matched ones. A stray or unbalanced tag never leaks into the
 * text; everything else, markup-looking or not, stays text.
 */
export function splitHighlight(value: string | null | undefined, pre = HIGHLIGHT_PRE, post = HIGHLIGHT_POST): HighlightPart[] {
  if (!value) return [];
  const parts: HighlightPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const decoded = decodeEntities(text);
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += decoded;
    else parts.push({ text: decoded, match });
  };
  let rest = value;
  while (rest) {
    const open = rest.indexOf(pre);
    if (open < 0) {
      push(rest.split(post).join(''), false);
      break;
    }
    push(rest.slice(0, open).split(post).join(''), false);
    rest = rest.slice(open + pre.length);
    const close = rest.indexOf(post);
    const inner = close < 0 ? rest : rest.slice(0, close);
    push(inner.split(pre).join(''), true);
    rest = close < 0 ? '' : rest.slice(close + post.length);
  }
  return parts;
}

/** A highlighted value as text nodes and <mark> elements; never as HTML. */
export function Highlight({ value }: { value: string | null | undefined }) {
  return (
    <>
      {splitHighlight(value).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
