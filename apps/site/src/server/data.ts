import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocPageData, LocaleData, RouteData, SiteConfig } from '@vocedocs/theme';
import type { RouteEntry, Routes } from '@vocedocs/theme/artifacts/routes';
import { highlightBody } from './highlight';

/** Reads the artifacts of build/data and assembles what a route needs. */
export class DataSource {
  readonly routes: RouteEntry[];
  readonly byPath: Map<string, RouteEntry>;
  readonly site: SiteConfig;

  constructor(readonly dir: string) {
    this.routes = (this.json('routes.json') as Routes).routes;
    this.byPath = new Map(this.routes.map((r) => [r.path, r]));
    this.site = this.json('site.json') as SiteConfig;
  }

  /** An artifact, by its path under the folder ("pages/en/faq.json"). */
  json(rel: string): unknown {
    const file = join(this.dir, rel);
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message} (run \`go run mage.go build\` to write it again)`);
    }
  }

  route(path: string): RouteData | null {
    const r = this.byPath.get(path);
    if (!r) return null;
    // markdown: where the page's Markdown twin is, for Copy page and the head's link.
    const data = { kind: r.kind, markdown: r.markdown } as RouteData & { markdown?: string };
    if (data.kind === 'doc') {
      data.page = this.json(r.data!) as DocPageData;
      highlightBody(data.page.body);
    } else if (data.kind === 'api-index') {
      data.index = this.api();
      data.sidebar = this.api().sidebar;
    } else if (data.kind === 'api-operation') {
      data.operation = this.json(r.data!);
      data.sidebar = this.api().sidebar;
    }
    return data;
  }

  private apiIndex?: { sidebar?: unknown };

  /** The API index; its sidebar is part of every API route's render, and published once as its own file (see apiChunk.ts). */
  api(): { sidebar?: unknown } {
    return (this.apiIndex ??= this.json('api/index.json') as { sidebar?: unknown });
  }

  locale(code: string): LocaleData {
    return {
      locale: code,
      sidebar: this.json(`sidebar/${code}.json`) as LocaleData['sidebar'],
      strings: this.json(`strings/${code}.json`) as LocaleData['strings'],
    };
  }
}

/** An API route's data as published: the shared sidebar left out. */
export function publishedRouteData(data: RouteData): RouteData {
  if (data.kind !== 'api-operation' && data.kind !== 'api-index') return data;
  const { sidebar: _drop, ...rest } = data;
  return rest;
}
