// The artifacts the Go pipeline writes, typed from their JSON Schemas
// (artifacts/*.d.ts, generated from schemas/data). The theme reads them as
// they are: it never re-parses Markdown or re-slugs. The path leaves src/ so
// that it resolves from dist/ too, where the package ships artifacts/.
import type { DocPageData } from '../artifacts/page';
import type { SidebarData } from '../artifacts/sidebar';
import type { UiStrings } from '../artifacts/ui-strings';

export type { BodyNode, DocPageData, NavLink, TocEntry } from '../artifacts/page';
export type { SidebarData, SidebarItem } from '../artifacts/sidebar';
export type { LocaleConfig, Localized, LocalizedLink, SiteConfig } from '../artifacts/site';
export type { UiStrings } from '../artifacts/ui-strings';

/**
 * Data of one route, fetched from /_data/route/<path>.json or embedded.
 * markdown is where the page's Markdown twin is served (/install/docker.md),
 * for the Copy page control and the head's alternate link. The theme never
 * reads the API routes' data: an app that renders them names its types as
 * the parameters.
 */
export type RouteData<ApiIndex = unknown, ApiOperation = unknown, ApiSidebar = unknown> =
  | { kind: 'doc'; page: DocPageData; markdown?: string }
  | { kind: 'search' }
  | { kind: 'notfound' }
  | { kind: 'api-index'; index: ApiIndex; sidebar?: ApiSidebar; markdown?: string }
  | { kind: 'api-operation'; operation: ApiOperation; sidebar?: ApiSidebar; markdown?: string };

/** What a locale needs besides the page: sidebar and UI strings. */
export interface LocaleData {
  locale: string;
  sidebar: SidebarData;
  strings: UiStrings;
}
