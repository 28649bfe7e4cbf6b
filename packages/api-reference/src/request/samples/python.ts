import type { JsonValue } from '../../types';
import type { BuiltRequest } from '../types';

/** A Python string literal. */
export function pyString(s: string): string {
  return JSON.stringify(s);
}

/** A JSON value as a Python literal (None, True, False), indented by four spaces a level. */
export function pyLiteral(v: JsonValue, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'None';
  if (typeof v === 'string') return pyString(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return `[\n${v.map((x) => `${pad}${pyLiteral(x, level + 1)},`).join('\n')}\n${end}]`;
  }
  const keys = Object.keys(v);
  if (keys.length === 0) return '{}';
  return `{\n${keys.map((k) => `${pad}${pyString(k)}: ${pyLiteral(v[k], level + 1)},`).join('\n')}\n${end}}`;
}

const SHORT = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);

/** The request as a Python script using requests. */
export function pythonSample(r: BuiltRequest): string {
  const lines = ['import requests', '', `url = ${pyString(r.url)}`];
  const args = ['url'];
  if (r.headers.length) {
    lines.push('headers = {', ...r.headers.map(([k, v]) => `    ${pyString(k)}: ${pyString(v)},`), '}');
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
        lines.push('data = {', ...text.map((f) => `    ${pyString(f.name)}: ${pyString(f.value)},`), '}');
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
