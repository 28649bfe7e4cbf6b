import { startTransition, useEffect, useState } from 'react';

/**
 * False during pre-rendering and hydration, true right after: values that
 * only the browser knows (the URL's hash, the platform) render after it, so
 * the first client render matches the server's HTML.
 *
 * The switch is a transition: set plainly from an effect it is a default-
 * priority update, which React renders in one piece, and every component
 * that waits for it (each code block's copy button, the sidebar's fold
 * buttons) made that one long task right after hydration. As a transition
 * it renders in slices and yields to input.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => startTransition(() => setDone(true)), []);
  return done;
}
