import type { BuiltRequest } from '../types';

/** A POSIX shell word: single-quoted, with ' written as '\''. */
export function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The request as a curl command. */
export function curlSample(r: BuiltRequest): string {
  let first = 'curl';
  if (r.method === 'HEAD') first += ' --head';
  else if (r.method !== 'GET' || r.body.kind !== 'none') first += ` -X ${r.method}`;
  const parts = [`${first} ${shellQuote(r.url)}`];
  for (const [k, v] of r.headers) parts.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  const b = r.body;
  switch (b.kind) {
    case 'json':
    case 'text':
      parts.push(`--data-raw ${shellQuote(b.text)}`);
      break;
    case 'form':
      for (const f of b.fields) {
        if (!b.multipart) parts.push(`--data-urlencode ${shellQuote(`${f.name}=${f.value}`)}`);
        else if (f.file !== undefined) parts.push(`-F ${shellQuote(`${f.name}=@${f.file}`)}`);
        else parts.push(`--form-string ${shellQuote(`${f.name}=${f.value}`)}`);
      }
      break;
    case 'binary':
      parts.push(`--data-binary ${shellQuote(`@${b.fileName}`)}`);
      break;
  }
  return parts.join(' \\\n  ');
}
