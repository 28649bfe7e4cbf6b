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

/**
 * The navbar's search button until the app passes its own: it shows the
 * Ctrl K / ⌘ K hint and dispatches `voce:open-search` on window.
 */
export function OpenSearchButton() {
  const t = useStrings();
  const hydrated = useHydrated();
  const label = t('theme.SearchBar.label', 'Search');
  return (
    <button
      type="button"
      className="voce-navsearch"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <Icon name="search" size={18} />
      <span className="voce-navsearch__text">{label}</span>
      <kbd className="voce-navsearch__keys" aria-hidden="true">{hydrated && isApple() ? '⌘' : 'Ctrl'} K</kbd>
    </button>
  );
}
