import { useStrings } from '../i18n/useStrings';
import { useHydrated } from '../hooks/useHydrated';
import { Icon } from '../icons';

/** The window event the default search button dispatches; the search modal listens for it. */
export const OPEN_SEARCH_EVENT = 'voce:open-search';

/** Whether the visitor's keyboard has a ⌘ key. */
function isApple(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent);
}

export interface OpenSearchButtonProps {
  /** Visible text, and so the accessible name (the key hint is hidden from it); defaults to the locale's "Search". */
  label?: string;
  /** Added to `voce-navsearch`. */
  className?: string;
}

/**
 * The navbar's search button: it shows the Ctrl K / ⌘ K hint and
 * dispatches `voce:open-search` on window.
 */
export function OpenSearchButton({ label, className }: OpenSearchButtonProps) {
  const t = useStrings();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className ? `voce-navsearch ${className}` : 'voce-navsearch'}
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <Icon name="search" size={18} />
      <span className="voce-navsearch__text">{label ?? t('theme.SearchBar.label', 'Search')}</span>
      <kbd className="voce-navsearch__keys" aria-hidden="true">{hydrated && isApple() ? '⌘' : 'Ctrl'} K</kbd>
    </button>
  );
}
