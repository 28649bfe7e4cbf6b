// Writes the API Extractor report of each package named on the command
// line: node apireport.mjs OUT_DIR PACKAGE_DIR... → OUT_DIR/<unscoped name>.api.md.
// The report is read from dist/index.d.ts, as a consumer's compiler sees
// the package; a sibling @vocedocs package resolves to its dist too, never
// to its sources (the workspace's "source" condition is left out).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const [outDir, ...dirs] = process.argv.slice(2);
const off = { logLevel: 'none' };
let failed = false;
for (const rel of dirs) {
  const dir = resolve(rel);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const scratch = mkdtempSync(join(tmpdir(), 'voce-api-'));
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: dir,
      newlineKind: 'lf',
      mainEntryPointFilePath: '<projectFolder>/dist/index.d.ts',
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [join(dir, 'dist', 'index.d.ts')],
        },
      },
      apiReport: { enabled: true, reportFolder: resolve(outDir), reportTempFolder: scratch, includeForgottenExports: true },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      // The report is the product; what API Extractor would say about
      // release tags and doc comments is not what this check is about.
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: { default: { logLevel: 'error' }, 'ae-missing-release-tag': off, 'ae-forgotten-export': off, 'ae-undocumented': off },
        tsdocMessageReporting: { default: off },
      },
    },
    configObjectFullPath: join(dir, 'api-extractor.json'),
    packageJsonFullPath: join(dir, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: true, messageCallback: (m) => { if (m.logLevel === 'verbose' || m.logLevel === 'info') m.handled = true; } });
  rmSync(scratch, { recursive: true, force: true });
  if (!result.succeeded) {
    console.error(`${pkg.name}: API Extractor failed (${result.errorCount} errors)`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
