// Generated from schemas/data/api-index.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

/**
 * A node of a page body: text, or [tag, attributes, ...children]. A type union, not oneOf: the array keywords do not apply to strings, and a oneOf validated every node twice, building an error for the branch that failed. tsType is the TypeScript type, as the generator does not read prefixItems.
 *
 * @minItems 2
 */
export type BodyNode = string | [string, Record<string, unknown>, ...BodyNode[]];
/**
 * A description, Markdown rendered by tools/markdown into the element tree a page body is made of; [] when there is none
 */
export type ApiText = BodyNode[];
export type SecuritySchemeType = 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
export type Slug = string;
export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

/**
 * The API reference's index: landing page, tags and sidebar (api/index.json under build/data), written by tools/openapi (Index). One per spec, the same for every locale: UI text is translated on the React side. Descriptions are element trees (see $defs/text).
 */
export interface ApiIndex {
  title: string;
  version: string;
  /**
   * the document's openapi field
   */
  openapi: string;
  description: ApiText;
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  /**
   * in order of first use by an operation; untagged operations are under the tag "API"
   */
  tags: ApiTag[];
  sidebar: ApiSidebarData;
  /**
   * where the site serves the spec file; filled by the pipeline, "" until then
   */
  specUrl: string;
}
export interface ApiServer {
  url: string;
  description: string;
}
export interface ApiSecurityScheme {
  /**
   * its key in components.securitySchemes
   */
  name: string;
  type: SecuritySchemeType;
  in?: 'query' | 'header' | 'cookie';
  /**
   * apiKey: the header, query or cookie name
   */
  paramName?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: ApiText;
}
export interface ApiTag {
  name: string;
  /**
   * x-displayName, else name
   */
  label: string;
  description: ApiText;
  operations: ApiOperationRef[];
}
export interface ApiOperationRef {
  slug: Slug;
  method: HttpMethod;
  path: string;
  summary: string;
  deprecated: boolean;
}
export interface ApiSidebarData {
  categories: ApiSidebarCategory[];
}
export interface ApiSidebarCategory {
  tag: string;
  label: string;
  items: ApiSidebarItem[];
}
export interface ApiSidebarItem {
  /**
   * the operation's summary
   */
  label: string;
  /**
   * the operation's slug, relative to the API base route
   */
  href: string;
  method: HttpMethod;
}
