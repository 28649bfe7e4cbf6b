import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Navbar } from '../Navbar';
import { OPEN_SEARCH_EVENT } from '../OpenSearchButton';
import { docPage, renderAt } from '../../__tests__/fixtures';

afterEach(cleanup);

describe('Navbar', () => {
  it('links logo and title to the home of the locale, APIs to the locale’s /api', () => {
    renderAt(<Navbar />, { path: '/zh-cn/install/docker' });
    const brand = screen.getByRole('link', { name: 'VoceChat' });
    expect(brand.getAttribute('href')).toBe('/zh-cn');
    expect(brand.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('link', { name: 'APIs' }).getAttribute('href')).toBe('/zh-cn/api');
  });

  it('has a labelled source-code link', () => {
    renderAt(<Navbar />);
    const src = screen.getByRole('link', { name: 'Source code on GitHub' });
    expect(src.getAttribute('href')).toBe('https://example.org/source');
    expect(src.querySelector('svg')).not.toBeNull();
  });

  it('renders the search slot, or a button that dispatches voce:open-search', () => {
    renderAt(<Navbar />);
    const onOpen = vi.fn();
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    const btn = screen.getByRole('button', { name: 'Search' });
    expect(btn.textContent).toMatch(/(Ctrl|⌘) K/);
    fireEvent.click(btn);
    expect(onOpen).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
    cleanup();
    renderAt(<Navbar searchButton={<button type="button">Find</button>} />);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Find' })).toBeTruthy();
  });

  it('calls onMenu from the menu button', () => {
    const onMenu = vi.fn();
    renderAt(<Navbar onMenu={onMenu} />);
    const menu = screen.getByRole('button', { name: 'Toggle navigation bar' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(onMenu).toHaveBeenCalled();
  });
});

describe('LocaleDropdown', () => {
  it('links to the same page in each locale, keeping query and hash', () => {
    renderAt(<Navbar />, { path: '/zh-cn/install/docker', search: '?x=1', hash: '#2-enable-domain' });
    const button = screen.getByRole('button', { name: /简体中文/ });
    fireEvent.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    const en = within(list).getByRole('link', { name: 'English' });
    expect(en.getAttribute('href')).toBe('/install/docker?x=1#2-enable-domain');
    expect(within(list).getByRole('link', { name: '简体中文' }).getAttribute('aria-current')).toBe('true');
  });

  it('leads to the other locale’s home where the page has no version there', () => {
    const page = docPage({ route: '/zh-cn/only-here', locale: 'zh-cn', alternates: { 'zh-cn': '/zh-cn/only-here' } });
    renderAt(<Navbar />, { path: '/zh-cn/only-here', hash: '#x', data: { kind: 'doc', page } });
    const button = screen.getByRole('button', { name: /简体中文/ });
    fireEvent.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
    expect(within(list).getByRole('link', { name: '简体中文' }).getAttribute('href')).toBe('/zh-cn/only-here#x');
  });

  it('opens with the arrow key, moves focus, closes on Escape and on a click outside', async () => {
    renderAt(<Navbar />);
    const button = screen.getByRole('button', { name: /English/ });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await act(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(document.activeElement?.textContent).toBe('English');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('简体中文');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(list.hidden).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(list.hidden).toBe(true);
  });
});
