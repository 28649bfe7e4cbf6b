import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Layout } from '../Layout';
import { Sidebar } from '../Sidebar';
import { Link } from '../../router/Link';
import { docPage, loaders, mockMatchMedia, renderAt } from '../../__tests__/fixtures';

let media: ReturnType<typeof mockMatchMedia>;
beforeEach(() => {
  media = mockMatchMedia({ '(min-width: 997px)': false });
  localStorage.clear();
  document.documentElement.removeAttribute('data-sidebar-hidden');
});
afterEach(cleanup);

function page() {
  return renderAt(
    <Layout sidebar={<Sidebar />}>
      <h1>Page</h1>
      <Link href="/install/shell">Go to shell</Link>
    </Layout>,
    { loaders: loaders({ '/install/shell': { kind: 'doc', page: docPage({ route: '/install/shell' }) } }) },
  );
}

const drawer = () => document.getElementById('voce-drawer')!;
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));

describe('Layout', () => {
  it('has a skip link to the main landmark', () => {
    page();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(document.querySelector('main#main')).not.toBeNull();
  });

  it('opens the drawer as a dialog holding the navbar items and the sidebar; Escape closes it', () => {
    page();
    expect(drawer().hasAttribute('data-open')).toBe(false);
    // Closed, the drawer holds the sidebar but not yet its copy of the navbar items.
    expect(drawer().querySelector('.voce-drawer__nav')).toBeNull();
    open();
    expect(drawer().hasAttribute('data-open')).toBe(true);
    expect(drawer().getAttribute('role')).toBe('dialog');
    expect(drawer().querySelector('.voce-drawer__nav a[href="/api"]')).not.toBeNull();
    expect(drawer().querySelector('nav.voce-sidebar')).not.toBeNull();
    expect(document.activeElement?.className).toContain('voce-drawer__close');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(drawer().hasAttribute('data-open')).toBe(false);
  });

  it('closes the drawer on a click outside it', () => {
    page();
    open();
    fireEvent.click(document.querySelector('.voce-backdrop')!);
    expect(drawer().hasAttribute('data-open')).toBe(false);
  });

  it('closes the drawer on navigation', async () => {
    page();
    open();
    await act(async () => {
      fireEvent.click(screen.getAllByRole('link', { name: 'Go to shell' })[0]);
    });
    expect(drawer().hasAttribute('data-open')).toBe(false);
  });

  it('closes the drawer when the window grows past 996 px', () => {
    page();
    open();
    act(() => media.set('(min-width: 997px)', true));
    expect(drawer().hasAttribute('data-open')).toBe(false);
  });

  it('hides the desktop sidebar and remembers it', () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(document.documentElement.hasAttribute('data-sidebar-hidden')).toBe(true);
    expect(localStorage.getItem('voce-sidebar-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(document.documentElement.hasAttribute('data-sidebar-hidden')).toBe(false);
    expect(localStorage.getItem('voce-sidebar-hidden')).toBeNull();
  });

  it('renders no footer with hideFooter', () => {
    renderAt(<Layout hideFooter>x</Layout>);
    expect(document.querySelector('footer.voce-footer')).toBeNull();
    cleanup();
    renderAt(<Layout>x</Layout>);
    expect(document.querySelector('footer.voce-footer')).not.toBeNull();
  });
});
