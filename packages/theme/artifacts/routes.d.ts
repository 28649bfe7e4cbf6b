// Generated from schemas/data/routes.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

/**
 * Every route of the site: routes.json under build/data.
 */
export interface Routes {
  routes: RouteEntry[];
}
export interface RouteEntry {
  path: string;
  locale: string;
  kind: 'doc' | 'api-index' | 'api-operation' | 'search' | 'notfound';
  /**
   * The route's artifact, relative to build/data; absent for search and notfound.
   */
  data?: string;
  title: string;
  /**
   * Where the page's Markdown twin is served (tools/llms); absent for routes without one.
   */
  markdown?: string;
}
