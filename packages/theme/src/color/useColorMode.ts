import { useCallback, useEffect, useState } from 'react';
import { chooseColorMode, watchColorMode, type ColorMode } from './colorMode';

/**
 * The colour mode in effect and a setter that remembers the choice. Null
 * until mounted: the pre-rendered page cannot know it (the inline head
 * script has already set data-theme, so nothing flashes).
 */
export function useColorMode(): [ColorMode | null, (mode: ColorMode) => void] {
  const [mode, setMode] = useState<ColorMode | null>(null);
  useEffect(() => {
    setMode(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    return watchColorMode(setMode);
  }, []);
  const set = useCallback((m: ColorMode) => {
    chooseColorMode(m);
    setMode(m);
  }, []);
  return [mode, set];
}
