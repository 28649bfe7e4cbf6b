import { rmSync, writeFileSync } from 'node:fs';

// The output folder starts as hard links to the client build, so no file
// there may be written through: a write would change the client build too.

/** Writes content to p as a new file, replacing (not overwriting) what is there. */
export function writeNew(p: string, content: string | Buffer): void {
  rmSync(p, { force: true });
  writeFileSync(p, content);
}
