export type FailureKind = 'aborted' | 'csp' | 'mixed' | 'network';

/**
 * Why a fetch gave no response, as far as a page can tell: cancelled by the
 * reader, refused by this site's own Content-Security-Policy (connect-src;
 * the page saw a securitypolicyviolation event), blocked as mixed content
 * (an https page calling an http server other than this computer), or a
 * network/CORS failure, which browsers deliberately report alike.
 */
export function explainFailure(err: unknown, url: string, pageProtocol: string, cspBlocked = false): FailureKind {
  if ((err as { name?: string } | null)?.name === 'AbortError') return 'aborted';
  if (cspBlocked) return 'csp';
  const local = /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i.test(url);
  if (pageProtocol === 'https:' && /^http:/i.test(url) && !local) return 'mixed';
  return 'network';
}
