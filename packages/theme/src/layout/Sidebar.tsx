import { useEffect, useId, useState, type ReactNode } from 'react';
import type { SidebarItem } from '../types';
import { Link } from '../router/Link';
import { useRouter } from '../router/Router';
import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';
import { Collapsible } from './Collapsible';

function containsPath(item: SidebarItem, path: string): boolean {
  return item.href === path || (item.items ?? []).some((c) => containsPath(c, path));
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

export interface SidebarCategoryProps {
  label: string;
  /** The category's own page: the label links there and a caret toggles; without it the whole row toggles. */
  href?: string;
  /** The current path, to mark the category's own page. */
  path: string;
  /** The current page is inside. */
  active: boolean;
  open: boolean;
  onToggle(open: boolean): void;
  /** Rendered once the category is first opened (a folded one adds nothing to the page). */
  children: ReactNode;
}

/** A foldable sidebar category; the docs sidebar and the API sidebar both use it. */
export function SidebarCategory({ label, href, path, active, open, onToggle, children }: SidebarCategoryProps) {
  const t = useStrings();
  const id = useId();
  const caretLabel = open
    ? t('theme.DocSidebarItem.collapseCategoryAriaLabel', "Collapse sidebar category '{label}'", { label })
    : t('theme.DocSidebarItem.expandCategoryAriaLabel', "Expand sidebar category '{label}'", { label });
  return (
    <li className={active ? 'voce-sidebar__category voce-sidebar__category--active' : 'voce-sidebar__category'}>
      <div className="voce-sidebar__row">
        {href ? (
          <>
            <Link
              href={href}
              aria-current={href === path ? 'page' : undefined}
              className="voce-sidebar__link voce-sidebar__link--category"
              onClick={() => {
                if (!open) onToggle(true);
              }}
            >
              {label}
            </Link>
            {/* The caret is drawn in CSS (sidebar.css): every page carries every group's heading. */}
            <button type="button" className="voce-sidebar__caret" aria-expanded={open} aria-controls={id} aria-label={caretLabel} title={caretLabel} onClick={() => onToggle(!open)} />
          </>
        ) : (
          <button type="button" className="voce-sidebar__link voce-sidebar__link--category" aria-expanded={open} aria-controls={id} onClick={() => onToggle(!open)}>
            {label}
            <span className="voce-sidebar__caret" />
          </button>
        )}
      </div>
      <Collapsible open={open} id={id}>
        {children}
      </Collapsible>
    </li>
  );
}

/**
 * One level of the tree. It holds the open state of its categories: the
 * category of the active page starts open (and opens on navigation), and
 * opening one folds its siblings.
 */
function Items({ items, path }: { items: SidebarItem[]; path: string }) {
  const [open, setOpen] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(items.map((it, i) => [i, it.type === 'category' && (containsPath(it, path) || !it.collapsed)])),
  );
  useEffect(() => {
    const i = items.findIndex((it) => it.type === 'category' && containsPath(it, path));
    if (i >= 0) setOpen((o) => (o[i] ? o : { ...o, [i]: true }));
  }, [items, path]);
  // Opening a category folds every other one of this level.
  const toggle = (i: number, next: boolean) => setOpen((o) => (next ? { [i]: true } : { ...o, [i]: false }));
  return (
    <ul className="voce-sidebar__list">
      {items.map((it, i) =>
        it.type === 'category' ? (
          <SidebarCategory
            key={it.href ?? it.label}
            label={it.label}
            href={it.href}
            path={path}
            active={containsPath(it, path)}
            open={!!open[i]}
            onToggle={(n) => toggle(i, n)}
          >
            <Items items={it.items ?? []} path={path} />
          </SidebarCategory>
        ) : (
          <li key={it.href ?? it.label}>
            <Link
              href={it.href ?? '#'}
              aria-current={it.href === path ? 'page' : undefined}
              className={it.type === 'link' ? 'voce-sidebar__link voce-sidebar__link--external' : 'voce-sidebar__link'}
            >
              {it.label}
              {it.href && isExternal(it.href) ? <Icon name="external" size={13} /> : null}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The docs sidebar of the current locale, in the order the Go stage wrote
 * it (link items last): collapsible categories, the active page marked
 * with aria-current="page".
 */
export function Sidebar() {
  const { localeData, location } = useRouter();
  const t = useStrings();
  return (
    <nav className="voce-sidebar" aria-label={t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}>
      <Items key={localeData.locale} items={localeData.sidebar.items} path={location.path} />
    </nav>
  );
}
