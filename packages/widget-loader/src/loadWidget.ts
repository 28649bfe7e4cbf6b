export interface WidgetOptions {
  host: string;
  id: string;
  autoReg: boolean;
  themeColor: string;
  welcome: Record<string, string>;
}

/** The welcome text: Chinese for a zh-CN browser, English otherwise. */
export function welcomeFor(opts: WidgetOptions, language: string): string {
  return language === 'zh-CN' ? (opts.welcome['zh-cn'] ?? opts.welcome.en) : opts.welcome.en;
}

/** Injects the widget script once; returns a function that removes it again. */
export function loadWidget(opts: WidgetOptions): () => void {
  const s = document.createElement('script');
  s.async = true;
  s.src = `${opts.host}/widget.js`;
  s.dataset.id = opts.id;
  s.dataset.autoReg = String(opts.autoReg);
  s.dataset.themeColor = opts.themeColor;
  s.dataset.welcome = welcomeFor(opts, navigator.language);
  document.body.appendChild(s);
  return () => s.remove();
}
