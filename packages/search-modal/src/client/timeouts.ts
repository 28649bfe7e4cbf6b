/** Timeouts of every search request, in ms; a host that failed rests 120 s (algoliasearch's own delay). */
export const SEARCH_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;
