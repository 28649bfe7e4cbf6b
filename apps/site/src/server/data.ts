import type { LocaleData, RouteData, SiteConfig } from '@vocedocs/theme';
import { highlightBody } from './highlight';
import { artifact, readPack } from './pack';

interface RouteEntry {
  path: string;
  locale: string;
  kind: 'doc' | 'api-index' | 'api-operation' | 'search' | 'notfound';
  data?: string;
  title: string;
  /** Where the page's Markdown twin is served (tools/llms); absent for routes without one. */
  markdown?: string;
}

/** Reads the artifacts of build/data and assembles what a route needs. */
export class DataSource {
  readonly routes: RouteEntry[];
  readonly byPath: Map<string, RouteEntry>;
  readonly site: SiteConfig;
  /** Every artifact's bytes by name (see pack.ts). */
  readonly pack: Map<string, Buffer>;

  constructor(readonly dir: string) {
    this.pack = readPack(dir);
    this.routes = (this.json('routes.json') as { routes: RouteEntry[] }).routes;
    this.byPath = new Map(this.routes.map((r) => [r.path, r]));
    this.site = this.json('site.json') as SiteConfig;
  }

  json(rel: string): unknown {
    return artifact(this.pack, rel, this.dir);
  }

  route(path: string): RouteData | null {
    const r = this.byPath.get(path);
    if (!r) return null;
    const data = this.routeData(r);
    // Where the page's Markdown twin is, for Copy page and the head's link.
    if (r.markdown) (data as { markdown?: string }).markdown = r.markdown;
    return data;
  }

  private routeData(r: RouteEntry): RouteData {
    switch (r.kind) {
      case 'doc': {
        const page = this.json(r.data!) as Extract<RouteData, { kind: 'doc' }>['page'];
        highlightBody(page.body);
        return { kind: 'doc', page };
      }
      case 'api-index':
        return { kind: 'api-index', index: this.apiIndex(), sidebar: this.apiSidebar() } as RouteData;
      case 'api-operation':
        return { kind: 'api-operation', operation: this.json(r.data!), sidebar: this.apiSidebar() } as RouteData;
      default:
        return { kind: r.kind };
    }
  }

  private apiIndexCache: { sidebar?: unknown } | null = null;

  apiIndex(): { sidebar?: unknown } {
    this.apiIndexCache ??= this.json('api/index.json') as { sidebar?: unknown };
    return this.apiIndexCache;
  }

  /** The API sidebar, part of every API route's render; published once as its own file (see apiChunk.ts). */
  apiSidebar(): unknown {
    return this.apiIndex().sidebar;
  }

  locale(code: string): LocaleData {
    return {
      locale: code,
      sidebar: this.json(`sidebar/${code}.json`) as LocaleData['sidebar'],
      strings: this.json(`strings/${code}.json`) as LocaleData['strings'],
    };
  }
}
