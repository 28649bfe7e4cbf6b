import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move
 * between tabs; the first tab is selected in the pre-rendered HTML. With one
 * label a plain caption stands instead of a tab list. children renders the
 * selected tab's panel (only that one is rendered); label names the tab
 * list; selected and onSelect let the caller hold the choice.
 */
export function Tabs({ labels, children, label, selected, onSelect, className }: { labels: ReactNode[]; children(index: number): ReactNode; label: string; selected?: number; onSelect?(index: number): void; className?: string }) {
  const id = useId();
  const [own, setOwn] = useState(0);
  // Clamped: a re-render with fewer tabs keeps a valid one.
  const active = Math.min(selected ?? own, labels.length - 1);
  const select = (i: number) => {
    setOwn(i);
    onSelect?.(i);
  };
  const cls = className ? `voce-api-tabs ${className}` : 'voce-api-tabs';
  if (labels.length === 1) {
    return (
      <div className={cls}>
        <div className="voce-api-tabs__caption">{labels[0]}</div>
        <div className="voce-api-tabs__panel">{children(0)}</div>
      </div>
    );
  }
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const n = labels.length;
    const next = { ArrowRight: (active + 1) % n, ArrowLeft: (active - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(next);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className={cls}>
      <div role="tablist" aria-label={label} className="voce-api-tabs__list" onKeyDown={onKey}>
        {labels.map((l, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            className="voce-api-tabs__tab"
            onClick={() => select(i)}
          >
            {l}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="voce-api-tabs__panel">
        {children(active)}
      </div>
    </div>
  );
}
