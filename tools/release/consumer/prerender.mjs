// Writes each page's HTML: the client build's index.html with the page
// rendered by renderToString from the server build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const { paths, render } = await import('./dist/server/entry-server.js');
const template = readFileSync('dist/client/index.html', 'utf8');
for (const path of paths) {
  const file = join('dist/client', path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, template.replace('<!--app-->', await render(path)));
  console.log(`prerendered ${path} -> ${file}`);
}
