import { useEffect, useState } from 'react';
import { Icon, Link, SidebarCategory, useOptionalRouter, useStrings } from '@vocedocs/theme';
import type { ApiSidebarData } from '../types';
import { useApiBase } from '../lib/useApiBase';
import { MethodBadge } from './MethodBadge';

export interface ApiSidebarProps {
  sidebar: ApiSidebarData;
  /** Where the OpenAPI document can be downloaded. Default /openapi.yaml. */
  specUrl?: string;
  /** The current path; by default the router's. */
  path?: string;
}

/**
 * The API sidebar: the overview link, one collapsible category per tag with
 * its operations and their method badges (the current one marked
 * aria-current="page"; its category open), and the OpenAPI download link.
 */
export function ApiSidebar({ sidebar, specUrl, path: pathProp }: ApiSidebarProps) {
  const t = useStrings();
  const router = useOptionalRouter();
  const base = useApiBase();
  const path = pathProp ?? router?.location.path ?? '';
  const active = sidebar.categories.findIndex((c) => c.items.some((it) => `${base}/${it.href}` === path));
  const [open, setOpen] = useState<Record<number, boolean>>(active >= 0 ? { [active]: true } : {});
  // Each navigation opens the current operation's category, even one the reader folded.
  useEffect(() => {
    if (active >= 0) setOpen((o) => (o[active] ? o : { ...o, [active]: true }));
  }, [active, path]);
  return (
    <nav className="voce-sidebar voce-api-sidebar" aria-label={t('api.sidebar.label', 'API reference')}>
      <ul className="voce-sidebar__list">
        <li>
          <Link href={base} className="voce-sidebar__link voce-api-sidebar__overview" aria-current={path === base ? 'page' : undefined}>
            {t('api.sidebar.overview', 'API overview')}
          </Link>
        </li>
        {sidebar.categories.map((c, i) => (
          <SidebarCategory
            key={c.tag}
            label={c.label}
            path={path}
            active={i === active}
            open={!!open[i]}
            onToggle={(o) => setOpen((s) => ({ ...s, [i]: o }))}
          >
            <ul className="voce-sidebar__list">
              {c.items.map((it) => (
                <li key={it.href}>
                  <Link href={`${base}/${it.href}`} className="voce-sidebar__link voce-api-sidebar__op" aria-current={`${base}/${it.href}` === path ? 'page' : undefined}>
                    <span className="voce-api-sidebar__label">{it.label}</span>
                    <MethodBadge method={it.method} size="sm" />
                  </Link>
                </li>
              ))}
            </ul>
          </SidebarCategory>
        ))}
      </ul>
      <a className="voce-api-sidebar__download" href={specUrl || '/openapi.yaml'} download>
        <Icon name="download" size={16} />
        <span>{t('api.downloadSpec', 'Download OpenAPI document')}</span>
      </a>
    </nav>
  );
}
