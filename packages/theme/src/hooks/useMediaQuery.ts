import { useEffect, useState } from 'react';

/** Whether a media query matches; false until mounted (pre-rendering knows no screen). */
export function useMediaQuery(query: string): boolean {
  const [match, setMatch] = useState(false);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setMatch(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return match;
}

/** The width above which the layout has its sidebar and TOC columns. */
export const DESKTOP = '(min-width: 997px)';
