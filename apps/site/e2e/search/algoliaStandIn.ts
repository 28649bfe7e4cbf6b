import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../helpers';

interface Rec {
  objectID: string;
  url: string;
  type: string;
  content: string | null;
  language: string;
  hierarchy: Record<string, string | null>;
}

/**
 * A stand-in for Algolia's search hosts, which this machine cannot reach:
 * it speaks the one call the modal and the search page make (POST
 * /1/indexes/*\/queries) over the build's records, matching every query
 * word as a substring. It answers the protocol, not Algolia's ranking: the
 * tests that use it check the client (hosts, failover, errors), not
 * relevance.
 */
export async function algoliaStandIn(): Promise<{ host: string; close(): Promise<void>; queries: string[] }> {
  const records = (code: string): Rec[] => JSON.parse(readFileSync(resolve(process.env.VOCE_DATA_DIR ?? resolve(repoRoot, 'build/data'), 'search', `${code}.json`), 'utf8'));
  const queries: string[] = [];
  const srv: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.end();
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { requests } = JSON.parse(body || '{"requests":[]}') as { requests: { query?: string; page?: number; hitsPerPage?: number; facetFilters?: (string | string[])[] }[] };
      const results = requests.map((r) => {
        const query = r.query ?? '';
        queries.push(query);
        const lang = (r.facetFilters ?? []).flat().find((f) => f.startsWith('language:'))?.slice(9) ?? 'en';
        const words = query.toLowerCase().split(/\s+/).filter(Boolean);
        const text = (x: Rec) => [...Object.values(x.hierarchy), x.content].filter(Boolean).join(' ').toLowerCase();
        const hits = records(lang).filter((x) => words.every((w) => text(x).includes(w)));
        const per = r.hitsPerPage ?? 20;
        const page = r.page ?? 0;
        return { hits: hits.slice(page * per, (page + 1) * per), nbHits: hits.length, nbPages: Math.ceil(hits.length / per), page, hitsPerPage: per, query, params: '', processingTimeMS: 1 };
      });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ results }));
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  const close = () =>
    new Promise<void>((r) => {
      srv.close(() => r());
      // The page may still hold a connection open; the test is done with it.
      srv.closeAllConnections();
    });
  return { host: `http://127.0.0.1:${port}`, queries, close };
}
