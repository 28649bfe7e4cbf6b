import { useState } from 'react';
import type { BodyNode } from '../types';
import { renderNode } from './Body';

/** Tabs from a :::tabs block. */
export function Tabs({ tabs }: { groupId?: string; tabs: BodyNode[] }) {
  const items = tabs.filter((t): t is [string, Record<string, unknown>, ...BodyNode[]] => Array.isArray(t) && t[0] === 'x-tab');
  const [active, setActive] = useState(0);
  return (
    <div className="voce-tabs">
      <div role="tablist" className="voce-tabs__list">
        {items.map(([, a], i) => (
          <button key={i} role="tab" type="button" aria-selected={i === active} onClick={() => setActive(i)}>
            {String(a.label)}
          </button>
        ))}
      </div>
      {items.map(([, , ...kids], i) => (
        <div key={i} role="tabpanel" hidden={i !== active}>
          {kids.map((k, j) => renderNode(k, j))}
        </div>
      ))}
    </div>
  );
}
