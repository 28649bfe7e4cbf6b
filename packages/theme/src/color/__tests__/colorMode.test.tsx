import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ColorModeToggle } from '../ColorModeToggle';
import { mockMatchMedia } from '../../__tests__/fixtures';

const DARK = '(prefers-color-scheme: dark)';
const theme = () => document.documentElement.getAttribute('data-theme');
let media: ReturnType<typeof mockMatchMedia>;

beforeEach(() => {
  localStorage.clear();
  media = mockMatchMedia({ [DARK]: false });
  document.documentElement.setAttribute('data-theme', 'light');
});
afterEach(cleanup);

describe('colour mode', () => {
  it('toggles, applies data-theme and remembers the choice under "theme"', () => {
    render(<ColorModeToggle />);
    const btn = screen.getByRole('button', { name: /currently light mode/ });
    fireEvent.click(btn);
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(btn.getAttribute('aria-label')).toMatch(/currently dark mode/);
    fireEvent.click(btn);
    expect(theme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('follows the system preference until the visitor chooses', () => {
    render(<ColorModeToggle />);
    act(() => media.set(DARK, true));
    expect(theme()).toBe('dark');
    act(() => media.set(DARK, false));
    expect(theme()).toBe('light');
    fireEvent.click(screen.getByRole('button'));
    expect(theme()).toBe('dark');
    act(() => media.set(DARK, false));
    expect(theme()).toBe('dark');
  });

  it('follows a choice made in another tab', () => {
    render(<ColorModeToggle />);
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(theme()).toBe('dark');
    expect(screen.getByRole('button').getAttribute('aria-label')).toMatch(/currently dark mode/);
  });

  it('has both icons in the HTML so CSS shows the right one before hydration', () => {
    render(<ColorModeToggle />);
    expect(document.querySelector('.voce-colormode__light')).not.toBeNull();
    expect(document.querySelector('.voce-colormode__dark')).not.toBeNull();
  });
});
