/**
 * Watches for the page's Content-Security-Policy refusing a connection
 * while a request is under way. Call the returned function after the
 * request ended: after a failure it waits a moment (the violation event is
 * queued as a task and may come after fetch rejects); after a success
 * (wait = false) it stops at once. Either way it stops watching and says
 * whether a connect-src violation was seen.
 */
export function watchCsp(): (wait?: boolean) => Promise<boolean> {
  let seen = false;
  const on = (e: SecurityPolicyViolationEvent) => {
    if ((e.effectiveDirective || e.violatedDirective || '').startsWith('connect-src')) seen = true;
  };
  // The document it listened on, not whatever is global when it stops.
  const doc = document;
  doc.addEventListener('securitypolicyviolation', on);
  return async (wait = true) => {
    if (wait && !seen) await new Promise((r) => setTimeout(r, 50));
    doc.removeEventListener('securitypolicyviolation', on);
    return seen;
  };
}
