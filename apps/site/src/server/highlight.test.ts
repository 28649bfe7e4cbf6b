import { describe, expect, it } from 'vitest';
import { highlight, tokenClass } from './highlight';

describe('highlight', () => {
  it('gives each token one short class for its colour, as the old class lists\' CSS order did', () => {
    expect(tokenClass(['string', 'single-quoted-string'])).toBe('t-s');
    expect(tokenClass(['keyword', 'important'])).toBe('t-k t-b');
    // A nested token: the later group wins (operator after string), and
    // operators take the text colour.
    expect(tokenClass(['string', 'operator'])).toBe('');
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

  // A small sample per language the docs use, each with something the
  // grammar must colour; a grammar import dropped from highlight.ts, or an
  // alias pointing nowhere, leaves its sample plain.
  const samples: Record<string, string> = {
    bash: 'docker run -d --name vocechat -p 3000:3000 privoce/vocechat-server # start',
    sh: 'export PORT=3000\necho "$PORT"',
    shell: 'if [ -f data ]; then rm -rf data; fi',
    zsh: 'for f in *.md; do echo $f; done',
    console: 'cd /opt && ls -la',
    json: '{"name": "voce", "port": 3000, "ok": true}',
    yaml: 'services:\n  vocechat:\n    image: privoce/vocechat-server # latest\n    ports: ["3000:3000"]',
    yml: 'version: "3"\nrestart: always',
    toml: '[network]\nbind = "0.0.0.0:3000"\nport = 3000',
    nginx: 'server {\n  listen 80;\n  location / { proxy_pass http://127.0.0.1:3000; }\n}',
    caddyfile: 'chat.example.com {\n  # forward everything\n  reverse_proxy localhost:3000\n}',
    php: '<?php\n$token = "abc";\necho json_encode(["ok" => true]);\n?>',
    go: 'package main\n\nfunc main() { fmt.Println("hi", 42) }',
    golang: 'var port = 3000 // default',
    javascript: 'const res = await fetch("/api/login", { method: "POST" }); // sign in',
    js: 'let n = 1 + 2;',
    typescript: 'interface User { uid: number; name: string }\nconst u: User = { uid: 1, name: "a" };',
    ts: 'type Id = number;',
    python: 'import requests\n\ndef send(msg: str) -> None:\n    requests.post("http://x", json={"m": msg})  # send',
    py: 'print(f"{1 + 2}")',
    html: '<script src="https://example.com/widget.js" data-host-id="1" async></script>',
    xml: '<?xml version="1.0"?>\n<note lang="en">hi</note>',
    svg: '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    sql: 'SELECT uid, name FROM users WHERE uid = 1; -- one user',
  };

  it.each(Object.entries(samples))('colours %s', (lang, code) => {
    const lines = highlight(code, lang);
    expect(lines.map((l) => l.map(([, t]) => t).join('')).join('\n')).toBe(code);
    const classes = new Set(lines.flat().map(([c]) => c));
    expect([...classes].some((c) => /(^| )t-[a-z]\b/.test(c)), `no coloured token in ${[...classes].join(',')}`).toBe(true);
  });
});
