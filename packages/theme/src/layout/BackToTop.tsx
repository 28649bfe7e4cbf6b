import { useEffect, useState } from 'react';
import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';

/** A round button that appears after 300 px of scrolling and brings the reader back up. */
export function BackToTop() {
  const t = useStrings();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const on = () => setShown(window.scrollY > 300);
    on();
    window.addEventListener('scroll', on, { passive: true });
    return () => window.removeEventListener('scroll', on);
  }, []);
  const label = t('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top');
  return (
    <button
      type="button"
      className="voce-back-to-top"
      data-shown={shown ? '' : undefined}
      aria-label={label}
      title={label}
      tabIndex={shown ? 0 : -1}
      onClick={() => {
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
      }}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
