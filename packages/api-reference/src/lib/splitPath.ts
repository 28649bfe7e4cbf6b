export type PathPart = { text: string; param?: undefined } | { param: string; text?: undefined };

/** Splits a path template into text and {parameter} parts: /user/{uid}/send. */
export function splitPath(path: string): PathPart[] {
  const out: PathPart[] = [];
  const re = /\{([^{}]+)\}/g;
  let last = 0;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    if (m.index > last) out.push({ text: path.slice(last, m.index) });
    out.push({ param: m[1] });
    last = m.index + m[0].length;
  }
  if (last < path.length) out.push({ text: path.slice(last) });
  return out;
}
