import type { HttpMethod } from '../types';

/** An HTTP method as a coloured badge: GET green, POST blue, PUT orange, DELETE red. */
export function MethodBadge({ method, size = 'md' }: { method: HttpMethod | string; size?: 'sm' | 'md' }) {
  const m = method.toUpperCase();
  return <span className={`voce-api-method voce-api-method--${m.toLowerCase()} voce-api-method--${size}`}>{m === 'DELETE' && size === 'sm' ? 'DEL' : m}</span>;
}
