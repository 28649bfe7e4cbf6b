export interface DownloadItem {
  href: string;
  label: string;
  icon: 'google-play' | 'android' | 'ios' | 'desktop';
}

/** Store and download links of the mobile and desktop apps (:::downloads). */
export function Downloads({ items }: { items: DownloadItem[] }) {
  return (
    <ul className="voce-downloads">
      {items.map((it) => (
        <li key={it.href}>
          <a className={`voce-download voce-download--${it.icon}`} href={it.href} target="_blank" rel="noopener noreferrer">
            {it.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
