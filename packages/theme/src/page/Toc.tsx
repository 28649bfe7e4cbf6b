import { useEffect, useId, useState } from 'react';
import type { TocEntry } from '../types';
import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';
import { Collapsible } from '../layout/Collapsible';

/**
 * The id of the heading being read: the last one whose top has passed just
 * below the navbar, or the last heading on screen once the page cannot
 * scroll further.
 */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (!key) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const nav = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--voce-navbar-height')) || 60;
      const line = nav + 100;
      const els = key.split(' ').map((id) => document.getElementById(id)).filter((e): e is HTMLElement => !!e);
      let found: string | null = null;
      for (const el of els) {
        if (el.getBoundingClientRect().top <= line) found = el.id;
        else break;
      }
      const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (bottom) {
        for (const el of els) if (el.getBoundingClientRect().top < window.innerHeight) found = el.id;
      }
      setActive(found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // The first measure waits for the next frame too: run here, it forced a
    // layout inside the task that runs every effect after hydration.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}

function TocList({ toc, active, onPick }: { toc: TocEntry[]; active?: string | null; onPick?(): void }) {
  return (
    <ul className="voce-toc__list">
      {toc.map((e) => (
        <li key={e.id} className={e.level > 2 ? `voce-toc__item--${e.level}` : undefined}>
          <a
            href={`#${e.id}`}
            className={e.id === active ? 'voce-toc__link voce-toc__link--active' : 'voce-toc__link'}
            aria-current={e.id === active ? 'true' : undefined}
            onClick={onPick}
          >
            {e.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The right-hand table of contents (above 996 px), with the heading in view highlighted. */
export function Toc({ toc }: { toc: TocEntry[] }) {
  const t = useStrings();
  const active = useActiveHeading(toc.map((e) => e.id));
  const title = t('theme.toc.title', 'On this page');
  return (
    <nav className="voce-toc" aria-label={title}>
      <p className="voce-toc__title">{title}</p>
      <TocList toc={toc} active={active} />
    </nav>
  );
}

/**
 * The folded "On this page" box above the content (996 px and below). Its
 * list renders when first opened: folded, it is only a button, and the
 * pre-rendered HTML already holds the same links in the right-hand column.
 */
export function TocCollapsible({ toc }: { toc: TocEntry[] }) {
  const t = useStrings();
  const id = useId();
  const [open, setOpen] = useState(false);
  const title = t('theme.toc.title', 'On this page');
  return (
    <nav className="voce-toc-mobile" data-open={open ? '' : undefined} aria-label={title}>
      <button type="button" className="voce-toc-mobile__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {title}
        <Icon name="chevronRight" size={16} className="voce-toc-mobile__chevron" />
      </button>
      <Collapsible open={open} id={id}>
        <TocList toc={toc} onPick={() => setOpen(false)} />
      </Collapsible>
    </nav>
  );
}
