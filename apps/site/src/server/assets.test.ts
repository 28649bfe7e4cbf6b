import { describe, expect, it } from 'vitest';
import { apiAssetTags } from './assets';

describe('apiAssetTags', () => {
  const manifest = {
    'index.html': { file: '_assets/index-a.js', css: ['_assets/index-a.css'], isEntry: true, dynamicImports: ['src/shared/apiParts.tsx'] },
    'src/shared/apiParts.tsx': { file: '_assets/apiParts-b.js', css: ['_assets/apiParts-b.css'], imports: ['index.html', '_shared-c.js'] },
    '_shared-c.js': { file: '_assets/shared-c.js', imports: ['index.html'] },
  };

  it('links the chunk\'s stylesheet and preloads it and its shared imports, not the entry', () => {
    const { styles, scripts } = apiAssetTags(manifest)!;
    expect(styles).toEqual(['<link rel="stylesheet" crossorigin href="/_assets/apiParts-b.css">']);
    // Shared imports are preloaded before the chunk that needs them; the entry is not.
    expect(scripts).toEqual(['<link rel="modulepreload" crossorigin href="/_assets/shared-c.js">', '<link rel="modulepreload" crossorigin href="/_assets/apiParts-b.js">']);
  });

  it('leaves out what the template links already', () => {
    const { scripts } = apiAssetTags(manifest, '<link rel="modulepreload" crossorigin href="/_assets/shared-c.js">')!;
    expect(scripts).toEqual(['<link rel="modulepreload" crossorigin href="/_assets/apiParts-b.js">']);
  });

  it('gives nothing when the build has no such chunk', () => {
    expect(apiAssetTags({ 'index.html': { file: 'x.js', isEntry: true } })).toBeNull();
  });
});
