import http from 'node:http';

export interface StreamedOrigin {
  /** The origin to open pages on: http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

/**
 * A server on 127.0.0.1 in front of the site that sends a page's HTML in
 * pieces, cut before each match of `cut`, with `pauseMs` between them, as
 * a slow network does; every other request passes through as it is. The
 * browser paints what it has parsed while it waits, so what comes later in
 * the document must not land above what is on screen.
 */
export async function streamedOrigin(site: string, cut: RegExp, pauseMs: number): Promise<StreamedOrigin> {
  const server = http.createServer((req, res) => {
    const upstream = http.get(new URL(req.url ?? '/', site), { headers: { ...req.headers, host: new URL(site).host, 'accept-encoding': 'identity' } }, (up) => {
      const html = /^text\/html/.test(String(up.headers['content-type'] ?? ''));
      if (!html) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const parts: Buffer[] = [];
      up.on('data', (b: Buffer) => parts.push(b));
      up.on('end', async () => {
        const text = Buffer.concat(parts).toString('utf8');
        const headers = { ...up.headers };
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 502, headers);
        for (const piece of pieces(text, cut)) {
          res.write(piece);
          await new Promise((r) => setTimeout(r, pauseMs));
        }
        res.end();
      });
    });
    upstream.on('error', (e) => {
      res.writeHead(502);
      res.end(String(e));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** text cut before every match of cut (a global regexp); joined they give text back. */
export function pieces(text: string, cut: RegExp): string[] {
  const at = [0, ...[...text.matchAll(cut)].map((m) => m.index ?? 0).filter((i) => i > 0), text.length];
  return at.slice(1).map((end, i) => text.slice(at[i], end)).filter((p) => p.length > 0);
}
