import { useRouter } from '../router/Router';

export function Footer() {
  const { site, localeData } = useRouter();
  const code = localeData.locale;
  const year = new Date().getFullYear();
  return (
    <footer className="voce-footer">
      <div className="voce-footer__columns">
        {site.footer.columns.map((c, i) => (
          <div key={i} className="voce-footer__column">
            <h2 className="voce-footer__title">{c.title[code]}</h2>
            <ul>
              {c.items.map((it, j) => (
                <li key={j}>
                  <a href={it.href} target="_blank" rel="noopener noreferrer">{it.label[code]}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="voce-footer__copyright">{site.footer.copyright.replace('{year}', String(year))}</p>
    </footer>
  );
}
