import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { PlainCode } from './CodeBlock';
import { useHydrated } from '../hooks/useHydrated';
import type { BodyNode } from '../types';
import { renderNode } from './Body';
import { chooseTab, chosenTab, subscribeTabs } from './tabStore';

type TabNode = [string, { label?: unknown; value?: unknown }, ...BodyNode[]];

const noGroup = () => null;

/** useLayoutEffect in the browser, useEffect (a no-op) while pre-rendering. */
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Tabs from a ::::tabs block, following the WAI-ARIA tabs pattern (arrow
 * keys, Home, End). Tabs with the same groupId switch together across the
 * page, and the choice is remembered.
 */
export function Tabs({ groupId, tabs }: { groupId?: string; tabs: BodyNode[] }) {
  const items = tabs.filter((t): t is TabNode => Array.isArray(t) && t[0] === 'x-tab');
  const values = items.map(([, a], i) => String(a.value ?? a.label ?? i));
  const base = useId();
  const [local, setLocal] = useState(0);
  const stored = useSyncExternalStore(subscribeTabs, groupId ? () => chosenTab(groupId) : noGroup, noGroup);
  const fromGroup = stored === null ? -1 : values.indexOf(stored);
  const active = fromGroup >= 0 ? fromGroup : Math.min(local, items.length - 1);
  const list = useRef<HTMLDivElement>(null);
  // Hidden panels' code is coloured once the page has hydrated, as a
  // transition: it is not on screen, so it must not hold up input.
  const coloured = useHydrated();
  const plainAround = useContext(PlainCode);
  // Keeps the clicked tab still on screen when other tab groups above it change height.
  const anchor = useRef<{ el: HTMLElement; top: number } | null>(null);
  useIsoLayoutEffect(() => {
    const a = anchor.current;
    anchor.current = null;
    if (a) window.scrollBy(0, a.el.getBoundingClientRect().top - a.top);
  }, [active]);

  const select = (i: number, el?: HTMLElement | null) => {
    if (el) anchor.current = { el, top: el.getBoundingClientRect().top };
    setLocal(i);
    if (groupId) chooseTab(groupId, values[i]);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const n = items.length;
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const i = next % n;
    const btn = list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[i];
    select(i, btn);
    btn?.focus();
  };
  return (
    <div className="voce-tabs">
      <div role="tablist" aria-orientation="horizontal" className="voce-tabs__list" ref={list} onKeyDown={onKeyDown}>
        {items.map(([, a], i) => (
          <button
            key={values[i]}
            id={`${base}t${i}`}
            role="tab"
            type="button"
            className="voce-tabs__tab"
            aria-selected={i === active}
            aria-controls={`${base}p${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={(e) => select(i, e.currentTarget)}
          >
            {String(a.label)}
          </button>
        ))}
      </div>
      {/* data-label titles each panel when scripts are off and every panel shows (apps/site/index.html). */}
      {items.map(([, a, ...kids], i) => (
        <div key={values[i]} id={`${base}p${i}`} role="tabpanel" aria-labelledby={`${base}t${i}`} className="voce-tabs__panel" hidden={i !== active} tabIndex={0} data-label={String(a.label)}>
          <PlainCode.Provider value={plainAround || (!coloured && i !== active)}>{kids.map((k, j) => renderNode(k, j))}</PlainCode.Provider>
        </div>
      ))}
    </div>
  );
}
