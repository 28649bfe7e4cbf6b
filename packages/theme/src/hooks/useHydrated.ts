import { useEffect, useState } from 'react';

/**
 * False during pre-rendering and hydration, true right after: values that
 * only the browser knows (the URL's hash, the platform) render after it, so
 * the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => setDone(true), []);
  return done;
}
