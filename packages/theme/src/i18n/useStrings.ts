import { useOptionalRouter } from '../router/Router';
import type { UiStrings } from '../types';

/**
 * Returns t(key, fallback, vars): the locale's text for a flat dotted key,
 * or the English default written at the point of use.
 */
export function useStrings(override?: UiStrings) {
  const router = useOptionalRouter();
  const strings = override ?? router?.localeData.strings ?? {};
  return (key: string, fallback: string, vars?: Record<string, string | number>) => {
    let s = strings[key] ?? fallback;
    if (vars) for (const [k, v] of Object.entries(vars)) s = s.split(`{${k}}`).join(String(v));
    return s;
  };
}
