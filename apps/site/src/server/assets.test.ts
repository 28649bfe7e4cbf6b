import { describe, expect, it } from 'vitest';
import { apiAssetTags } from './assets';

describe('apiAssetTags', () => {
  const manifest = {
    'index.html': { file: '_assets/index-a.js', css: ['_assets/index-a.css'], isEntry: true, dynamicImports: ['src/shared/apiParts.tsx'] },
    'src/shared/apiParts.tsx': { file: '_assets/apiParts-b.js', css: ['_assets/apiParts-b.css'], imports: ['index.html', '_shared-c.js'] },
    '_shared-c.js': { file: '_assets/shared-c.js', imports: ['index.html'] },
  };

  it('links the chunk\'s stylesheet and preloads it and its shared imports, not the entry', () => {
    const tags = apiAssetTags(manifest);
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/_assets/apiParts-b.css">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/_assets/apiParts-b.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/_assets/shared-c.js">');
    expect(tags).not.toContain('index-a');
    // Shared imports are preloaded before the chunk that needs them.
    expect(tags.indexOf('shared-c.js')).toBeLessThan(tags.indexOf('apiParts-b.js'));
  });

  it('leaves out what the template links already', () => {
    const tags = apiAssetTags(manifest, '<link rel="modulepreload" crossorigin href="/_assets/shared-c.js">');
    expect(tags).not.toContain('shared-c.js');
    expect(tags).toContain('apiParts-b.js');
  });

  it('gives nothing when the build has no such chunk', () => {
    expect(apiAssetTags({ 'index.html': { file: 'x.js', isEntry: true } })).toBe('');
  });
});
