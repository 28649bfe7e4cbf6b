// Generated from schemas/data/site.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

/**
 * Site config for the browser: site.json under build/data (content/site.yaml with its defaults and the build's environment).
 */
export interface SiteConfig {
  title: string;
  tagline?: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  logo?: string;
  /**
   * @minItems 1
   */
  locales: LocaleConfig[];
  navbar: {
    source: {
      label: string;
      href: string;
    };
  };
  sidebar: {
    links: LocalizedLink[];
  };
  editUrl?: string;
  footer: {
    columns: {
      title: Localized;
      items: LocalizedLink[];
    }[];
    copyright: string;
  };
  announcement?: {
    id: string;
    content: Localized;
    background?: string;
    color?: string;
  };
  api: {
    spec: string;
    routeBase: string;
  };
  /**
   * appId and apiKey set: Algolia (its search-only key); unset: the static index the build writes under /pagefind/.
   */
  search: {
    indexName: string;
    appId?: string;
    apiKey?: string;
    hosts?: string[];
  };
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
export interface LocaleConfig {
  code: string;
  label: string;
  htmlLang: string;
  default: boolean;
}
export interface LocalizedLink {
  label: Localized;
  href: string;
}
/**
 * A text given once per locale code.
 */
export interface Localized {
  [k: string]: string;
}
