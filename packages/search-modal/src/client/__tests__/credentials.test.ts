import { describe, expect, it } from 'vitest';
import { credentialsOf, usesAlgolia } from '../credentials';

describe('usesAlgolia and credentialsOf', () => {
  it('needs both appId and apiKey for Algolia; the static index gets non-empty placeholders DocSearch accepts', () => {
    expect(usesAlgolia({ indexName: 'voce', appId: 'APP' })).toBe(false);
    expect(usesAlgolia({ indexName: 'voce', apiKey: 'KEY' })).toBe(false);
    expect(usesAlgolia({ indexName: 'voce', appId: 'APP', apiKey: 'KEY' })).toBe(true);
    const placeholders = credentialsOf({ indexName: 'voce' });
    expect(placeholders.appId).not.toBe('');
    expect(placeholders.apiKey).not.toBe('');
    expect(credentialsOf({ indexName: 'voce', appId: 'APP', apiKey: 'KEY' })).toEqual({ appId: 'APP', apiKey: 'KEY' });
  });
});
