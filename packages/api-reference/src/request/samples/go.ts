import type { BuiltRequest } from '../types';

/** A Go interpreted string literal: every JSON string is one. */
const goString = (s: string) => JSON.stringify(s);

/** A Go string literal for a body: a raw `…` literal when it can be one. */
function goBody(s: string): string {
  return s.includes('`') || s.includes('\r') ? goString(s) : `\`${s}\``;
}

const check = ['\tif err != nil {', '\t\tpanic(err)', '\t}'];

/** The request as a Go program using net/http. */
export function goSample(r: BuiltRequest): string {
  const imports = new Set(['fmt', 'io', 'net/http']);
  const lines: string[] = [];
  let bodyArg = 'nil';
  let contentType: string | null = null;
  const b = r.body;
  switch (b.kind) {
    case 'json':
    case 'text':
      imports.add('strings');
      lines.push(`\tbody := strings.NewReader(${goBody(b.text)})`);
      bodyArg = 'body';
      break;
    case 'form':
      if (b.multipart) {
        imports.add('bytes');
        imports.add('mime/multipart');
        lines.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
        for (const f of b.fields) {
          if (f.file === undefined) {
            lines.push(`\tif err := form.WriteField(${goString(f.name)}, ${goString(f.value)}); err != nil {`, '\t\tpanic(err)', '\t}');
            continue;
          }
          imports.add('os');
          lines.push(
            '\t{',
            `\t\tfile, err := os.Open(${goString(f.file)})`,
            ...check.map((l) => `\t${l}`),
            '\t\tdefer file.Close()',
            `\t\tpart, err := form.CreateFormFile(${goString(f.name)}, ${goString(f.file)})`,
            ...check.map((l) => `\t${l}`),
            '\t\tif _, err := io.Copy(part, file); err != nil {',
            '\t\t\tpanic(err)',
            '\t\t}',
            '\t}',
          );
        }
        lines.push('\tif err := form.Close(); err != nil {', '\t\tpanic(err)', '\t}');
        bodyArg = '&body';
        contentType = 'form.FormDataContentType()';
      } else {
        imports.add('net/url');
        imports.add('strings');
        lines.push('\tform := url.Values{}');
        for (const f of b.fields) lines.push(`\tform.Set(${goString(f.name)}, ${goString(f.value)})`);
        lines.push('\tbody := strings.NewReader(form.Encode())');
        bodyArg = 'body';
      }
      break;
    case 'binary':
      imports.add('os');
      lines.push(`\tbody, err := os.Open(${goString(b.fileName)})`, ...check, '\tdefer body.Close()');
      bodyArg = 'body';
      break;
  }
  if (lines.length) lines.push('');
  // net/http's constant of the method: GET → http.MethodGet.
  const method = `http.Method${r.method[0]}${r.method.slice(1).toLowerCase()}`;
  lines.push(`\treq, err := http.NewRequest(${method}, ${goString(r.url)}, ${bodyArg})`, ...check);
  if (contentType) lines.push(`\treq.Header.Set("Content-Type", ${contentType})`);
  for (const [k, v] of r.headers) lines.push(`\treq.Header.Set(${goString(k)}, ${goString(v)})`);
  lines.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    ...check,
    '\tdefer res.Body.Close()',
    '',
    '\tdata, err := io.ReadAll(res.Body)',
    ...check,
    '\tfmt.Println(res.Status)',
    r.response === 'binary' ? '\tfmt.Println(len(data), "bytes")' : '\tfmt.Println(string(data))',
  );
  const imp = [...imports].sort().map((i) => `\t"${i}"`);
  return ['package main', '', 'import (', ...imp, ')', '', 'func main() {', ...lines, '}'].join('\n');
}
