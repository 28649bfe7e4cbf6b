import type { ReactNode } from 'react';
import { useStrings } from '../i18n/useStrings';

const defaults: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

export function Admonition({ kind, title, children }: { kind: string; title?: string; children: ReactNode }) {
  const t = useStrings();
  const label = title ?? t(`theme.admonition.${kind}`, defaults[kind] ?? kind);
  return (
    <div className={`voce-admonition voce-admonition--${kind}`} role={kind === 'danger' || kind === 'warning' ? 'note' : undefined}>
      <div className="voce-admonition__title">{label}</div>
      <div className="voce-admonition__body">{children}</div>
    </div>
  );
}
