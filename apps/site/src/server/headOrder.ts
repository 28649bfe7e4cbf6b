/**
 * The asset tags of a page's head, in the order that paints first.
 *
 * Why: Vite writes the entry script and its preloads before the stylesheet,
 * and the page's data preloads came before both. Over HTTP/1.1 a browser
 * opens six connections to a host, so on an API page the API stylesheet
 * was the seventh request and waited for a free connection while scripts
 * and JSON the first paint does not need shared the bandwidth. Stylesheets
 * go first, then the scripts, then the data the scripts will read.
 *
 * Scripts and data are also fetched at low priority: the first paint needs
 * the HTML and the stylesheets alone, and Chromium gives module scripts and
 * fetch preloads high priority, so on a slow link the JavaScript shared
 * the bandwidth with the stylesheet and held back the first paint
 * (Lighthouse's model counts high-priority scripts as render-blocking).
 */
export interface AssetTags {
  styles: string[];
  scripts: string[];
}

const TAG = /[ \t]*(<link rel="stylesheet"[^>]*>|<link rel="modulepreload"[^>]*>|<script type="module"[^>]*><\/script>)\n?/g;

/** Takes the stylesheet, module script and modulepreload tags out of html; returns what is left and the tags, in their order. */
export function takeAssetTags(html: string): { rest: string } & AssetTags {
  const styles: string[] = [];
  const scripts: string[] = [];
  const rest = html.replace(TAG, (_, tag: string) => {
    if (tag.startsWith('<link rel="stylesheet"')) styles.push(tag);
    else scripts.push(lowPriority(tag));
    return '';
  });
  return { rest, styles, scripts };
}

/** The tag with fetchpriority="low" after its element name, unless it sets a priority already. */
export function lowPriority(tag: string): string {
  return /\sfetchpriority=/.test(tag) ? tag : tag.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');
}

/** The head's asset tags, one per line: every stylesheet, then every script, then the data preloads. */
export function orderedAssets(parts: AssetTags[], preloads: string[]): string {
  const styles = parts.flatMap((p) => p.styles);
  const scripts = parts.flatMap((p) => p.scripts);
  return [...styles, ...scripts, ...preloads.map(lowPriority)].join('\n    ');
}

/** The page template with its asset tags taken out, and the tags of the shell and of the API chunk: made once per build, used by every page. */
export interface Shell {
  html: string;
  main: AssetTags;
  api: AssetTags;
}

export function shellOf(template: string, apiTags: string): Shell {
  const { rest, ...main } = takeAssetTags(template);
  return { html: rest, main, api: takeAssetTags(apiTags) };
}
