import { createElement, type ReactNode } from 'react';
import { useStrings } from '../i18n/useStrings';

/** A heading with a "#" link to itself that shows on hover and focus. */
export function HeadingAnchor({ level, id, children }: { level: number; id: string; children: ReactNode }) {
  const t = useStrings();
  return createElement(
    `h${level}`,
    { id: id || undefined, className: 'voce-heading' },
    children,
    id ? (
      <a className="voce-heading__anchor" href={`#${id}`} aria-label={t('theme.common.headingLinkTitle', 'Direct link to this heading')}>
        #
      </a>
    ) : null,
  );
}
