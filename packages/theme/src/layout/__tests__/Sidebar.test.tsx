import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Sidebar } from '../Sidebar';
import { renderAt } from '../../__tests__/fixtures';

afterEach(cleanup);

const collapsible = (label: string) => screen.getByRole('button', { name: new RegExp(`sidebar category '${label}'`) });
const region = (btn: HTMLElement) => document.getElementById(btn.getAttribute('aria-controls')!)!;

describe('Sidebar', () => {
  it('marks the active page and expands its category', () => {
    renderAt(<Sidebar />, { path: '/install/docker' });
    const link = screen.getByRole('link', { name: 'Docker' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Shell' }).getAttribute('aria-current')).toBeNull();
    const install = collapsible('Install');
    expect(install.getAttribute('aria-expanded')).toBe('true');
    expect(region(install).hasAttribute('data-collapsed')).toBe(false);
    expect(link.closest('.voce-sidebar__category')?.className).toContain('voce-sidebar__category--active');
  });

  it('keeps other collapsed categories folded', () => {
    renderAt(<Sidebar />, { path: '/install/docker' });
    const settings = screen.getByRole('button', { name: 'Settings' });
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    expect(region(settings).hasAttribute('data-collapsed')).toBe(true);
  });

  it('folds the siblings when a category opens, and toggles with the keyboard-operable button', () => {
    renderAt(<Sidebar />, { path: '/install/docker' });
    const settings = screen.getByRole('button', { name: 'Settings' });
    fireEvent.click(settings);
    expect(settings.getAttribute('aria-expanded')).toBe('true');
    expect(collapsible('Install').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(settings);
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    expect(settings.tagName).toBe('BUTTON');
  });

  it('renders a folded category\'s links only once it has been opened, then keeps them while folded', () => {
    renderAt(<Sidebar />, { path: '/install/docker' });
    expect(screen.queryByRole('link', { name: 'SMTP', hidden: true })).toBeNull();
    const settings = screen.getByRole('button', { name: 'Settings' });
    fireEvent.click(settings);
    expect(screen.getByRole('link', { name: 'SMTP' })).toBeTruthy();
    fireEvent.click(settings);
    expect(region(settings).hasAttribute('data-collapsed')).toBe(true);
    expect(screen.getByRole('link', { name: 'SMTP', hidden: true })).toBeTruthy();
  });

  it('writes a folded group as a short heading: no inline SVG for its caret', () => {
    renderAt(<Sidebar />, { path: '/install/docker' });
    const settings = screen.getByRole('button', { name: 'Settings' }).closest('li')!;
    // Every page carries every group's heading; the caret is drawn in CSS.
    expect(settings.querySelector('svg')).toBeNull();
    expect(settings.querySelector('.voce-sidebar__caret')).not.toBeNull();
    expect(settings.outerHTML.length).toBeLessThan(400);
  });
});
