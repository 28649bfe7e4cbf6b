// A plain static file server for build/site, as any static host serves it:
// files, their .gz twins, ETags, and the 404 page; no Go code in the path.
// node e2e/staticHost.mjs SITE_DIR → prints the address it listens on.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

const dir = process.argv[2];
const files = sirv(dir, { gzip: true, etag: true, dev: false, extensions: ['html'] });
const server = createServer((req, res) =>
  files(req, res, () => {
    const zh = join(dir, 'zh-cn', '404.html');
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    createReadStream(req.url?.startsWith('/zh-cn/') && existsSync(zh) ? zh : join(dir, '404.html')).pipe(res);
  }),
);
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
