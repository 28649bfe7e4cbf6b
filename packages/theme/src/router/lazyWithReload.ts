import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const KEY = 'voce-chunk-reload';

/**
 * Runs a dynamic import. When it rejects (typically a chunk of an older
 * deploy that is gone), logs a warning and reloads the page once; the
 * sessionStorage guard stops a loop when the reload does not help, and the
 * error then reaches the page's error boundary.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const mod = await load();
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      /* storage blocked */
    }
    return mod;
  } catch (err) {
    let reloaded = true;
    try {
      reloaded = sessionStorage.getItem(KEY) === location.href;
      if (!reloaded) sessionStorage.setItem(KEY, location.href);
    } catch {
      /* storage blocked: do not risk a reload loop */
    }
    console.warn('[voce] could not load a part of the site', err);
    if (!reloaded) {
      location.reload();
      return new Promise<T>(() => {}); // the page goes away
    }
    throw err;
  }
}

/** React.lazy with importWithReload's one-time reload on a failed chunk. */
export function lazyWithReload<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithReload(load));
}
