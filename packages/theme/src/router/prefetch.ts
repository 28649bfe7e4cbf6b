/** False on a data-saver or 2g connection: prefetching would cost the visitor. */
export function canPrefetch(): boolean {
  if (typeof navigator === 'undefined') return false;
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !(c && (c.saveData || /2g/.test(c.effectiveType ?? '')));
}

const idle = (f: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(() => f(), { timeout: 2000 }) : setTimeout(f, 200);

/**
 * Calls `onVisible` once, in an idle moment, after `el` first enters the
 * viewport (links in a collapsed category do not count). Returns the
 * function that stops watching.
 */
export function observeForPrefetch(el: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver !== 'function' || !canPrefetch()) return () => {};
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry.isIntersecting || el.checkVisibility?.({ visibilityProperty: true }) === false) return;
    observer.disconnect();
    idle(onVisible);
  });
  observer.observe(el);
  return () => observer.disconnect();
}
