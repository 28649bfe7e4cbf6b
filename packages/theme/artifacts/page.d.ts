// Generated from schemas/data/page.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

/**
 * A node of a page body: text, or [tag, attributes, ...children]. A type union, not oneOf: the array keywords do not apply to strings, and a oneOf validated every node twice, building an error for the branch that failed. tsType is the TypeScript type, as the generator does not read prefixItems.
 *
 * @minItems 2
 */
export type BodyNode = string | [string, Record<string, unknown>, ...BodyNode[]];

/**
 * One doc page: pages/<locale>/<id>.json under build/data.
 */
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
  breadcrumbs: {
    label: string;
    href?: string;
  }[];
  prev: NavLink | null;
  next: NavLink | null;
  alternates: {
    [k: string]: string;
  };
  source: string;
}
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}
export interface NavLink {
  label: string;
  href: string;
}
