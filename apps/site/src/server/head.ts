import { alternateHref, type RouteData, type SiteConfig } from '@vocedocs/theme';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** <title>, description, canonical, hreflang alternates and Open Graph tags of one route. */
export function headTags(site: SiteConfig, data: RouteData, path: string, title: string, description: string): string {
  const abs = (p: string) => site.url + (p === '/' ? '/' : p);
  const tags = [`<title>${esc(title)}</title>`];
  if (description) tags.push(`<meta name="description" content="${esc(description)}" />`);
  if (site.favicon) tags.push(`<link rel="icon" href="${esc(site.favicon)}" />`);
  if (data.kind !== 'notfound') {
    tags.push(`<link rel="canonical" href="${esc(abs(path))}" />`);
    // Only versions that exist: a page missing (or a draft) in a locale has
    // no alternate there.
    for (const l of site.locales) {
      const alt = alternateHref(data, path, l, site.locales);
      if (alt !== null) tags.push(`<link rel="alternate" hreflang="${esc(l.htmlLang.toLowerCase())}" href="${esc(abs(alt))}" />`);
    }
    const def = alternateHref(data, path, site.locales.find((l) => l.default)!, site.locales);
    if (def !== null) tags.push(`<link rel="alternate" hreflang="x-default" href="${esc(abs(def))}" />`);
    tags.push(
      `<meta property="og:type" content="${data.kind === 'doc' ? 'article' : 'website'}" />`,
      `<meta property="og:title" content="${esc(title)}" />`,
      `<meta property="og:url" content="${esc(abs(path))}" />`,
      `<meta property="og:site_name" content="${esc(site.title)}" />`,
    );
    if (description) tags.push(`<meta property="og:description" content="${esc(description)}" />`);
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return tags.join('\n    ');
}
