import type { SearchClient } from '../client/getSearchClient';

type Search = SearchClient['search'];

/**
 * The client DocSearch gets, with one repair. DocSearch 3.9 shows its
 * error screen by setting the status to "error" in a `.catch` on the
 * search promise when it rejects with a RetryError (every host unreachable,
 * or the static index not loaded); but the autocomplete core it bundles
 * then resets the status to "idle" in a `finally`, so the
 * visitor sees "No results" instead of "Unable to fetch results". Here a
 * RetryError's catch handler runs a second time once that chain has
 * settled (a macrotask later), unless another search has started since:
 * the status stays "error" and the error screen shows.
 */
export function errorScreenClient<C extends SearchClient>(client: C, later: (f: () => void) => void = (f) => setTimeout(f, 0)): C {
  let seq = 0;
  const search = ((...args: Parameters<Search>) => {
    const id = ++seq;
    const p = client.search(...args) as Promise<unknown>;
    const nativeCatch = p.catch.bind(p);
    return Object.assign(p, {
      catch(onRejected?: ((reason: unknown) => unknown) | null) {
        return nativeCatch((err: unknown) => {
          if (onRejected && (err as { name?: string } | null)?.name === 'RetryError') {
            later(() => {
              if (id !== seq) return;
              try {
                onRejected(err);
              } catch {
                /* DocSearch rethrows after setting the status */
              }
            });
          }
          if (onRejected) return onRejected(err);
          throw err;
        });
      },
    });
  }) as Search;
  return { ...client, search };
}
