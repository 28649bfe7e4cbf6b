export type FailureKind = 'aborted' | 'mixed' | 'network';

/**
 * Why a fetch gave no response, as far as a page can tell: cancelled by the
 * reader, blocked as mixed content (an https page calling an http server
 * other than this computer), or a network/CORS failure, which browsers
 * deliberately report alike. The site's CSP lets pages connect to any
 * http(s) origin, so it never refuses the request itself.
 */
export function explainFailure(err: unknown, url: string, pageProtocol: string): FailureKind {
  if ((err as { name?: string } | null)?.name === 'AbortError') return 'aborted';
  const local = /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i.test(url);
  if (pageProtocol === 'https:' && /^http:/i.test(url) && !local) return 'mixed';
  return 'network';
}
