/**
 * load(), once per key of cache: later calls share its promise. A failed
 * load is forgotten, so the next call tries again.
 */
export function loadOnce<K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}
