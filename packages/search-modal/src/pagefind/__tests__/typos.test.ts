import { describe, expect, it } from 'vitest';
import { allowedTypos, corrections, editDistance } from '../typos';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('docker', 'docker', 2)).toBe(0);
    expect(editDistance('dokcer', 'docker', 2)).toBe(1); // swap
    expect(editDistance('webhok', 'webhook', 2)).toBe(1); // insertion
    expect(editDistance('webhooks', 'webhook', 2)).toBe(1); // deletion
    expect(editDistance('nginz', 'nginx', 2)).toBe(1); // substitution
    expect(editDistance('cerficate', 'certificate', 2)).toBe(2);
  });

  it('stops at max + 1', () => {
    expect(editDistance('docker', 'kubernetes', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('corrections', () => {
  const vocabulary = ['caddy', 'certificate', 'certificates', 'docker', 'dockerfile', 'nginx', 'webhook', 'webhooks', 'webid'];

  it('allows one typo from 4 letters and two from 8, as Algolia does', () => {
    expect([allowedTypos('abc'), allowedTypos('abcd'), allowedTypos('abcdefg'), allowedTypos('abcdefgh')]).toEqual([0, 1, 1, 2]);
  });

  it('offers the nearest words first', () => {
    expect(corrections('dokcer', vocabulary)).toEqual(['docker']);
    expect(corrections('webhok', vocabulary)).toEqual(['webhook']); // webhooks is two edits away
    expect(corrections('certifcate', vocabulary)).toEqual(['certificate', 'certificates']);
  });

  it('offers nothing for short words or words too far from any', () => {
    expect(corrections('ngx', vocabulary)).toEqual([]);
    expect(corrections('kubernetes', vocabulary)).toEqual([]);
  });
});
