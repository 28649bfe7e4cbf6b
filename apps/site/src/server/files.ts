import { linkSync, unlinkSync, writeFileSync } from 'node:fs';

// The output folder starts as hard links to the client build, and unchanged
// pages are hard links to the last build's files (no new inode, no copy).
// So no file there may be written through: a write would change the client
// build or the live site too. Every write here makes a new file.

const code = (e: unknown) => (e as NodeJS.ErrnoException).code;

/** Writes content to p as a new file, replacing (not overwriting) what is there. */
export function writeNew(p: string, content: string | Buffer): void {
  try {
    writeFileSync(p, content, { flag: 'wx' });
  } catch (e) {
    if (code(e) !== 'EEXIST') throw e;
    unlinkSync(p);
    writeFileSync(p, content, { flag: 'wx' });
  }
}

/**
 * Makes p a hard link to src, whose bytes the caller has checked equal
 * content; writes content when a link cannot be made (another file system,
 * one without links).
 */
export function linkOrWrite(src: string, p: string, content: string | Buffer): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      linkSync(src, p);
      return;
    } catch (e) {
      // Something is already at p (the template under the home page): replace it once.
      if (attempt > 0 || code(e) !== 'EEXIST') break;
      unlinkSync(p);
    }
  }
  writeNew(p, content);
}
