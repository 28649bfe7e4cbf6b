/**
 * Wraps a dynamic import so that a call after a failure fetches the chunk
 * anew. A browser may keep a failed import in its module map: Chromium 148
 * answers a second import of the same URL with the same error at once,
 * without a request, so a "Try again" button could never work. The failed
 * URL is read from the error (Chromium and Firefox name it) and imported
 * again with a query that makes it a new module; the chunk's own imports
 * still resolve to the modules already loaded. When the error names no URL
 * (Safari's wording), the plain import is tried again. After a retry
 * succeeded, later calls import that same URL, which the browser has.
 */
export function retryableImport<T>(load: () => Promise<T>, importUrl = (url: string) => import(/* @vite-ignore */ url) as Promise<T>): () => Promise<T> {
  let url: string | null = null;
  let failed = false;
  let attempts = 0;
  return () => {
    if (url && failed) {
      const next = new URL(url);
      next.searchParams.set('retry', String(++attempts));
      url = next.href;
    }
    return (url ? importUrl(url) : load()).then(
      (mod) => {
        failed = false;
        return mod;
      },
      (err: unknown) => {
        url = failedModuleUrl(err) ?? url;
        failed = true;
        throw err;
      },
    );
  };
}

/** The script URL an import error names, or null. */
export function failedModuleUrl(err: unknown): string | null {
  const msg = err instanceof Error ? err.message : String(err);
  const m = /\bhttps?:\/\/[^\s'"]+?\.m?js(?:\?[^\s'"]*)?(?=[\s'"]|$)/.exec(msg);
  return m ? m[0] : null;
}

