// @vitest-environment node
import { expect, test } from 'vitest';
import { artifactTypes } from '../../scripts/artifact-types.mjs';

const committed = import.meta.glob<string>('../../artifacts/*.d.ts', { query: '?raw', import: 'default', eager: true });

test('artifacts/ holds the types generated from schemas/data as it is now', async () => {
  const fresh = Object.fromEntries([...(await artifactTypes())].map(([file, ts]) => [`../../artifacts/${file}`, ts]));
  expect(committed, 'stale: run `pnpm --filter @vocedocs/theme run artifact-types` and commit artifacts/').toEqual(fresh);
});
