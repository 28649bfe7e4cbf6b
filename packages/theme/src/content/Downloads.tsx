import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';

export interface DownloadItem {
  href: string;
  label: string;
  icon: 'google-play' | 'android' | 'ios' | 'desktop';
}

const icons = new Set(['google-play', 'android', 'ios', 'desktop']);

/** Store and download links of the mobile and desktop apps (:::downloads). */
export function Downloads({ items }: { items: DownloadItem[] }) {
  const t = useStrings();
  return (
    <ul className="voce-downloads">
      {items.map((it) => (
        <li key={it.href}>
          <a className={`voce-download voce-download--${it.icon}`} href={it.href} target="_blank" rel="noopener noreferrer">
            <span className="voce-download__icon">
              <Icon name={icons.has(it.icon) ? it.icon : 'download'} size={26} />
            </span>
            <span className="voce-download__text">
              <span className="voce-download__label">{it.label}</span>
              <span className="voce-download__hint">{t('theme.downloads.get', 'Download')}</span>
            </span>
            <Icon name="download" size={18} className="voce-download__arrow" />
          </a>
        </li>
      ))}
    </ul>
  );
}
