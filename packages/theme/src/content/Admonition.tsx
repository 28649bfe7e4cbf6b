import type { ReactNode } from 'react';
import { useStrings } from '../i18n/useStrings';
import { Icon, type IconName } from '../icons';

/** A :::note / tip / info / warning / danger block, with its icon and an optional custom title. */
export function Admonition({ kind, title, children }: { kind: string; title?: string; children: ReactNode }) {
  const t = useStrings();
  const defaults: Record<string, string> = {
    note: t('theme.admonition.note', 'Note'),
    tip: t('theme.admonition.tip', 'Tip'),
    info: t('theme.admonition.info', 'Info'),
    warning: t('theme.admonition.warning', 'Warning'),
    danger: t('theme.admonition.danger', 'Danger'),
  };
  const k = Object.hasOwn(defaults, kind) ? kind : 'note';
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
