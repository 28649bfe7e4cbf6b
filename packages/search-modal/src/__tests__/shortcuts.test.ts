import { describe, expect, it } from 'vitest';
import { isEditingContent, shortcutAction } from '../shortcuts';

const key = (init: Partial<KeyboardEvent> & { target?: EventTarget | null }) =>
  ({ key: '', code: '', metaKey: false, ctrlKey: false, target: document.body, ...init }) as KeyboardEvent;

describe('shortcutAction', () => {
  it('Ctrl+K and Cmd+K toggle the modal', () => {
    expect(shortcutAction(key({ key: 'k', ctrlKey: true }), false)).toBe('open');
    expect(shortcutAction(key({ key: 'K', metaKey: true }), false)).toBe('open');
    expect(shortcutAction(key({ key: 'k', ctrlKey: true }), true)).toBe('close');
    expect(shortcutAction(key({ key: 'k' }), false)).toBeNull();
  });

  it('Ctrl+K works from inside a field too', () => {
    const input = document.createElement('input');
    expect(shortcutAction(key({ key: 'k', ctrlKey: true, target: input }), false)).toBe('open');
  });

  it('/ opens only when no field has focus', () => {
    expect(shortcutAction(key({ key: '/' }), false)).toBe('open');
    for (const tag of ['input', 'textarea', 'select']) {
      expect(shortcutAction(key({ key: '/', target: document.createElement(tag) }), false)).toBeNull();
    }
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(shortcutAction(key({ key: '/', target: editable }), false)).toBeNull();
    expect(shortcutAction(key({ key: '/' }), true)).toBeNull();
  });

  it('Escape closes an open modal and means nothing otherwise', () => {
    expect(shortcutAction(key({ key: 'Escape', code: 'Escape' }), true)).toBe('close');
    expect(shortcutAction(key({ key: 'Escape', code: 'Escape' }), false)).toBeNull();
  });

  it('isEditingContent', () => {
    expect(isEditingContent(null)).toBe(false);
    expect(isEditingContent(document.body)).toBe(false);
    expect(isEditingContent(document.createElement('input'))).toBe(true);
  });
});
