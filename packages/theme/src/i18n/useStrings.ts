import { useOptionalRouter } from '../router/Router';

/**
 * Returns t(key, fallback, vars): the locale's text for a flat dotted key,
 * or the English default written at the point of use.
 */
export function useStrings() {
  const strings = useOptionalRouter()?.localeData.strings ?? {};
  return (key: string, fallback: string, vars?: Record<string, string | number>) => {
    let s = strings[key] ?? fallback;
    if (vars) for (const [k, v] of Object.entries(vars)) s = s.split(`{${k}}`).join(String(v));
    return s;
  };
}
