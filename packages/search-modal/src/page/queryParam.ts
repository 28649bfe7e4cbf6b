/** The query of a search page URL: `?q=...`, at most 64 characters as in the modal. */
export const MAX_QUERY_LENGTH = 64;

export function readQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

/**
 * Puts the query in the address bar (q set, or removed when empty) without a
 * new history entry, keeping the path, the other parameters, the hash and
 * the history state.
 */
export function syncQueryToUrl(query: string, loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history): void {
  const params = new URLSearchParams(loc.search);
  if (query) params.set('q', query);
  else params.delete('q');
  const rest = params.toString();
  const search = rest ? `?${rest}` : '';
  if (search === loc.search) return;
  history.replaceState(history.state, '', loc.pathname + search + loc.hash);
}
