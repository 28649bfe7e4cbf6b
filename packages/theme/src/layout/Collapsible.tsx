import type { ReactNode } from 'react';

/**
 * Content that folds away with a height animation done in CSS (a grid row
 * from 1fr to 0fr), so the pre-rendered HTML and the first client render
 * agree and nothing is measured. Folded content is invisible to the
 * keyboard and to assistive technology (visibility: hidden).
 */
export function Collapsible({ open, id, className, children }: { open: boolean; id?: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} className={className ? `voce-collapsible ${className}` : 'voce-collapsible'} data-collapsed={open ? undefined : ''}>
      <div className="voce-collapsible__inner">{children}</div>
    </div>
  );
}
