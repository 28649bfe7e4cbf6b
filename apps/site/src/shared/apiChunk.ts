import { loadOnce, type RouteData } from '@vocedocs/theme';
import type { ApiIndex, ApiOperation, ApiSidebarData } from '@vocedocs/api-reference';
import type * as Parts from './apiParts';

type ApiParts = typeof Parts;

/** A route's data, with the API reference's types for the API routes. */
export type SiteRouteData = RouteData<ApiIndex, ApiOperation, ApiSidebarData>;

/** The API sidebar, one file for every API page (it used to travel inside each page's data). */
export const API_SIDEBAR_URL = '/_data/api/sidebar.json';

/** The module key of the chunk in Vite's manifest, used by the pre-renderer to link its files. */
export const API_PARTS_MODULE = 'src/shared/apiParts.tsx';

export const isApiKind = (kind: string): boolean => kind === 'api-index' || kind === 'api-operation';

let parts: ApiParts | null = null;
const loading = new Map<string, Promise<ApiParts>>();

/** The loaded API components, or null before loadApiParts resolved. */
export const apiParts = (): ApiParts | null => parts;

/**
 * Loads the chunk once. The router waits for it (with the page's data)
 * before it shows an API page, so the page renders in one go, never with a
 * spinner in place of the reference. A failed load can be tried again.
 */
export function loadApiParts(): Promise<ApiParts> {
  return loadOnce(loading, API_PARTS_MODULE, () => import('./apiParts').then((m) => (parts = m)));
}
