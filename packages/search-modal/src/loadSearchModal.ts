/**
 * Fetches the modal's chunk (DocSearch, its CSS and the search client), and
 * search-insights when the site sends click analytics to Algolia (the
 * modal works without it). The browser keeps each module once it is
 * loaded, so a second call costs nothing; after a failure the next hover or
 * shortcut asks again.
 */
export function loadSearchModal(withInsights: boolean) {
  const insights = withInsights ? import('search-insights').then((m) => m.default, () => null) : null;
  return Promise.all([import('./modal/SearchModal'), insights]).then(([m, insightsClient]) => ({ Modal: m.default, insightsClient }));
}

export type LoadedSearchModal = Awaited<ReturnType<typeof loadSearchModal>>;
