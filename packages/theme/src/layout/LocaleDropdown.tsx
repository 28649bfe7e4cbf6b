import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../router/Link';
import { useRouter } from '../router/Router';
import { alternateHref, localeOf, localizePath } from '../router/paths';
import { useStrings } from '../i18n/useStrings';
import { useHydrated } from '../hooks/useHydrated';
import { Icon } from '../icons';

/**
 * The language switch: a disclosure button and a list of links to the same
 * page (query and hash kept) in each locale, or to the locale's home where
 * the page has no version. Arrow keys move through the
 * list, Escape closes it and returns to the button, a click outside closes it.
 */
export function LocaleDropdown() {
  const { site, location, data } = useRouter();
  const t = useStrings();
  const id = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = localeOf(location.path, site.locales);
  // The query and hash are only known in the browser: add them after hydration.
  const here = location.path + (hydrated ? location.search + location.hash : '');

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.voce-dropdown__menu a') ?? [])];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const dir = e.key === 'ArrowDown' ? 1 : -1;
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => links().at(dir > 0 ? 0 : -1)?.focus());
      return;
    }
    const all = links();
    const i = all.indexOf(document.activeElement as HTMLAnchorElement);
    all.at(i < 0 ? (dir > 0 ? 0 : -1) : (i + dir) % all.length)?.focus();
  };

  return (
    <div
      className="voce-dropdown"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="voce-navbar__link voce-dropdown__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Icon name="language" size={18} />
        <span className="voce-sr-only">{t('theme.navbar.language', 'Language')}: </span>
        <span>{current.label}</span>
        <Icon name="chevronDown" size={14} className="voce-dropdown__chevron" />
      </button>
      <ul id={id} className="voce-dropdown__menu" hidden={!open}>
        {site.locales.map((l) => (
          <li key={l.code}>
            <Link
              href={alternateHref(data, here, l, site.locales) ?? localizePath('/', l)}
              lang={l.htmlLang}
              hrefLang={l.htmlLang}
              className="voce-dropdown__item"
              aria-current={l.code === current.code ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
