import { OpenSearchButton, useStrings, type OpenSearchButtonProps } from '@vocedocs/theme';

export type SearchButtonProps = OpenSearchButtonProps;

/**
 * The navbar's search button (pass it as the theme Layout's
 * `searchButton`): the theme's button with the search strings and the
 * `voce-search-button` class. It is part of the first load and holds no
 * search code: hovering, focusing or touching it makes <SearchHost> fetch
 * the modal; a click opens it through the `voce:open-search` event.
 */
export function SearchButton({ label, className }: SearchButtonProps) {
  const t = useStrings();
  return <OpenSearchButton label={label ?? t('search.button.label', 'Search')} className={className ? `voce-search-button ${className}` : 'voce-search-button'} />;
}
