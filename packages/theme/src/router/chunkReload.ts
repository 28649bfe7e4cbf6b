const KEY = 'voce-chunk-reload';

/** Whether an error says a script chunk could not be fetched (Chromium, Firefox and Safari wordings, Vite's preload). */
export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|ChunkLoadError/i.test(msg);
}

/**
 * Logs a warning and reloads the page, once per URL: a chunk of an older
 * deploy that is gone comes back with the new HTML. Returns false (and does
 * nothing) when this URL was already reloaded for that reason, so a lasting
 * failure cannot loop.
 */
export function reloadOnce(err: unknown): boolean {
  let again = false;
  try {
    again = sessionStorage.getItem(KEY) === location.href;
    if (!again) sessionStorage.setItem(KEY, location.href);
  } catch {
    return false; // storage blocked: do not risk a reload loop
  }
  console.warn('[voce] could not load a part of the site', err);
  if (again) return false;
  location.reload();
  return true;
}
