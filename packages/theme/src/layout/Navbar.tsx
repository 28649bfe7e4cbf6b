import type { ReactNode } from 'react';
import { Link } from '../router/Link';
import { useRouter } from '../router/Router';
import { localeOf, localizePath } from '../router/paths';
import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';
import { ColorModeToggle } from '../color/ColorModeToggle';
import { LocaleDropdown } from './LocaleDropdown';
import { OpenSearchButton } from './OpenSearchButton';

/** Logo and title, linking to the home page of the current locale. */
export function Brand() {
  const { site, location } = useRouter();
  const locale = localeOf(location.path, site.locales);
  return (
    <Link className="voce-brand" href={localizePath('/', locale)}>
      {site.logo ? <img className="voce-brand__logo" src={site.logo} alt="" width={30} height={30} /> : null}
      <span className="voce-brand__title">{site.title}</span>
    </Link>
  );
}

/** The navbar's links: APIs, the language switch, the source code. Shared by the navbar and the drawer. */
export function NavbarItems() {
  const { site, location } = useRouter();
  const t = useStrings();
  const locale = localeOf(location.path, site.locales);
  const api = localizePath(site.api.routeBase, locale);
  const inApi = location.path === api || location.path.startsWith(api + '/');
  const source = t('theme.navbar.source', 'Source code on {name}', { name: site.navbar.source.label });
  return (
    <>
      <Link className="voce-navbar__link voce-navbar__link--api" href={api} aria-current={inApi ? 'page' : undefined}>
        {t('theme.navbar.apis', 'APIs')}
      </Link>
      <span className="voce-navbar__spacer" />
      <LocaleDropdown />
      <a className="voce-navbar__link voce-navbar__source" href={site.navbar.source.href} target="_blank" rel="noopener noreferrer" aria-label={source} title={source}>
        <Icon name="code" />
        <span className="voce-navbar__source-text">{site.navbar.source.label}</span>
      </a>
    </>
  );
}

export interface NavbarProps {
  /** Replaces the default search button (which dispatches `voce:open-search`). */
  searchButton?: ReactNode;
  /** Whether the drawer is open (for the menu button's aria-expanded). */
  menuOpen?: boolean;
  /** Opens the drawer; the menu button shows at 996 px and below. */
  onMenu?(): void;
}

/** The sticky top bar: menu button (narrow screens), brand, links, search and the colour mode switch. */
export function Navbar({ searchButton, menuOpen = false, onMenu }: NavbarProps) {
  const t = useStrings();
  return (
    <header className="voce-navbar">
      <div className="voce-navbar__inner">
        <button
          type="button"
          className="voce-iconbtn voce-navbar__menu"
          aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
          aria-expanded={menuOpen}
          aria-controls="voce-drawer"
          onClick={onMenu}
        >
          <Icon name="menu" size={22} />
        </button>
        <Brand />
        <nav className="voce-navbar__items" aria-label={t('theme.navbar.label', 'Main')}>
          <NavbarItems />
        </nav>
        <div className="voce-navbar__tools">
          {searchButton ?? <OpenSearchButton />}
          <ColorModeToggle />
        </div>
      </div>
    </header>
  );
}
