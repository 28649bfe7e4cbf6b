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

function removeElements() {
  for (const id of WIDGET_ELEMENT_IDS) document.getElementById(id)?.remove();
}

/**
 * Adds `<script async src="{host}/widget.js" data-…>` to the body. Returns
 * the function that removes it with the iframe or container widget.js
 * created. An unreachable host only fires the script's error event:
 * nothing is thrown.
 */
export function loadWidget(opts: WidgetOptions): () => void {
  const s = document.createElement('script');
  s.async = true;
  s.src = `${opts.host.replace(/\/+$/, '')}/widget.js`;
  s.dataset.id = opts.id;
  s.dataset.autoReg = String(opts.autoReg);
  s.dataset.themeColor = opts.themeColor;
  s.dataset.welcome = welcomeFor(opts, navigator.language);
  document.body.appendChild(s);
  return () => {
    s.remove();
    removeElements();
    // A script still downloading runs anyway once it arrives: tidy up after it.
    s.addEventListener('load', removeElements, { once: true });
  };
}
