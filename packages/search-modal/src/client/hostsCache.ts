import type { liteClient } from 'algoliasearch/lite';
import { storage } from '@vocedocs/theme';

type Cache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>;
type Host = { url: string; accept: string; protocol: string; port?: number };
type HostState = { status: 'up' | 'down' | 'timed out'; lastUpdate: number };

/** How long a host that failed is left out: algoliasearch's own delay. */
export const HOST_REST_MS = 120_000;

const keyOf = (h: Host) => `${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}|${h.accept}`;

/**
 * The transporter's memory of host states. algoliasearch 5 looks a host up
 * by its plain description but stores it under its stateful form (with
 * status and lastUpdate in the key), so with its own caches a failed host
 * is never skipped on the next search. This cache keys hosts by protocol,
 * address and use, so a refused or timed-out host rests for 120 s, as the
 * retry strategy intends; the states also survive a reload through
 * localStorage when it is available. The transporter only calls get and set.
 */
export function createHostsCache(store: Pick<typeof storage, 'get' | 'set'> = storage, name = 'voce-search-hosts'): Cache {
  let states: Record<string, HostState> = {};
  try {
    states = JSON.parse(store.get(name) ?? '{}') as Record<string, HostState>;
  } catch {
    /* unreadable: start afresh */
  }
  const cache = {
    get(host: Host, defaultValue: () => Promise<unknown>) {
      const s = states[keyOf(host)];
      if (!s || Date.now() - s.lastUpdate > HOST_REST_MS) return defaultValue();
      // A resting host, in the shape the transporter reads.
      return Promise.resolve({ ...host, ...s, isUp: () => s.status === 'up', isTimedOut: () => s.status === 'timed out' });
    },
    set(host: Host, value: HostState) {
      states[keyOf(host)] = { status: value.status, lastUpdate: value.lastUpdate };
      store.set(name, JSON.stringify(states));
      return Promise.resolve(value);
    },
  };
  return cache as unknown as Cache;
}
