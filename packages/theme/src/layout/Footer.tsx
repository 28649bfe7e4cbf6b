import { useState } from 'react';
import { ChatWidget } from '@vocedocs/widget-loader';
import { useRouter } from '../router/Router';

/**
 * The year of the copyright line. Pre-rendering writes the build's year;
 * the browser takes it from that HTML, so hydration matches even when the
 * calendar has turned since the build.
 */
function copyrightYear(): number {
  const written = typeof document === 'undefined' ? null : document.querySelector('.voce-footer [data-year]');
  return Number(written?.getAttribute('data-year')) || new Date().getFullYear();
}

/** Link columns and copyright from site.footer; loads the chat widget while mounted. */
export function Footer() {
  const { site, localeData } = useRouter();
  const code = localeData.locale;
  const [y] = useState(copyrightYear);
  const [before, after = ''] = site.footer.copyright.split('{year}');
  return (
    <footer className="voce-footer">
      <div className="voce-footer__inner">
        <div className="voce-footer__columns">
          {site.footer.columns.map((c, i) => (
            <div key={i} className="voce-footer__column">
              <p className="voce-footer__title">{c.title[code]}</p>
              <ul>
                {c.items.map((it, j) => (
                  <li key={j}>
                    <a className="voce-footer__link" href={it.href} target="_blank" rel="noopener noreferrer">
                      {it.label[code]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="voce-footer__copyright">
          {before}
          {site.footer.copyright.includes('{year}') ? <span data-year={y}>{y}</span> : null}
          {after}
        </p>
      </div>
      <ChatWidget options={site.widget} />
    </footer>
  );
}
