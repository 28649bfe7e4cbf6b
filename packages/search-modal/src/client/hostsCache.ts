import type { liteClient } from 'algoliasearch/lite';

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

const isHost = (v: unknown): v is HostLike => typeof v === 'object' && v !== null && typeof (v as HostLike).url === 'string' && typeof (v as HostLike).protocol === 'string';
const keyOf = (h: HostLike) => `${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}|${h.accept}`;

/** A host with its state, in the shape the transporter reads (isUp, isTimedOut). */
export function statefulHost(h: HostLike, s: HostState) {
  return {
    url: h.url,
    accept: h.accept,
    protocol: h.protocol,
    ...(h.port ? { port: h.port } : {}),
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
 * localStorage when it is available.
 */
export function createHostsCache(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(), name = 'voce-search-hosts'): Cache {
  let states = new Map<string, HostState>();
  const load = () => {
    if (!storage) return;
    try {
      const raw = JSON.parse(storage.getItem(name) ?? '{}') as Record<string, HostState>;
      const now = Date.now();
      states = new Map(Object.entries(raw).filter(([, s]) => s && typeof s.lastUpdate === 'number' && now - s.lastUpdate <= HOST_REST_MS));
    } catch {
      /* unreadable: start afresh */
    }
  };
  const save = () => {
    try {
      storage?.setItem(name, JSON.stringify(Object.fromEntries(states)));
    } catch {
      /* storage full or blocked: memory only */
    }
  };
  load();
  const cache = {
    get(key: unknown, defaultValue: () => Promise<unknown>, events: { miss: (value: unknown) => Promise<unknown> } = { miss: () => Promise.resolve() }) {
      if (isHost(key)) {
        const s = states.get(keyOf(key));
        if (s) return Promise.resolve(statefulHost(key, s));
      }
      return defaultValue().then((v) => events.miss(v).then(() => v));
    },
    set(key: unknown, value: unknown) {
      if (isHost(key) && isHost(value)) {
        const v = value as HostLike & Partial<HostState>;
        states.set(keyOf(key), { status: v.status ?? 'up', lastUpdate: v.lastUpdate ?? Date.now() });
        save();
      }
      return Promise.resolve(value);
    },
    delete(key: unknown) {
      if (isHost(key)) states.delete(keyOf(key));
      save();
      return Promise.resolve();
    },
    clear() {
      states.clear();
      save();
      return Promise.resolve();
    },
  };
  return cache as unknown as Cache;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
