import { OpenSearchButton, useStrings, type OpenSearchButtonProps } from '@vocedocs/theme';

export type SearchButtonProps = OpenSearchButtonProps;

/**
 * The theme's search button with the search strings and the
 * `voce-search-button` class, for the Layout's `searchButton`. It holds no
 * search code: <SearchHost> fetches the modal when it is hovered, focused
 * or touched, and opens it on its `voce:open-search` event.
 */
export function SearchButton({ label, className }: SearchButtonProps) {
  const t = useStrings();
  return <OpenSearchButton label={label ?? t('search.button.label', 'Search')} className={className ? `voce-search-button ${className}` : 'voce-search-button'} />;
}
