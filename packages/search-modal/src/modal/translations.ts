import type { DocSearchTranslations } from '@docsearch/react';

type T = (key: string, fallback: string, vars?: Record<string, string | number>) => string;

/** Every text of DocSearch's modal, from the locale's `search.modal.*` strings (the button is our own). */
export function docSearchTranslations(t: T): NonNullable<DocSearchTranslations['modal']> {
  return {
    searchBox: {
      resetButtonTitle: t('search.modal.searchBox.resetButtonTitle', 'Clear the query'),
      resetButtonAriaLabel: t('search.modal.searchBox.resetButtonAriaLabel', 'Clear the query'),
      cancelButtonText: t('search.modal.searchBox.cancelButtonText', 'Cancel'),
      cancelButtonAriaLabel: t('search.modal.searchBox.cancelButtonAriaLabel', 'Cancel'),
      searchInputLabel: t('search.modal.searchBox.searchInputLabel', 'Search'),
    },
    startScreen: {
      recentSearchesTitle: t('search.modal.startScreen.recentSearchesTitle', 'Recent'),
      noRecentSearchesText: t('search.modal.startScreen.noRecentSearchesText', 'No recent searches'),
      saveRecentSearchButtonTitle: t('search.modal.startScreen.saveRecentSearchButtonTitle', 'Save this search'),
      removeRecentSearchButtonTitle: t('search.modal.startScreen.removeRecentSearchButtonTitle', 'Remove this search from history'),
      favoriteSearchesTitle: t('search.modal.startScreen.favoriteSearchesTitle', 'Favorite'),
      removeFavoriteSearchButtonTitle: t('search.modal.startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
    },
    errorScreen: {
      titleText: t('search.modal.errorScreen.titleText', 'Unable to fetch results'),
      helpText: t('search.modal.errorScreen.helpText', 'You might want to check your network connection.'),
    },
    footer: {
      selectText: t('search.modal.footer.selectText', 'to select'),
      selectKeyAriaLabel: t('search.modal.footer.selectKeyAriaLabel', 'Enter key'),
      navigateText: t('search.modal.footer.navigateText', 'to navigate'),
      navigateUpKeyAriaLabel: t('search.modal.footer.navigateUpKeyAriaLabel', 'Arrow up'),
      navigateDownKeyAriaLabel: t('search.modal.footer.navigateDownKeyAriaLabel', 'Arrow down'),
      closeText: t('search.modal.footer.closeText', 'to close'),
      closeKeyAriaLabel: t('search.modal.footer.closeKeyAriaLabel', 'Escape key'),
      searchByText: t('search.modal.footer.searchByText', 'Search by'),
    },
    noResultsScreen: {
      noResultsText: t('search.modal.noResultsScreen.noResultsText', 'No results for'),
      suggestedQueryText: t('search.modal.noResultsScreen.suggestedQueryText', 'Try searching for'),
      reportMissingResultsText: t('search.modal.noResultsScreen.reportMissingResultsText', 'Believe this query should return results?'),
      reportMissingResultsLinkText: t('search.modal.noResultsScreen.reportMissingResultsLinkText', 'Let us know.'),
    },
  };
}
