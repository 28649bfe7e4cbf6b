import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser, useEffect (a no-op) while pre-rendering. */
export const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
