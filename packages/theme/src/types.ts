// Shapes of the artifacts the Go pipeline writes (schemas/data/*.schema.json).
// The theme reads them as they are: it never re-parses Markdown or re-slugs.

/** A node of a page body: text, or [tag, attrs, ...children]. */
export type BodyNode = string | [string, Record<string, unknown>, ...BodyNode[]];

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface NavLink {
  label: string;
  href: string;
}

export interface DocPageData {
  kind: 'doc';
  route: string;
  locale: string;
  id: string;
  title: string;
  h1: string;
  description: string;
  body: BodyNode[];
  toc: TocEntry[];
  hideTableOfContents: boolean;
  hideFooter: boolean;
  lastUpdated?: string;
  editUrl?: string;
  breadcrumbs: { label: string; href?: string }[];
  prev: NavLink | null;
  next: NavLink | null;
  alternates: Record<string, string>;
  source: string;
}

export interface SidebarItem {
  type: 'doc' | 'category' | 'link';
  label: string;
  href?: string;
  docId?: string;
  collapsed?: boolean;
  items?: SidebarItem[];
}

export interface SidebarData {
  locale: string;
  items: SidebarItem[];
}

export type Localized = Record<string, string>;

export interface LocaleConfig {
  code: string;
  label: string;
  htmlLang: string;
  default: boolean;
}

export interface SiteConfig {
  title: string;
  tagline?: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  logo?: string;
  locales: LocaleConfig[];
  navbar: { source: { label: string; href: string } };
  sidebar: { links: { label: Localized; href: string }[] };
  editUrl?: string;
  footer: { columns: { title: Localized; items: { label: Localized; href: string }[] }[]; copyright: string };
  announcement?: { id: string; content: Localized; background?: string; color?: string };
  api: { spec: string; routeBase: string };
  /** appId and apiKey set: Algolia (its search-only key); unset: the static index the build writes under /pagefind/. */
  search: { indexName: string; appId?: string; apiKey?: string; hosts?: string[] };
  widget: {
    host: string;
    id: string;
    autoReg: boolean;
    themeColor: string;
    contactEmail: string;
    welcome: Localized;
  };
  frameAncestors?: string[];
}

export type UiStrings = Record<string, string>;

/**
 * Data of one route, fetched from /_data/route/<path>.json or embedded.
 * markdown is where the page's Markdown twin is served (/install/docker.md),
 * for the Copy page control and the head's alternate link.
 */
export type RouteData =
  | { kind: 'doc'; page: DocPageData; markdown?: string }
  | { kind: 'search' }
  | { kind: 'notfound' }
  | { kind: 'api-index'; index: unknown; markdown?: string }
  | { kind: 'api-operation'; operation: unknown; markdown?: string };

/** What a locale needs besides the page: sidebar and UI strings. */
export interface LocaleData {
  locale: string;
  sidebar: SidebarData;
  strings: UiStrings;
}
