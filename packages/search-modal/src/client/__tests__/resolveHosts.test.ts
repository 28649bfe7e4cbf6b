import { describe, expect, it } from 'vitest';
import { credentialsOf, parseHost, resolveHosts, usesAlgolia } from '../resolveHosts';

describe('parseHost', () => {
  it('reads bare hosts as https and keeps an explicit scheme', () => {
    expect(parseHost('APP-dsn.algolia.net')).toEqual({ url: 'APP-dsn.algolia.net', accept: 'readWrite', protocol: 'https' });
    expect(parseHost(' http://127.0.0.1:3000/ ')).toEqual({ url: '127.0.0.1:3000', accept: 'readWrite', protocol: 'http' });
    expect(parseHost('HTTPS://search.example.test')).toEqual({ url: 'search.example.test', accept: 'readWrite', protocol: 'https' });
  });

  it('rejects empty entries and entries with a path', () => {
    expect(parseHost('')).toBeNull();
    expect(parseHost('http://')).toBeNull();
    expect(parseHost('example.test/1/indexes')).toBeNull();
  });
});

describe('resolveHosts', () => {
  it("without configured hosts: Algolia's default hosts (undefined lets algoliasearch choose and rotate them)", () => {
    expect(resolveHosts({ indexName: 'voce', appId: 'APP', apiKey: 'KEY' })).toBeUndefined();
    expect(resolveHosts({ indexName: 'voce', hosts: ['', ' '] })).toBeUndefined();
  });

  it('configured hosts win, in their order', () => {
    const hosts = ['http://127.0.0.1:9', 'http://127.0.0.1:3000'];
    expect(resolveHosts({ indexName: 'voce', appId: 'A', apiKey: 'K', hosts })).toEqual([
      { url: '127.0.0.1:9', accept: 'readWrite', protocol: 'http' },
      { url: '127.0.0.1:3000', accept: 'readWrite', protocol: 'http' },
    ]);
  });
});

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
