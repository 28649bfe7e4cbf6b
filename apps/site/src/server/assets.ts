import { API_PARTS_MODULE } from '../shared/apiChunk';
import type { AssetTags } from './headOrder';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The <link> tags an API page needs in its head, from Vite's manifest: the
 * API chunk's stylesheets (so the pre-rendered page is styled before any
 * script runs) and modulepreload hints for the chunk and the shared chunks
 * it imports (so hydration does not wait for a chain of requests). Files
 * the template already links (the entry's, and the shared chunks Vite
 * preloads for it) are left out.
 */
export function apiAssetTags(manifest: Record<string, unknown>, template = '', module = API_PARTS_MODULE): AssetTags | null {
  const chunks = manifest as Record<string, ManifestChunk>;
  if (!chunks[module]) return null;
  const tags: AssetTags = { styles: [], scripts: [] };
  const seen = new Set<string>();
  const link = (rel: string, file: string) => `<link rel="${rel}" crossorigin href="/${file}">`;
  const visit = (key: string) => {
    const c = chunks[key];
    if (!c || c.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const i of c.imports ?? []) visit(i);
    if (!template.includes(`/${c.file}"`)) tags.scripts.push(link('modulepreload', c.file));
    for (const css of c.css ?? []) {
      const tag = link('stylesheet', css);
      if (!template.includes(`/${css}"`) && !tags.styles.includes(tag)) tags.styles.push(tag);
    }
  };
  visit(module);
  return tags;
}
