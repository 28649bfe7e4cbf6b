import { alternateHref, type LocaleConfig, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import type { ApiOperation } from '@vocedocs/api-reference';

export interface Head {
  lang: string;
  title: string;
  /** The route's other head elements, as HTML: the pre-render writes them, client navigation puts them in place. */
  tags: string[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const element = (name: 'meta' | 'link', attrs: Record<string, string>) =>
  `<${name}${Object.entries(attrs).map(([k, v]) => ` ${k}="${esc(v)}"`).join('')} />`;

function titleAndDescription(site: SiteConfig, data: RouteData, localeData: LocaleData) {
  const s = localeData.strings;
  if (data.kind === 'doc') return { title: `${data.page.title} | ${site.title}`, description: data.page.description };
  if (data.kind === 'api-operation') {
    const op = data.operation as ApiOperation;
    return { title: `${op.summary} | API | ${site.title}`, description: `${op.method} ${op.path}` };
  }
  const name = { search: s['theme.SearchPage.title'] ?? 'Search', notfound: s['theme.NotFound.title'] ?? 'Page Not Found', 'api-index': 'API' }[data.kind];
  return { title: `${name} | ${site.title}`, description: site.tagline ?? '' };
}

/**
 * The <html lang> and every head tag of one route: title, description,
 * canonical, hreflang alternates and Open Graph. The pre-render writes these
 * tags and client navigation applies the same list, so the two cannot drift.
 */
export function headOf(site: SiteConfig, data: RouteData, localeData: LocaleData, path: string): Head {
  const locale = site.locales.find((l) => l.code === localeData.locale) ?? site.locales[0];
  const { title, description } = titleAndDescription(site, data, localeData);
  const abs = (p: string) => site.url + p;
  const meta = (key: 'name' | 'property', name: string, content: string) => element('meta', { [key]: name, content });
  const tags: string[] = [];
  if (description) tags.push(meta('name', 'description', description));
  if (site.favicon) tags.push(element('link', { rel: 'icon', href: site.favicon }));
  if (data.kind === 'notfound') {
    tags.push(meta('name', 'robots', 'noindex'));
    return { lang: locale.htmlLang, title, tags };
  }
  tags.push(element('link', { rel: 'canonical', href: abs(path) }));
  // Only versions that exist: a page missing (or a draft) in a locale has
  // no alternate there.
  const alternate = (hreflang: string, l: LocaleConfig) => {
    const alt = alternateHref(data, path, l, site.locales);
    if (alt !== null) tags.push(element('link', { rel: 'alternate', hreflang, href: abs(alt) }));
  };
  for (const l of site.locales) alternate(l.htmlLang.toLowerCase(), l);
  alternate('x-default', site.locales.find((l) => l.default) ?? site.locales[0]);
  // The page as Markdown, for AI tools (tools/llms writes it).
  if ('markdown' in data && data.markdown) tags.push(element('link', { rel: 'alternate', type: 'text/markdown', href: abs(data.markdown) }));
  tags.push(
    meta('property', 'og:type', data.kind === 'doc' ? 'article' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:url', abs(path)),
    meta('property', 'og:site_name', site.title),
  );
  if (description) tags.push(meta('property', 'og:description', description));
  return { lang: locale.htmlLang, title, tags };
}

/** The HTML of a route's head, as the pre-render writes it. */
export function headHTML(head: Head): string {
  return [`<title>${esc(head.title)}</title>`, ...head.tags].join('\n    ');
}

/** The head elements headOf manages (and so may replace or remove). */
const MANAGED =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="icon"], link[rel="canonical"], link[rel="alternate"][hreflang], link[rel="alternate"][type="text/markdown"]';

/**
 * Brings the document's head in line with a route's tags: when the
 * managed elements differ from the route's, they are replaced (a 404's
 * noindex goes after a navigation away from it).
 */
export function applyHead(doc: Document, head: Head): void {
  // Unchanged values are not written again: on hydration they always are
  // unchanged, and setting lang, even to the same value, makes Chromium
  // restyle every element under a :lang() rule.
  if (doc.title !== head.title) doc.title = head.title;
  if (doc.documentElement.lang !== head.lang) doc.documentElement.lang = head.lang;
  const wanted = doc.createElement('template');
  wanted.innerHTML = head.tags.join('');
  const present = [...doc.head.querySelectorAll(MANAGED)];
  if (present.map((el) => el.outerHTML).join('') === wanted.innerHTML) return;
  for (const el of present) el.remove();
  doc.head.append(wanted.content);
}
