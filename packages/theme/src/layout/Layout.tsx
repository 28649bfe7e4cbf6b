import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '../router/Router';
import { useStrings } from '../i18n/useStrings';
import { storage } from '../hooks/storage';
import { useHydrated } from '../hooks/useHydrated';
import { Icon } from '../icons';
import { CrashPage, ErrorBoundary } from '../page/ErrorBoundary';
import { AnnouncementBar } from './AnnouncementBar';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { Brand, Navbar, NavbarItems } from './Navbar';
import { ProgressBar } from './ProgressBar';

/** The localStorage key of the hidden desktop sidebar; the head script copies it to html[data-sidebar-hidden]. */
export const SIDEBAR_HIDDEN_KEY = 'voce-sidebar-hidden';

export interface LayoutProps {
  children: ReactNode;
  /** The left column on desktop, the drawer's content at 996 px and below (usually <Sidebar />). */
  sidebar?: ReactNode;
  /** No footer, and so no chat widget. */
  hideFooter?: boolean;
  /** Replaces the navbar's default search button. */
  searchButton?: ReactNode;
}

const visible = (el: HTMLElement) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.offsetParent !== null;

/** Hides or shows the desktop sidebar; the other fold button, the one now on screen, takes the focus. */
function setSidebarHidden(hidden: boolean) {
  storage.set(SIDEBAR_HIDDEN_KEY, hidden ? 'true' : null);
  document.documentElement.toggleAttribute('data-sidebar-hidden', hidden);
  document.querySelector<HTMLElement>(hidden ? '.voce-drawer__show' : '.voce-drawer__hide')?.focus();
}

/**
 * The page shell: skip link, announcement bar, navbar, progress bar, the
 * sidebar (a drawer on narrow screens), the page inside an error boundary,
 * the footer unless hidden, and the back-to-top button.
 */
export function Layout({ children, hideFooter, sidebar, searchButton }: LayoutProps) {
  const { location, error, retry, pending } = useRouter();
  const t = useStrings();
  const [drawer, setDrawer] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // The drawer closes on navigation and when the window grows past 996 px
  // (where the sidebar is a column and the menu button is gone).
  useEffect(() => setDrawer(false), [location.path]);
  useEffect(() => {
    const desktop = matchMedia('(min-width: 997px)');
    const close = () => {
      if (desktop.matches) setDrawer(false);
    };
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, []);

  useEffect(() => {
    if (!drawer) return;
    opener.current = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('.voce-drawer__close')?.focus();
    document.body.classList.add('voce-scroll-lock');
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setDrawer(false);
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      // Keep the focus inside the open drawer.
      const all = [...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(visible);
      const first = all[0];
      const last = all[all.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('voce-scroll-lock');
      if (opener.current?.isConnected && panel.current?.contains(document.activeElement)) opener.current.focus();
      else if (document.activeElement === document.body) opener.current?.focus();
    };
  }, [drawer]);

  const hideLabel = t('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar');
  const showLabel = t('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar');
  // The drawer's head and its copy of the navbar items render once the
  // drawer first opens: until then they are hidden, on phones and desktops
  // alike, and the navbar holds the same links in the pre-rendered HTML.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const hydrated = useHydrated();
  if (drawer && !drawerUsed) setDrawerUsed(true);
  const drawerShown = drawerUsed || drawer;
  return (
    <div className={sidebar ? 'voce-root voce-root--sidebar' : 'voce-root'} data-footer={hideFooter ? undefined : ''}>
      <a className="voce-skip" href="#main">
        {t('theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      <AnnouncementBar />
      <Navbar searchButton={searchButton} menuOpen={drawer} onMenu={() => setDrawer(true)} />
      <ProgressBar />
      <div className="voce-main-wrap">
        <div className="voce-backdrop" data-open={drawer ? '' : undefined} onClick={() => setDrawer(false)} />
        <div
          id="voce-drawer"
          ref={panel}
          className="voce-drawer"
          data-open={drawer ? '' : undefined}
          data-used={drawerShown ? '' : undefined}
          role={drawer ? 'dialog' : undefined}
          aria-modal={drawer ? true : undefined}
          aria-label={drawer ? t('theme.drawer.label', 'Navigation') : undefined}
        >
          {drawerShown ? (
            <>
              <div className="voce-drawer__head">
                <Brand />
                <button type="button" className="voce-iconbtn voce-drawer__close" aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation bar')} onClick={() => setDrawer(false)}>
                  <Icon name="close" size={22} />
                </button>
              </div>
              <nav className="voce-drawer__nav" aria-label={t('theme.navbar.label', 'Main')}>
                <NavbarItems />
              </nav>
            </>
          ) : null}
          {sidebar}
          {/* Folding the sidebar needs the script: the buttons come with it,
              like the code blocks' copy button. */}
          {sidebar && hydrated ? (
            <>
              <button
                type="button"
                className="voce-drawer__hide"
                title={hideLabel}
                onClick={() => setSidebarHidden(true)}
              >
                <Icon name="collapse" size={18} />
                <span>{hideLabel}</span>
              </button>
              <button
                type="button"
                className="voce-drawer__show"
                aria-label={showLabel}
                title={showLabel}
                onClick={() => setSidebarHidden(false)}
              >
                <Icon name="expand" size={18} />
              </button>
            </>
          ) : null}
        </div>
        <main id="main" className="voce-main" tabIndex={-1}>
          {error ? <CrashPage error={error} onRetry={retry} route pending={pending} /> : <ErrorBoundary key={location.path}>{children}</ErrorBoundary>}
        </main>
      </div>
      {hideFooter ? null : <Footer />}
      <BackToTop />
    </div>
  );
}
