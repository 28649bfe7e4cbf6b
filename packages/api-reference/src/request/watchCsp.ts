/**
 * Watches for the page's Content-Security-Policy refusing a connection
 * while a request is under way. Call the returned function after the
 * request failed: it waits a moment (the violation event is queued as a
 * task and may come after fetch rejects), stops watching and says whether a
 * connect-src violation was seen.
 */
export function watchCsp(): () => Promise<boolean> {
  let seen = false;
  const on = (e: SecurityPolicyViolationEvent) => {
    if ((e.effectiveDirective || e.violatedDirective || '').startsWith('connect-src')) seen = true;
  };
  document.addEventListener('securitypolicyviolation', on);
  return async () => {
    if (!seen) await new Promise((r) => setTimeout(r, 50));
    document.removeEventListener('securitypolicyviolation', on);
    return seen;
  };
}
