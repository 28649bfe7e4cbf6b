import type { Block } from './ast';

const FENCE = /^( {0,3})(`{3,}|~{3,})[ \t]*([^\s`]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const HR = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/;

const blank = (line: string) => line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

/** Whether a line starts a block that ends an open paragraph. */
function interrupts(line: string): boolean {
  if (FENCE.test(line) || HEADING.test(line) || HR.test(line) || QUOTE.test(line)) return true;
  const m = ITEM.exec(line);
  if (!m || !m[4]?.trim()) return false;
  return !/\d/.test(m[2]) || /^1[.)]$/.test(m[2]);
}

function parseList(lines: string[], start: number): [Block, number] {
  const first = ITEM.exec(lines[start])!;
  const ordered = /\d/.test(first[2]);
  const kind = first[2].slice(-1);
  const items: string[][] = [];
  let current: string[] = [];
  let contentIndent = 0;
  let loose = false;
  let lastBlank = false;
  let i = start;
  while (i < lines.length) {
    const line = lines[i];
    const m = ITEM.exec(line);
    if (m && /\d/.test(m[2]) === ordered && m[2].slice(-1) === kind && (items.length === 0 || indentOf(line) < contentIndent)) {
      if (items.length > 0 && lastBlank) loose = true;
      const gap = m[3] ?? '';
      const width = !m[4] || gap.length > 4 ? 1 : gap.length;
      contentIndent = m[1].length + m[2].length + width;
      current = [(gap.length > 4 ? ' '.repeat(gap.length - 1) : '') + (m[4] ?? '')];
      items.push(current);
      lastBlank = false;
      i++;
      continue;
    }
    if (blank(line)) {
      let j = i + 1;
      while (j < lines.length && blank(lines[j])) j++;
      if (j >= lines.length) break;
      const n = ITEM.exec(lines[j]);
      const sameItem = indentOf(lines[j]) >= contentIndent;
      const nextItem = n && /\d/.test(n[2]) === ordered && n[2].slice(-1) === kind && indentOf(lines[j]) < contentIndent;
      if (!sameItem && !nextItem) break;
      if (sameItem) loose = true;
      current.push('');
      lastBlank = true;
      i++;
      continue;
    }
    if (indentOf(line) >= contentIndent) {
      current.push(line.slice(contentIndent));
      lastBlank = false;
      i++;
      continue;
    }
    // A lazy continuation line of the item's paragraph.
    if (!lastBlank && !interrupts(line) && !ITEM.test(line)) {
      current.push(line.trimStart());
      i++;
      continue;
    }
    break;
  }
  const start1 = ordered ? parseInt(first[2], 10) : 1;
  return [{ t: 'list', ordered, start: start1, loose, items: items.map((it) => parseBlocks(it)) }, i];
}

/**
 * Splits Markdown lines into blocks: paragraphs, ATX headings, fenced code,
 * lists (nested by indentation), block quotes and rules. Raw HTML has no
 * special meaning: it stays text.
 */
export function parseBlocks(lines: string[]): Block[] {
  const out: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    let m: RegExpExecArray | null;
    if (blank(line)) {
      i++;
    } else if ((m = FENCE.exec(line))) {
      const indent = m[1].length;
      const fence = m[2];
      const body: string[] = [];
      i++;
      while (i < lines.length) {
        const l = lines[i];
        const t = l.trim();
        if (indentOf(l) < 4 && t.startsWith(fence) && new RegExp(`^\\${fence[0]}+$`).test(t)) break;
        body.push(l.slice(Math.min(indent, indentOf(l))));
        i++;
      }
      i++;
      out.push({ t: 'code', lang: m[3], text: body.join('\n') });
    } else if ((m = HEADING.exec(line))) {
      out.push({ t: 'h', level: m[1].length, text: m[2] ?? '' });
      i++;
    } else if (HR.test(line)) {
      out.push({ t: 'hr' });
      i++;
    } else if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && !blank(lines[i])) {
        const q = QUOTE.exec(lines[i]);
        if (q) inner.push(q[1]);
        else if (!interrupts(lines[i])) inner.push(lines[i]);
        else break;
        i++;
      }
      out.push({ t: 'quote', children: parseBlocks(inner) });
    } else if (ITEM.test(line)) {
      const [list, next] = parseList(lines, i);
      out.push(list);
      i = next;
    } else {
      const para = [line.trimStart()];
      i++;
      while (i < lines.length && !blank(lines[i]) && !interrupts(lines[i])) {
        para.push(lines[i].trimStart());
        i++;
      }
      out.push({ t: 'p', text: para.join('\n').trimEnd() });
    }
  }
  return out;
}

/** Parses a Markdown document into blocks. */
export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'));
}
