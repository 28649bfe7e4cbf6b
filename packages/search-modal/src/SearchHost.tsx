import { useCallback, useEffect, useRef, useState } from 'react';
import { localeOf, OPEN_SEARCH_EVENT, useRouter } from '@vocedocs/theme';
import { searchPagePath } from './searchPagePath';
import { loadSearchModal, type LoadedSearchModal } from './loadSearchModal';
import { usesAlgolia } from './client/credentials';
import { isEditingContent, shortcutAction } from './shortcuts';

/** Elements whose hover or focus starts fetching the modal. */
const TRIGGER = '.voce-navsearch, .voce-search-button, [data-voce-search-trigger]';

export interface SearchHostProps {
  /** Hits shown per top-level category in the modal (DocSearch's default, 5). */
  maxResultsPerGroup?: number;
  /** Keep no recent or favourite searches. */
  disableUserPersonalization?: boolean;
  /** Input placeholder; defaults to the locale's "Search docs". */
  placeholder?: string;
}

/** Starts fetching the modal's code (on hover or focus of a search button). */
export function preloadSearchModal(withInsights = false): void {
  loadSearchModal(withInsights).catch(() => {});
}

/**
 * Mount once inside the theme's Router. It owns the modal: Ctrl/Cmd+K and
 * `/` open it, Escape and Ctrl/Cmd+K close it, the `voce:open-search` event
 * opens it, and hovering or focusing a search button fetches its code. The
 * DocSearch code arrives only then, never with the page.
 */
export function SearchHost(props: SearchHostProps) {
  const { site, navigate, location } = useRouter();
  const withInsights = usesAlgolia(site.search);
  const [open, setOpen] = useState<(LoadedSearchModal & { query?: string; scrollY: number }) | null>(null);
  const wanted = useRef(0);
  const isOpen = open !== null;

  const show = useCallback(
    (query?: string) => {
      const id = ++wanted.current;
      loadSearchModal(withInsights).then(
        (m) => {
          if (id === wanted.current) setOpen({ ...m, query, scrollY: window.scrollY });
        },
        (err) => {
          console.warn('[voce] could not load the search', err);
          // Without the modal's code (offline, or a newer deploy removed the
          // chunk) the search page does the same job: go there instead of
          // leaving the shortcut or the button without an answer.
          if (id === wanted.current) navigate(searchPagePath(localeOf(location.path, site.locales), query ?? ''));
        },
      );
    },
    [withInsights, navigate, location.path, site.locales],
  );
  const hide = useCallback(() => {
    wanted.current++;
    setOpen(null);
  }, []);

  // Keyboard: the same rules as DocSearch's useDocSearchKeyboardEvents.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutAction(e, isOpen);
      if (action) {
        e.preventDefault();
        if (action === 'close') hide();
        else if (!document.body.classList.contains('DocSearch--active')) show();
        return;
      }
      // Typing a letter on a focused search button opens the modal with it.
      const active = document.activeElement;
      if (!isOpen && active instanceof Element && active.matches(TRIGGER) && !isEditingContent(active) && /^[a-z0-9]$/i.test(e.key) && !e.metaKey && !e.ctrlKey && !e.altKey) {
        e.preventDefault();
        show(e.key);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, show, hide]);

  // The navbar button (ours or the theme's) asks by event.
  useEffect(() => {
    const onOpen = (e: Event) => show((e as CustomEvent<{ query?: string } | null>).detail?.query);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
  }, [show]);

  // First hover, focus or touch of a search button fetches the code.
  useEffect(() => {
    const warm = (e: Event) => {
      if (e.target instanceof Element && e.target.closest(TRIGGER)) preloadSearchModal(withInsights);
    };
    const listening = new AbortController();
    for (const name of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(name, warm, { capture: true, passive: true, signal: listening.signal });
    return () => listening.abort();
  }, [withInsights]);

  if (!open) return null;
  const { Modal, insightsClient } = open;
  return <Modal {...props} onClose={hide} initialQuery={open.query} initialScrollY={open.scrollY} insightsClient={insightsClient} />;
}
