import type { ReactNode } from 'react';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { useStrings } from '../i18n/useStrings';

/** The page shell: skip link, navbar, the page, and the footer unless hidden. */
export function Layout({ children, hideFooter, sidebar }: { children: ReactNode; hideFooter?: boolean; sidebar?: ReactNode }) {
  const t = useStrings();
  return (
    <div className="voce-root">
      <a className="voce-skip" href="#main">{t('theme.common.skipToMainContent', 'Skip to main content')}</a>
      <Navbar />
      <div className="voce-main-wrap">
        {sidebar}
        <main id="main" className="voce-main">{children}</main>
      </div>
      {hideFooter ? null : <Footer />}
    </div>
  );
}
