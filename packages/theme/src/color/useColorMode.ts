import { useCallback, useEffect, useState } from 'react';
import { storage } from '../hooks/storage';

export type ColorMode = 'light' | 'dark';

/** The localStorage key of the visitor's choice, read by the inline script in the page head. */
export const COLOR_MODE_KEY = 'theme';

/** The visitor's stored choice, or null when they never chose. */
function storedMode(): ColorMode | null {
  const v = storage.get(COLOR_MODE_KEY);
  return v === 'dark' || v === 'light' ? v : null;
}

function apply(mode: ColorMode) {
  document.documentElement.setAttribute('data-theme', mode);
}

/**
 * The colour mode in effect and a setter that remembers the choice. Null
 * until mounted: the pre-rendered page cannot know it (the inline head
 * script has already set data-theme, so nothing flashes). It follows the
 * system preference while the visitor has not chosen, and a choice made in
 * another tab (storage event).
 */
export function useColorMode(): [ColorMode | null, (mode: ColorMode) => void] {
  const [mode, setMode] = useState<ColorMode | null>(null);
  useEffect(() => {
    setMode(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    const system = matchMedia('(prefers-color-scheme: dark)');
    const sync = () => {
      const m = storedMode() ?? (system.matches ? 'dark' : 'light');
      apply(m);
      setMode(m);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === COLOR_MODE_KEY || e.key === null) sync();
    };
    const onSystem = () => {
      if (!storedMode()) sync();
    };
    const listening = new AbortController();
    window.addEventListener('storage', onStorage, { signal: listening.signal });
    system.addEventListener('change', onSystem, { signal: listening.signal });
    return () => listening.abort();
  }, []);
  const choose = useCallback((m: ColorMode) => {
    storage.set(COLOR_MODE_KEY, m);
    apply(m);
    setMode(m);
  }, []);
  return [mode, choose];
}
