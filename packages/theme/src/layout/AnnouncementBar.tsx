import { useEffect, useState } from 'react';
import { useRouter } from '../router/Router';
import { useStrings } from '../i18n/useStrings';
import { storage } from '../hooks/storage';
import { Icon } from '../icons';

/** The localStorage key holding the id of the dismissed announcement; the head script copies it to <html>. */
export const ANNOUNCEMENT_KEY = 'voce-announcement-dismissed';
const ATTR = 'data-announcement-dismissed';

/**
 * The bar above the navbar (site.announcement). It is part of the
 * pre-rendered HTML, so it takes its place from the first paint; for a
 * visitor who dismissed this id, the head script has already set
 * html[data-announcement-dismissed] and the rule below hides it before paint.
 * A new id shows the bar again.
 */
export function AnnouncementBar() {
  const { site, localeData } = useRouter();
  const t = useStrings();
  const a = site.announcement;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (a && document.documentElement.getAttribute(ATTR) === a.id) setDismissed(true);
  }, [a]);
  if (!a || dismissed) return null;
  // A CSS string for the id; set as raw HTML, since React escapes the quotes of text children.
  const id = a.id.replace(/[\\"]/g, '\\$&').replace(/</g, '\\3c ').replace(/[\r\n]/g, ' ');
  const dismiss = () => {
    storage.set(ANNOUNCEMENT_KEY, a.id);
    document.documentElement.setAttribute(ATTR, a.id);
    setDismissed(true);
  };
  return (
    <div
      className="voce-announcement"
      role="region"
      aria-label={t('theme.announcement.label', 'Announcement')}
      style={{ background: a.background, color: a.color }}
    >
      <style dangerouslySetInnerHTML={{ __html: `html[${ATTR}="${id}"] .voce-announcement{display:none}` }} />
      <p className="voce-announcement__content">{a.content[localeData.locale]}</p>
      <button type="button" className="voce-iconbtn voce-announcement__close" aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')} onClick={dismiss}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
