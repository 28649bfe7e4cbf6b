// The TypeScript types of the Go stage's artifacts, generated from their
// JSON Schemas: schemas/data/<name>.schema.json → artifacts/<name>.d.ts.
// Run it after editing a schema: pnpm --filter @vocedocs/theme run artifact-types
// (a test of this package fails while a file is stale).
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';

const schemaDir = resolve(import.meta.dirname, '../../../schemas/data');
const outDir = resolve(import.meta.dirname, '../artifacts');

/** Each artifact's declarations by file name ("page.d.ts"), one per schema. */
export async function artifactTypes() {
  const types = new Map();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const banner = `// Generated from schemas/data/${file} by scripts/artifact-types.mjs: edit the schema, not this file.`;
    const ts = await compileFromFile(join(schemaDir, file), {
      cwd: schemaDir,
      bannerComment: banner,
      ignoreMinAndMaxItems: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    types.set(file.replace('.schema.json', '.d.ts'), ts);
  }
  return types;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [file, ts] of await artifactTypes()) writeFileSync(join(outDir, file), ts);
}
