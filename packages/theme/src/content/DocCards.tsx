import { Link } from '../router/Link';
import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';

export interface DocCardItem {
  title: string;
  href: string;
  description?: string;
  kind: string;
  count: number;
}

/** Cards for the pages of a folder (:::doc-cards). */
export function DocCards({ items }: { items: DocCardItem[] }) {
  const t = useStrings();
  return (
    <ul className="voce-doc-cards">
      {items.map((it) => {
        const folder = it.kind === 'category';
        const desc =
          it.description ||
          (folder ? (it.count === 1 ? t('theme.docCard.oneItem', '1 item') : t('theme.docCard.items', '{count} items', { count: it.count })) : '');
        return (
          <li key={it.href}>
            <Link className="voce-doc-card" href={it.href}>
              <span className="voce-doc-card__title">
                <Icon name={folder ? 'folder' : 'file'} size={20} />
                {it.title}
              </span>
              {desc ? <span className="voce-doc-card__desc">{desc}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
