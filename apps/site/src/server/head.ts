import type { HeadTag } from '../shared/head';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML of a route's head tags (shared/head.ts decides which). */
export function headHTML(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title>${esc(t.text ?? '')}</title>`;
      const attrs = Object.entries(t.attrs).map(([k, v]) => ` ${k}="${esc(v)}"`).join('');
      return `<${t.tag}${attrs} />`;
    })
    .join('\n    ');
}
