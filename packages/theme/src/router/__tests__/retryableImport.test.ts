import { describe, expect, it } from 'vitest';
import { failedModuleUrl, retryableImport } from '../retryableImport';

const chunk = 'http://127.0.0.1:3000/_assets/CodeSamples-Cf-7Yz26.js';

describe('retryableImport', () => {
  it('imports the failed chunk again under a new URL, then keeps using the one that loaded', async () => {
    const asked: string[] = [];
    let loads = 0;
    let up = false;
    const load = retryableImport(
      () => {
        loads++;
        return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`));
      },
      (url) => {
        asked.push(url);
        return up ? Promise.resolve({ ok: url }) : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
      },
    );
    await expect(load()).rejects.toThrow(/dynamically imported/);
    await expect(load()).rejects.toThrow(/retry=1/);
    up = true;
    await expect(load()).resolves.toEqual({ ok: `${chunk}?retry=2` });
    await expect(load()).resolves.toEqual({ ok: `${chunk}?retry=2` });
    expect(loads).toBe(1);
    expect(asked).toEqual([`${chunk}?retry=1`, `${chunk}?retry=2`, `${chunk}?retry=2`]);
  });

  it('tries the plain import again when the error names no URL', async () => {
    let loads = 0;
    const load = retryableImport(
      () => (++loads === 1 ? Promise.reject(new TypeError('Importing a module script failed.')) : Promise.resolve('mod')),
      () => Promise.reject(new Error('not asked')),
    );
    await expect(load()).rejects.toThrow();
    await expect(load()).resolves.toBe('mod');
    expect(loads).toBe(2);
  });

  it('reads the URL of Chromium and Firefox wordings, not of a stylesheet', () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(chunk);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${chunk}?v=2`))).toBe(`${chunk}?v=2`);
    expect(failedModuleUrl(new Error('Unable to preload CSS for http://127.0.0.1:3000/_assets/api-x.css'))).toBeNull();
    expect(failedModuleUrl('Importing a module script failed.')).toBeNull();
  });
});
