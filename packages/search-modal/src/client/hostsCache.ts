import type { liteClient } from 'algoliasearch/lite';
import { storage } from '@vocedocs/theme';

type Cache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>;

/** How long a host that failed is left out: algoliasearch's own delay. */
export const HOST_REST_MS = 120_000;

type Status = 'up' | 'down' | 'timed out';
interface HostLike {
  url: string;
  accept: 'read' | 'readWrite' | 'write';
  protocol: 'http' | 'https';
  port?: number;
}
interface HostState {
  status: Status;
  lastUpdate: number;
}

const keyOf = (h: HostLike) => `${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}|${h.accept}`;

/** A host with its state, in the shape the transporter reads (isUp, isTimedOut). */
function statefulHost(h: HostLike, s: HostState) {
  return {
    ...h,
    status: s.status,
    lastUpdate: s.lastUpdate,
    isUp: () => s.status === 'up' || Date.now() - s.lastUpdate > HOST_REST_MS,
    isTimedOut: () => s.status === 'timed out' && Date.now() - s.lastUpdate <= HOST_REST_MS,
  };
}

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
  let states = new Map<string, HostState>();
  try {
    const saved = JSON.parse(store.get(name) ?? '{}') as Record<string, HostState>;
    states = new Map(Object.entries(saved).filter(([, s]) => Date.now() - s.lastUpdate <= HOST_REST_MS));
  } catch {
    /* unreadable: start afresh */
  }
  const cache = {
    get(host: HostLike, defaultValue: () => Promise<unknown>) {
      const s = states.get(keyOf(host));
      return s ? Promise.resolve(statefulHost(host, s)) : defaultValue();
    },
    set(host: HostLike, value: HostLike & HostState) {
      states.set(keyOf(host), { status: value.status, lastUpdate: value.lastUpdate });
      store.set(name, JSON.stringify(Object.fromEntries(states)));
      return Promise.resolve(value);
    },
  };
  return cache as unknown as Cache;
}
