/** Whether the key went to a field the visitor types in. */
export function isEditingContent(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA';
}

/**
 * What a keydown means for the modal, as DocSearch decides it: Ctrl/Cmd+K
 * toggles, Escape closes an open modal, `/` opens it when no field has
 * focus.
 */
export function shortcutAction(e: Pick<KeyboardEvent, 'key' | 'code' | 'metaKey' | 'ctrlKey' | 'target'>, isOpen: boolean): 'open' | 'close' | null {
  const key = e.key?.toLowerCase();
  if (isOpen && (e.code === 'Escape' || e.key === 'Escape')) return 'close';
  if (key === 'k' && (e.metaKey || e.ctrlKey)) return isOpen ? 'close' : 'open';
  if (!isOpen && e.key === '/' && !isEditingContent(e.target)) return 'open';
  return null;
}
