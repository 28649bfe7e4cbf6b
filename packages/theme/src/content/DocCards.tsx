import { Link } from '../router/Link';

export interface DocCardItem {
  title: string;
  href: string;
  description?: string;
  kind: string;
  count: number;
}

/** Cards for the pages of a folder (:::doc-cards). */
export function DocCards({ items }: { items: DocCardItem[] }) {
  return (
    <ul className="voce-doc-cards">
      {items.map((it) => (
        <li key={it.href}>
          <Link className="voce-doc-card" href={it.href}>
            <span className="voce-doc-card__title">{it.title}</span>
            {it.description ? <span className="voce-doc-card__desc">{it.description}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
