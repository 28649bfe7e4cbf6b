import type { ReactNode } from 'react';
import { useStrings } from '../i18n/useStrings';
import { Icon, type IconName } from '../icons';

const kinds = new Set(['note', 'tip', 'info', 'warning', 'danger']);

/** A :::note / tip / info / warning / danger block, with its icon and an optional custom title. */
export function Admonition({ kind, title, children }: { kind: string; title?: string; children: ReactNode }) {
  const t = useStrings();
  const k = kinds.has(kind) ? kind : 'note';
  const defaults: Record<string, string> = {
    note: t('theme.admonition.note', 'Note'),
    tip: t('theme.admonition.tip', 'Tip'),
    info: t('theme.admonition.info', 'Info'),
    warning: t('theme.admonition.warning', 'Warning'),
    danger: t('theme.admonition.danger', 'Danger'),
  };
  return (
    <div className={`voce-admonition voce-admonition--${k}`}>
      <p className="voce-admonition__title">
        <Icon name={k as IconName} size={18} />
        <span>{title || defaults[k]}</span>
      </p>
      <div className="voce-admonition__body">{children}</div>
    </div>
  );
}
