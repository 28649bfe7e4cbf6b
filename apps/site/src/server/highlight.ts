import PrismImport from 'prismjs';
// Grammars in dependency order (clike and markup first); each registers on the global Prism.
import 'prismjs/components/prism-clike.js';
import 'prismjs/components/prism-markup.js';
import 'prismjs/components/prism-markup-templating.js';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-toml.js';
import 'prismjs/components/prism-nginx.js';
import 'prismjs/components/prism-php.js';
import 'prismjs/components/prism-go.js';
import 'prismjs/components/prism-javascript.js';
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-sql.js';

// Prism registers itself globally; the default import is empty under some
// module loaders (Vite's dev SSR runner), the global never is.
const Prism: typeof PrismImport = PrismImport ?? (globalThis as unknown as { Prism: typeof PrismImport }).Prism;

// Highlighting happens here, at build time: the browser receives tokens and
// ships no highlighter. The grammars register their usual aliases (sh, js,
// yml, html, dockerfile …); these are the names they leave out.
Prism.languages.zsh = Prism.languages.console = Prism.languages.bash;
Prism.languages.golang = Prism.languages.go;

// Caddyfiles: no grammar ships with Prism; a small one of our own covers
// site addresses, directives, matchers, placeholders and comments.
Prism.languages.caddyfile = {
  comment: { pattern: /(^|\s)#.*/, lookbehind: true },
  string: { pattern: /"(?:[^"\\]|\\.)*"|`[^`]*`/, greedy: true },
  variable: /\{[\w.$-]+\}/,
  url: { pattern: /^(?:https?:\/\/)?[\w.*-]+(?::\d+)?(?=\s*\{)/m, alias: 'selector' },
  keyword: { pattern: /(^\s*)[a-z_]+(?=\s|$)/m, lookbehind: true },
  matcher: { pattern: /@[\w-]+|\/[\w/*.-]*/, alias: 'attr-value' },
  number: /\b\d+\b/,
  punctuation: /[{}]/,
};

export type Line = [string, string][];

// Prism's token types, by the colour the theme gives them (code.css,
// .t-<letter>). When a token has several, the last group wins, as the CSS
// rules' order made it when the page carried Prism's own class lists.
// Punctuation and operators take the text colour (operators by a group of
// their own, so that an operator inside a string is still plain): they were
// over half of a code-heavy page's spans, for a shade next to the text's or,
// for operators, next to the variables'.
const colours: [string, string[]][] = [
  ['c', ['comment', 'prolog', 'doctype', 'cdata']],
  ['k', ['keyword', 'atrule', 'important', 'rule', 'tag']],
  ['s', ['string', 'char', 'attr-value', 'regex', 'inserted', 'url']],
  ['n', ['number', 'boolean', 'constant', 'symbol', 'property', 'selector']],
  ['f', ['function', 'class-name', 'builtin', 'attr-name']],
  ['v', ['variable', 'parameter', 'deleted', 'entity', 'namespace']],
  ['', ['operator']],
];

/**
 * The one short class a token needs: its colour (t-k …), plus t-b for bold
 * and t-i for italic; '' for text the theme does not colour. Prism's class
 * lists ("token string single-quoted-string") made a code-heavy page's
 * HTML half markup.
 */
export function tokenClass(types: string[]): string {
  let colour = '';
  for (const [letter, names] of colours) if (types.some((t) => names.includes(t))) colour = letter;
  const out = colour ? [`t-${colour}`] : [];
  if (types.includes('important') || types.includes('bold')) out.push('t-b');
  if (types.includes('italic')) out.push('t-i');
  return out.join(' ');
}

/** Splits Prism's token tree into lines of [className, text] pairs, joining neighbours of one class. */
export function highlight(code: string, lang: string): Line[] {
  const grammar = Prism.languages[lang];
  const lines: Line[] = [[]];
  const push = (cls: string, text: string) => {
    text.split('\n').forEach((p, i) => {
      if (i > 0) lines.push([]);
      if (!p) return;
      const line = lines[lines.length - 1];
      const last = line[line.length - 1];
      if (last && last[0] === cls) last[1] += p;
      else line.push([cls, p]);
    });
  };
  const walk = (tokens: (string | Prism.Token)[], types: string[]) => {
    for (const t of tokens) {
      if (typeof t === 'string') {
        push(tokenClass(types), t);
        continue;
      }
      const inner = [...types, t.type, ...(Array.isArray(t.alias) ? t.alias : t.alias ? [t.alias] : [])];
      if (typeof t.content === 'string') push(tokenClass(inner), t.content);
      else walk(Array.isArray(t.content) ? t.content : [t.content], inner);
    }
  };
  // Without a grammar (text, an unknown language) the code is one plain token.
  walk(grammar ? Prism.tokenize(code, grammar) : [code], []);
  return lines;
}

/** Adds tokens to every x-code node of a page body, in place. */
export function highlightBody(nodes: unknown[]): void {
  for (const n of nodes) {
    if (!Array.isArray(n)) continue;
    if (n[0] === 'x-code' && n[1] && typeof n[1] === 'object') {
      const a = n[1] as { code: string; lang: string; tokens?: Line[] };
      a.tokens = highlight(a.code, a.lang);
      continue;
    }
    highlightBody(n.slice(2));
  }
}
