import { storage } from '../hooks/storage';

export type ColorMode = 'light' | 'dark';

/** The localStorage key of the visitor's choice, read by the inline script in the page head. */
export const COLOR_MODE_KEY = 'theme';

const query = '(prefers-color-scheme: dark)';

/** The visitor's stored choice, or null when they never chose. */
export function storedColorMode(): ColorMode | null {
  const v = storage.get(COLOR_MODE_KEY);
  return v === 'dark' || v === 'light' ? v : null;
}

export function systemColorMode(): ColorMode {
  return typeof matchMedia === 'function' && matchMedia(query).matches ? 'dark' : 'light';
}

/** The mode in effect: the choice if any, else the system's. */
export function effectiveColorMode(): ColorMode {
  return storedColorMode() ?? systemColorMode();
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/**
 * Follows the system preference while the visitor has not chosen, and the
 * choice made in another tab (storage event). Returns the unsubscribe.
 */
export function watchColorMode(onChange: (mode: ColorMode) => void): () => void {
  const sync = () => {
    const mode = effectiveColorMode();
    applyColorMode(mode);
    onChange(mode);
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === COLOR_MODE_KEY || e.key === null) sync();
  };
  const m = matchMedia(query);
  const onSystem = () => {
    if (!storedColorMode()) sync();
  };
  window.addEventListener('storage', onStorage);
  m.addEventListener('change', onSystem);
  return () => {
    window.removeEventListener('storage', onStorage);
    m.removeEventListener('change', onSystem);
  };
}

/** Applies and remembers a choice. */
export function chooseColorMode(mode: ColorMode): void {
  storage.set(COLOR_MODE_KEY, mode);
  applyColorMode(mode);
}
