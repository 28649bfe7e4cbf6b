import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from '@algolia/client-common';
import { createHostsCache, HOST_REST_MS } from '../hostsCache';
import { createSearchClient, parseHost } from '../createSearchClient';

interface Sent {
  url: string;
  connectTimeout: number;
  responseTimeout: number;
  data?: string;
  headers?: Record<string, string>;
}

/** A requester that answers per host: 'refuse' (status 0), 'timeout', or a JSON body. */
function fakeRequester(answers: Record<string, 'refuse' | 'timeout' | object>) {
  const sent: Sent[] = [];
  return {
    sent,
    requester: {
      async send(req: Sent) {
        sent.push(req);
        const host = new URL(req.url).host;
        const a = answers[host] ?? 'refuse';
        if (a === 'refuse') return { status: 0, content: 'connection refused', isTimedOut: false };
        if (a === 'timeout') return { status: 0, content: 'timed out', isTimedOut: true };
        return { status: 200, content: JSON.stringify(a), isTimedOut: false };
      },
    },
  };
}

const answer = { results: [{ hits: [{ objectID: '1' }], nbHits: 1, nbPages: 1, page: 0, hitsPerPage: 20, query: 'q', params: '', processingTimeMS: 1 }] };
const fresh = () => ({ hostsCache: createHostsCache({ get: () => null, set: () => {} }), responsesCache: createMemoryCache(), requestsCache: createMemoryCache({ serializable: false }) });
afterEach(() => vi.useRealTimers());
const query = { requests: [{ indexName: 'voce', query: 'smtp' }] };

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

describe('createSearchClient', () => {
  it('uses 1 s connect and 2 s read timeouts for searches', async () => {
    const f = fakeRequester({ 'docs.example.test': answer });
    await createSearchClient({ indexName: 'voce', hosts: ['docs.example.test'] }, { requester: f.requester as never, ...fresh() }).search(query);
    expect(f.sent[0].connectTimeout).toBe(1000);
    expect(f.sent[0].responseTimeout).toBe(2000);
  });

  it('moves on to the next configured host when the first refuses, and remembers it is down', async () => {
    const f = fakeRequester({ '127.0.0.1:1': 'refuse', '127.0.0.1:3000': answer });
    const client = createSearchClient({ indexName: 'voce', hosts: ['http://127.0.0.1:1', 'http://127.0.0.1:3000'] }, { requester: f.requester as never, ...fresh() });
    const res = await client.search(query);
    expect(res.results[0]).toMatchObject({ nbHits: 1 });
    expect(f.sent.map((s) => new URL(s.url).host)).toEqual(['127.0.0.1:1', '127.0.0.1:3000']);
    await client.search({ requests: [{ indexName: 'voce', query: 'docker' }] });
    // The refused host rests (120 s): the second search goes straight to the live one.
    expect(f.sent.map((s) => new URL(s.url).host).slice(2)).toEqual(['127.0.0.1:3000']);
  });

  it('tries a rested host again after 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const f = fakeRequester({ '127.0.0.1:1': 'refuse', '127.0.0.1:3000': answer });
    const client = createSearchClient({ indexName: 'voce', hosts: ['http://127.0.0.1:1', 'http://127.0.0.1:3000'] }, { requester: f.requester as never, ...fresh() });
    await client.search(query);
    vi.setSystemTime(Date.now() + HOST_REST_MS - 1000);
    await client.search({ requests: [{ indexName: 'voce', query: 'a' }] });
    expect(f.sent.map((s) => new URL(s.url).host)).toEqual(['127.0.0.1:1', '127.0.0.1:3000', '127.0.0.1:3000']);
    vi.setSystemTime(Date.now() + 2000);
    await client.search({ requests: [{ indexName: 'voce', query: 'b' }] });
    expect(f.sent.map((s) => new URL(s.url).host).slice(3)).toEqual(['127.0.0.1:1', '127.0.0.1:3000']);
  });

  it("remembers down hosts across page loads (localStorage), and not past 120 s", async () => {
    const store = new Map<string, string>();
    const storage = { get: (k: string) => store.get(k) ?? null, set: (k: string, v: string | null) => void store.set(k, v ?? '') };
    const f = fakeRequester({ '127.0.0.1:3000': answer });
    const opts = () => ({ requester: f.requester as never, ...fresh(), hostsCache: createHostsCache(storage) });
    const hosts = { indexName: 'voce', hosts: ['http://127.0.0.1:1', 'http://127.0.0.1:3000'] };
    await createSearchClient(hosts, opts()).search(query);
    await createSearchClient(hosts, opts()).search(query);
    expect(f.sent.map((s) => new URL(s.url).host)).toEqual(['127.0.0.1:1', '127.0.0.1:3000', '127.0.0.1:3000']);
    const saved = JSON.parse(store.get('voce-search-hosts')!);
    for (const k of Object.keys(saved)) saved[k].lastUpdate -= HOST_REST_MS + 1;
    store.set('voce-search-hosts', JSON.stringify(saved));
    await createSearchClient(hosts, opts()).search(query);
    expect(new URL(f.sent[3].url).host).toBe('127.0.0.1:1');
  });

  it('gives a timed-out host longer timeouts on the next search', async () => {
    const f = fakeRequester({ 'a.test': 'timeout', 'b.test': 'timeout' });
    const client = createSearchClient({ indexName: 'voce', hosts: ['a.test', 'b.test'] }, { requester: f.requester as never, ...fresh() });
    await expect(client.search(query)).rejects.toMatchObject({ name: 'RetryError' });
    expect(f.sent.map((s) => s.url.slice(0, 15))).toEqual(['https://a.test/', 'https://b.test/']);
    await expect(client.search({ requests: [{ indexName: 'voce', query: 'other' }] })).rejects.toMatchObject({ name: 'RetryError' });
    expect(f.sent[2].responseTimeout).toBeGreaterThan(2000);
  });

  it('rejects with a RetryError (the modal shows its error screen) when every host is down', async () => {
    const f = fakeRequester({});
    const client = createSearchClient({ indexName: 'voce', hosts: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] }, { requester: f.requester as never, ...fresh() });
    await expect(client.search(query)).rejects.toMatchObject({ name: 'RetryError' });
    expect(f.sent.map((s) => new URL(s.url).host)).toEqual(['127.0.0.1:1', '127.0.0.1:2']);
  });

  it("with Algolia credentials and no hosts: Algolia's hosts, the dsn one first", async () => {
    const f = fakeRequester({});
    const client = createSearchClient({ indexName: 'voce', appId: 'APPID', apiKey: 'KEY' }, { requester: f.requester as never, ...fresh() });
    await expect(client.search(query)).rejects.toMatchObject({ name: 'RetryError' });
    const hosts = f.sent.map((s) => new URL(s.url).host);
    expect(hosts[0]).toBe('appid-dsn.algolia.net');
    expect(hosts.length).toBeGreaterThan(1);
    expect(hosts.every((h) => /^appid(-\d|-dsn)?\.(algolia\.net|algolianet\.com)$/.test(h))).toBe(true);
    // Blank configured hosts count as none.
    const blank = fakeRequester({});
    await expect(createSearchClient({ indexName: 'voce', appId: 'APPID', apiKey: 'KEY', hosts: ['', ' '] }, { requester: blank.requester as never, ...fresh() }).search(query)).rejects.toMatchObject({ name: 'RetryError' });
    expect(new URL(blank.sent[0].url).host).toBe('appid-dsn.algolia.net');
  });
});
