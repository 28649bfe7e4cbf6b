import { Icon, OPEN_SEARCH_EVENT, useHydrated, useStrings } from '@vocedocs/theme';

/** Whether the visitor's keyboard has a ⌘ key. */
function isApple(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent);
}

export interface SearchButtonProps {
  /** Visible text, and so the accessible name (the key hint is hidden from it); defaults to the locale's "Search". */
  label?: string;
  className?: string;
}

/**
 * The navbar's search button (pass it as the theme Layout's
 * `searchButton`). It is part of the first load and holds no search code:
 * hovering, focusing or touching it makes <SearchHost> fetch the modal; a
 * click opens it through the `voce:open-search` event. It wears the theme's
 * `voce-navsearch` look.
 */
export function SearchButton({ label, className }: SearchButtonProps) {
  const t = useStrings();
  const hydrated = useHydrated();
  const text = label ?? t('search.button.label', 'Search');
  return (
    <button
      type="button"
      className={`voce-navsearch voce-search-button${className ? ` ${className}` : ''}`}
      aria-keyshortcuts="Control+K Meta+K"
      data-voce-search-trigger=""
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <Icon name="search" size={18} />
      <span className="voce-navsearch__text">{text}</span>
      <kbd className="voce-navsearch__keys" aria-hidden="true">{hydrated && isApple() ? '⌘' : 'Ctrl'} K</kbd>
    </button>
  );
}
