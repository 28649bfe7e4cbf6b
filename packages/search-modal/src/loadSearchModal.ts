import type { ComponentType } from 'react';
import type { SearchModalProps } from './modal/SearchModal';

export interface LoadedSearchModal {
  Modal: ComponentType<SearchModalProps>;
  insightsClient: unknown;
}

let modal: Promise<ComponentType<SearchModalProps>> | null = null;
let insights: Promise<unknown> | null = null;

/**
 * Fetches the modal's chunk (DocSearch, its CSS and the search client) the
 * first time it is asked for, and search-insights when the site sends
 * click analytics to Algolia. A failed fetch is forgotten so the next
 * hover or shortcut tries again.
 */
export function loadSearchModal(withInsights: boolean): Promise<LoadedSearchModal> {
  modal ??= import('./modal/SearchModal').then(
    (m) => m.default,
    (err) => {
      modal = null;
      throw err;
    },
  );
  const aa = withInsights
    ? (insights ??= import('search-insights').then(
        (m) => m.default,
        () => {
          insights = null;
          return null;
        },
      ))
    : Promise.resolve(null);
  return Promise.all([modal, aa]).then(([Modal, insightsClient]) => ({ Modal, insightsClient }));
}
