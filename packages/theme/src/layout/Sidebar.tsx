import { useState } from 'react';
import type { SidebarItem } from '../types';
import { Link } from '../router/Link';
import { useRouter } from '../router/Router';

function containsPath(item: SidebarItem, path: string): boolean {
  return item.href === path || (item.items ?? []).some((c) => containsPath(c, path));
}

function Category({ item, path }: { item: SidebarItem; path: string }) {
  const active = containsPath(item, path);
  const [open, setOpen] = useState(active || !item.collapsed);
  return (
    <li className="voce-sidebar__category">
      <div className="voce-sidebar__row">
        {item.href ? (
          <Link href={item.href} aria-current={item.href === path ? 'page' : undefined} className="voce-sidebar__link">
            {item.label}
          </Link>
        ) : (
          <button type="button" className="voce-sidebar__link" onClick={() => setOpen(!open)}>
            {item.label}
          </button>
        )}
        <button type="button" className="voce-sidebar__toggle" aria-expanded={open} aria-label={item.label} onClick={() => setOpen(!open)} />
      </div>
      {open ? <Items items={item.items ?? []} path={path} /> : null}
    </li>
  );
}

function Items({ items, path }: { items: SidebarItem[]; path: string }) {
  return (
    <ul className="voce-sidebar__list">
      {items.map((it, i) =>
        it.type === 'category' ? (
          <Category key={i} item={it} path={path} />
        ) : (
          <li key={i}>
            <Link href={it.href ?? '#'} aria-current={it.href === path ? 'page' : undefined} className="voce-sidebar__link">
              {it.label}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

export function Sidebar() {
  const { localeData, location } = useRouter();
  return (
    <nav className="voce-sidebar" aria-label="Docs">
      <Items items={localeData.sidebar.items} path={location.path} />
    </nav>
  );
}
