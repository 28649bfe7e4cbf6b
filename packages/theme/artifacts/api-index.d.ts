// Generated from schemas/data/api-index.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

/**
 * A node of a page body: text, or [tag, attributes, ...children]. A type union, not oneOf: the array keywords do not apply to strings, and a oneOf validated every node twice, building an error for the branch that failed. tsType is the TypeScript type, as the generator does not read prefixItems.
 *
 * @minItems 2
 */
export type BodyNode = string | [string, Record<string, unknown>, ...BodyNode[]];
/**
 * a description, Markdown rendered by tools/markdown into the element tree a page body is made of; [] when there is none
 */
export type Text = BodyNode[];
export type Slug = string;
export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

/**
 * Written by tools/openapi (Index). One per spec, the same for every locale: UI text is translated on the React side. Descriptions are element trees (see $defs/text).
 */
export interface APIReferenceIndexLandingPageTagsAndSidebarApiIndexJsonUnderBuildData {
  title: string;
  version: string;
  /**
   * the document's openapi field
   */
  openapi: string;
  description: Text;
  servers: Server[];
  securitySchemes: SecurityScheme[];
  /**
   * in order of first use by an operation; untagged operations are under the tag "API"
   */
  tags: Tag[];
  sidebar: Sidebar;
  /**
   * where the site serves the spec file; filled by the pipeline, "" until then
   */
  specUrl: string;
}
export interface Server {
  url: string;
  description: string;
}
export interface SecurityScheme {
  /**
   * its key in components.securitySchemes
   */
  name: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  in?: 'query' | 'header' | 'cookie';
  /**
   * apiKey: the header, query or cookie name
   */
  paramName?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: Text;
}
export interface Tag {
  name: string;
  /**
   * x-displayName, else name
   */
  label: string;
  description: Text;
  operations: {
    slug: Slug;
    method: Method;
    path: string;
    summary: string;
    deprecated: boolean;
  }[];
}
export interface Sidebar {
  categories: {
    tag: string;
    label: string;
    items: {
      /**
       * the operation's summary
       */
      label: string;
      /**
       * the operation's slug, relative to the API base route
       */
      href: string;
      method: Method;
    }[];
  }[];
}
