import { describe, expect, it, vi } from 'vitest';
import type { SearchClient } from '../../client/getSearchClient';
import { errorScreenClient } from '../errorScreenClient';

const asClient = (c: unknown) => c as SearchClient;

class RetryError extends Error {
  name = 'RetryError';
}

function fakeClient(outcomes: ('ok' | 'retry' | 'api')[]) {
  let i = 0;
  return {
    search: vi.fn(async () => {
      const o = outcomes[i++];
      if (o === 'retry') throw new RetryError('Unreachable hosts');
      if (o === 'api') throw Object.assign(new Error('Bad request'), { name: 'ApiError' });
      return { results: [] };
    }),
    addAlgoliaAgent: vi.fn(),
    transporter: { algoliaAgent: { value: 'x', add: vi.fn() } },
  };
}

/** The shape of DocSearch's own code: search().catch(setStatus('error') and rethrow).then(...), then autocomplete's finally(setStatus('idle')). */
async function docSearchRun(client: SearchClient, status: string[]) {
  await (client.search({ requests: [] }) as Promise<unknown>)
    .catch((e: Error) => {
      if (e.name === 'RetryError') status.push('error');
      throw e;
    })
    .then(() => status.push('idle'))
    .finally(() => status.push('idle'))
    .catch(() => {});
}

describe('errorScreenClient', () => {
  it('puts the error status back after autocomplete resets it, for unreachable hosts', async () => {
    const status: string[] = [];
    const client = errorScreenClient(asClient(fakeClient(['retry'])));
    await docSearchRun(client, status);
    expect(status).toEqual(['error', 'idle']);
    await new Promise((r) => setTimeout(r, 5));
    expect(status).toEqual(['error', 'idle', 'error']);
  });

  it('leaves successes and other errors alone', async () => {
    const status: string[] = [];
    const client = errorScreenClient(asClient(fakeClient(['ok', 'api'])));
    await docSearchRun(client, status);
    await docSearchRun(client, status);
    await new Promise((r) => setTimeout(r, 5));
    expect(status).toEqual(['idle', 'idle', 'idle']);
  });

  it('a newer search wins over the late repair of an older one', async () => {
    const status: string[] = [];
    const queue: (() => void)[] = [];
    const client = errorScreenClient(asClient(fakeClient(['retry', 'ok'])), (f) => queue.push(f));
    await docSearchRun(client, status);
    await docSearchRun(client, status);
    queue.forEach((f) => f());
    expect(status).toEqual(['error', 'idle', 'idle', 'idle']);
  });

  it('keeps the client API DocSearch calls', () => {
    const raw = fakeClient([]);
    const client = errorScreenClient(asClient(raw)) as unknown as typeof raw;
    client.addAlgoliaAgent('docsearch', '3.9.0');
    expect(raw.addAlgoliaAgent).toHaveBeenCalledWith('docsearch', '3.9.0');
    expect(client.transporter).toBe(raw.transporter);
  });
});
