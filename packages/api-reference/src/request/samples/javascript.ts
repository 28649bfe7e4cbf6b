import type { BuiltRequest } from '../types';

// JSON is valid JavaScript: strings and objects are written as JSON.
const jsString = (s: string) => JSON.stringify(s);
const jsObject = (entries: [string, string][]) => JSON.stringify(Object.fromEntries(entries), null, 2);
const indent = (text: string, by: string) => text.split('\n').join(`\n${by}`);

/** The request as a fetch call (browser or Node 18+). */
export function fetchSample(r: BuiltRequest): string {
  const pre: string[] = [];
  const init: string[] = [];
  if (r.method !== 'GET') init.push(`method: ${jsString(r.method)},`);
  if (r.headers.length) init.push(`headers: ${jsObject(r.headers)},`);
  const b = r.body;
  switch (b.kind) {
    case 'json':
    case 'text':
      init.push(b.kind === 'json' && b.value !== undefined ? `body: JSON.stringify(${JSON.stringify(b.value, null, 2)}),` : `body: ${jsString(b.text)},`);
      break;
    case 'form':
      if (b.multipart) {
        pre.push('const form = new FormData();');
        for (const f of b.fields) {
          if (f.file !== undefined) pre.push(`form.append(${jsString(f.name)}, file, ${jsString(f.file)}); // file: a File or Blob, e.g. input.files[0]`);
          else pre.push(`form.append(${jsString(f.name)}, ${jsString(f.value)});`);
        }
        init.push('body: form,');
      } else {
        init.push(`body: new URLSearchParams(${jsObject(b.fields.map((f) => [f.name, f.value]))}),`);
      }
      break;
    case 'binary':
      pre.push(`// file: a File or Blob with the content of ${b.fileName}, e.g. input.files[0]`);
      init.push('body: file,');
      break;
  }
  const call = init.length
    ? `const response = await fetch(${jsString(r.url)}, {\n${init.map((l) => `  ${indent(l, '  ')}`).join('\n')}\n});`
    : `const response = await fetch(${jsString(r.url)});`;
  const read = {
    json: ['const data = await response.json();', 'console.log(response.status, data);'],
    text: ['const text = await response.text();', 'console.log(response.status, text);'],
    binary: ['const blob = await response.blob();', 'console.log(response.status, blob.size);'],
    none: ['console.log(response.status);'],
  }[r.response];
  return [...pre, ...(pre.length ? [''] : []), call, ...read].join('\n');
}
