import type { JsonValue } from '../../types';
import type { BuiltRequest } from '../types';

/** A Python string literal: every JSON string is one. */
const pyString = (s: string) => JSON.stringify(s);

const PYTHON_WORDS: Record<string, string> = { true: 'True', false: 'False', null: 'None' };

/** A JSON value as a Python literal: JSON's own syntax, four spaces a level, with Python's True, False and None. */
export function pyLiteral(v: JsonValue): string {
  // A string is matched whole, so the words inside one stay as they are.
  return JSON.stringify(v, null, 4).replace(/"(?:[^"\\]|\\.)*"|\b(?:true|false|null)\b/g, (m) => PYTHON_WORDS[m] ?? m);
}

const SHORT = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);

/** The request as a Python script using requests. */
export function pythonSample(r: BuiltRequest): string {
  const lines = ['import requests', '', `url = ${pyString(r.url)}`];
  const args = ['url'];
  if (r.headers.length) {
    lines.push(`headers = ${pyLiteral(Object.fromEntries(r.headers))}`);
    args.push('headers=headers');
  }
  const b = r.body;
  switch (b.kind) {
    case 'json':
    case 'text':
      if (b.kind === 'json' && b.value !== undefined) {
        lines.push(`payload = ${pyLiteral(b.value)}`);
        args.push('json=payload');
      } else {
        lines.push(`payload = ${pyString(b.text)}`);
        args.push('data=payload.encode("utf-8")');
      }
      break;
    case 'form': {
      const text = b.fields.filter((f) => f.file === undefined);
      const files = b.fields.filter((f) => f.file !== undefined);
      if (text.length || !b.multipart) {
        lines.push(`data = ${pyLiteral(Object.fromEntries(text.map((f) => [f.name, f.value])))}`);
        args.push('data=data');
      }
      if (files.length) {
        lines.push('files = {', ...files.map((f) => `    ${pyString(f.name)}: open(${pyString(f.file!)}, "rb"),`), '}');
        args.push('files=files');
      }
      break;
    }
    case 'binary':
      lines.push(`payload = open(${pyString(b.fileName)}, "rb")`);
      args.push('data=payload');
      break;
  }
  const call = SHORT.has(r.method) ? `requests.${r.method.toLowerCase()}(${args.join(', ')})` : `requests.request(${pyString(r.method)}, ${args.join(', ')})`;
  lines.push('', `response = ${call}`, 'print(response.status_code)');
  if (r.response === 'json') lines.push('print(response.json())');
  else if (r.response === 'text') lines.push('print(response.text)');
  else if (r.response === 'binary') lines.push('print(len(response.content), "bytes")');
  return lines.join('\n');
}
