import { describe, expect, it } from 'vitest';
import { credentialsOf, parseHost, resolveHosts, usesAlgolia } from '../resolveHosts';

const page = { host: 'docs.example.test:8080', protocol: 'http:' };

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
  it('without Algolia credentials: the page origin, with its protocol', () => {
    expect(resolveHosts({ indexName: 'voce' }, page)).toEqual([{ url: 'docs.example.test:8080', accept: 'readWrite', protocol: 'http' }]);
    expect(resolveHosts({ indexName: 'voce' }, { host: 'doc.voce.chat', protocol: 'https:' })).toEqual([{ url: 'doc.voce.chat', accept: 'readWrite', protocol: 'https' }]);
    expect(usesAlgolia({ indexName: 'voce', appId: 'APP' })).toBe(false);
    expect(resolveHosts({ indexName: 'voce', appId: 'APP' }, page)).toHaveLength(1);
  });

  it("with appId and apiKey: Algolia's default hosts (undefined lets algoliasearch choose and rotate them)", () => {
    expect(resolveHosts({ indexName: 'voce', appId: 'APP', apiKey: 'KEY' }, page)).toBeUndefined();
    expect(usesAlgolia({ indexName: 'voce', appId: 'APP', apiKey: 'KEY' })).toBe(true);
  });

  it('configured hosts win, in their order, with or without Algolia', () => {
    const hosts = ['http://127.0.0.1:9', 'http://127.0.0.1:3000'];
    const want = [
      { url: '127.0.0.1:9', accept: 'readWrite', protocol: 'http' },
      { url: '127.0.0.1:3000', accept: 'readWrite', protocol: 'http' },
    ];
    expect(resolveHosts({ indexName: 'voce', hosts }, page)).toEqual(want);
    expect(resolveHosts({ indexName: 'voce', appId: 'A', apiKey: 'K', hosts }, page)).toEqual(want);
    expect(resolveHosts({ indexName: 'voce', hosts: ['', ' '] }, page)).toEqual([{ url: 'docs.example.test:8080', accept: 'readWrite', protocol: 'http' }]);
  });

  it('sends placeholders to the local engine, the real credentials to Algolia', () => {
    const local = credentialsOf({ indexName: 'voce' });
    expect(local.appId).not.toBe('');
    expect(local.apiKey).not.toBe('');
    expect(credentialsOf({ indexName: 'voce', appId: 'APP', apiKey: 'KEY' })).toEqual({ appId: 'APP', apiKey: 'KEY' });
  });

  it("an apiKey without appId is the local engine's search key (LOCAL_SEARCH_KEY): sent to the page origin, no Algolia", () => {
    const local = { indexName: 'voce', apiKey: 'LOCAL-KEY' };
    expect(usesAlgolia(local)).toBe(false);
    expect(credentialsOf(local)).toEqual({ appId: 'local', apiKey: 'LOCAL-KEY' });
    expect(resolveHosts(local, page)).toEqual([{ url: 'docs.example.test:8080', accept: 'readWrite', protocol: 'http' }]);
  });
});
