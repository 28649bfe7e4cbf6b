import { useState, type ReactNode } from 'react';

/**
 * Content that folds away with a height animation done in CSS (a grid row
 * from 1fr to 0fr), so the pre-rendered HTML and the first client render
 * agree and nothing is measured. Folded content is invisible to the
 * keyboard and to assistive technology (visibility: hidden).
 *
 * The children are not rendered until the region first opens (then they
 * stay, so folding still animates): a folded sidebar category's links
 * would otherwise be in every page's HTML, and a site of n pages would
 * write n × n links.
 */
export function Collapsible({ open, id, children }: { open: boolean; id?: string; children: ReactNode }) {
  const [seen, setSeen] = useState(open);
  // Set during render (React's documented pattern for state derived from props),
  // so the children appear in the same commit as the opening.
  if (open && !seen) setSeen(true);
  return (
    <div id={id} className="voce-collapsible" data-collapsed={open ? undefined : ''}>
      <div className="voce-collapsible__inner">{seen || open ? children : null}</div>
    </div>
  );
}
