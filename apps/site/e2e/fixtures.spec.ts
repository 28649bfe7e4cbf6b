import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, withRetries } from './fixtures';

test('a launch that fails twice is tried again and its third start is used', async () => {
  const warnings: string[] = [];
  let calls = 0;
  const got = await withRetries(
    async () => {
      calls++;
      if (calls < 3) throw new Error(`crash ${calls}\nlog lines`);
      return 'browser';
    },
    3,
    (m) => warnings.push(m),
  );
  expect(got).toBe('browser');
  expect(calls).toBe(3);
  expect(warnings).toEqual([
    'Chromium did not start (attempt 1 of 3): Error: crash 1',
    'Chromium did not start (attempt 2 of 3): Error: crash 2',
  ]);
});

test('when every attempt fails, the last error is thrown', async () => {
  let calls = 0;
  const run = withRetries(
    async () => {
      throw new Error(`crash ${++calls}`);
    },
    3,
    () => {},
  );
  await expect(run).rejects.toThrow('crash 3');
  expect(calls).toBe(3);
});

// A spec that took `test` straight from Playwright would lose the launch
// retries without anyone noticing.
test('every spec takes test from the fixtures module', () => {
  const specs = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(20);
  const direct = specs.filter((f) => /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(readFileSync(join(import.meta.dirname, f), 'utf8')));
  expect(direct).toEqual([]);
});
