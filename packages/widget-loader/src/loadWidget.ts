export interface WidgetOptions {
  /** Origin of the VoceChat server that serves widget.js, without a trailing slash. */
  host: string;
  /** data-id: the widget's identifier. */
  id: string;
  /** data-auto-reg: register visitors silently. */
  autoReg: boolean;
  /** data-theme-color: the widget's accent colour. */
  themeColor: string;
  /** data-welcome per locale code: `en` and `zh-cn` (HTML, as the widget renders it). */
  welcome: Record<string, string>;
}

/** The ids of the elements widget.js adds to the page (iframe mode, shadow-DOM mode). */
export const WIDGET_ELEMENT_IDS = ['VOCECHAT_WIDGET', 'VOCECHAT_WIDGET_CONTAINER'] as const;

/** The welcome text: Chinese for a zh-CN browser (exact match), English otherwise. */
export function welcomeFor(opts: Pick<WidgetOptions, 'welcome'>, language: string): string {
  return language === 'zh-CN' ? (opts.welcome['zh-cn'] ?? opts.welcome.en ?? '') : (opts.welcome.en ?? '');
}

let current: { script: HTMLScriptElement; users: number } | null = null;

function removeElements() {
  for (const id of WIDGET_ELEMENT_IDS) document.getElementById(id)?.remove();
}

/**
 * Adds `<script async src="{host}/widget.js" data-…>` to the body, once: a
 * second call while it is there only counts one more user. Returns the
 * function that releases it; when the last user releases it, the script
 * and the iframe or container widget.js created are removed. An unreachable
 * host only fires the script's error event: nothing is thrown.
 */
export function loadWidget(opts: WidgetOptions): () => void {
  if (typeof document === 'undefined') return () => {};
  if (!current || !current.script.isConnected) {
    const s = document.createElement('script');
    s.async = true;
    s.src = `${opts.host.replace(/\/+$/, '')}/widget.js`;
    s.dataset.id = opts.id;
    s.dataset.autoReg = String(opts.autoReg);
    s.dataset.themeColor = opts.themeColor;
    s.dataset.welcome = welcomeFor(opts, navigator.language);
    s.addEventListener('error', () => {
      /* the host is unreachable: the page goes on without the widget */
    });
    document.body.appendChild(s);
    current = { script: s, users: 0 };
  }
  const mine = current;
  mine.users++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--mine.users > 0) return;
    const s = mine.script;
    s.remove();
    if (current === mine) current = null;
    removeElements();
    // A script still downloading runs anyway once it arrives: tidy up after it.
    s.addEventListener('load', removeElements, { once: true });
  };
}
