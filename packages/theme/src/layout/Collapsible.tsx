import { useState, type ReactNode } from 'react';

/**
 * Content that folds away with a height animation done in CSS (a grid row
 * from 1fr to 0fr), so the pre-rendered HTML and the first client render
 * agree and nothing is measured. Folded content is invisible to the
 * keyboard and to assistive technology (visibility: hidden).
 *
 * With `lazy`, the children are not rendered until the first time the
 * region opens (then they stay, so folding still animates). Sidebars use it:
 * a folded category's links would otherwise be in every page's HTML, and a
 * site of n pages would write n × n links.
 */
export function Collapsible({ open, id, className, lazy, children }: { open: boolean; id?: string; className?: string; lazy?: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(open);
  // Set during render (React's documented pattern for state derived from props),
  // so the children appear in the same commit as the opening.
  if (open && !seen) setSeen(true);
  return (
    <div id={id} className={className ? `voce-collapsible ${className}` : 'voce-collapsible'} data-collapsed={open ? undefined : ''}>
      <div className="voce-collapsible__inner">{!lazy || seen || open ? children : null}</div>
    </div>
  );
}
