import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file under build/data holding every artifact the site renders from (tools/sitedata/pack.go). */
export const PACK_NAME = 'artifacts.json';

/**
 * An artifact's exact bytes by the name it is known by ("pages/en/faq.json",
 * "routes.json"). The Go stage writes one artifact per line, `"name":json,`,
 * so each is cut out without parsing the rest; the pre-render digests those
 * bytes. A pack laid out otherwise (say, pretty-printed by hand) is still
 * JSON and is read the slow way.
 */
export function parsePack(raw: Buffer, file = PACK_NAME): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const nl = 0x0a;
  let start = raw.indexOf(nl) + 1;
  const fast = raw[0] === 0x7b && start === 2; // "{\n"
  while (fast && start < raw.length) {
    let end = raw.indexOf(nl, start);
    if (end < 0) end = raw.length;
    const line = raw.subarray(start, end);
    start = end + 1;
    if (line.length === 1 && line[0] === 0x7d) return out; // "}"
    const sep = line.indexOf('":');
    // Names are paths; one holding a quote (escaped) goes the slow way.
    if (line[0] !== 0x22 || sep < 0 || line.subarray(1, sep).includes(0x5c)) break;
    const name = JSON.parse(line.subarray(0, sep + 1).toString('utf8')) as string;
    const value = line.subarray(sep + 2, line[line.length - 1] === 0x2c ? line.length - 1 : line.length);
    out.set(name, value);
  }
  let all: Record<string, unknown>;
  try {
    all = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message} (run \`go run mage.go build\` to write it again)`);
  }
  return new Map(Object.entries(all).map(([k, v]) => [k, Buffer.from(JSON.stringify(v))]));
}

/** Reads dir's pack. */
export function readPack(dir: string): Map<string, Buffer> {
  const file = join(dir, PACK_NAME);
  return parsePack(readFileSync(file), file);
}

/** One artifact of a pack, parsed; its absence is an error naming the pack. */
export function artifact<T = unknown>(pack: Map<string, Buffer>, name: string, dir = 'build/data'): T {
  const raw = pack.get(name);
  if (!raw) throw new Error(`${join(dir, PACK_NAME)} has no ${name}: run \`go run mage.go build\``);
  try {
    return JSON.parse(raw.toString('utf8')) as T;
  } catch (e) {
    throw new Error(`${join(dir, PACK_NAME)}: ${name}: ${(e as Error).message} (run \`go run mage.go build\` to write it again)`);
  }
}
