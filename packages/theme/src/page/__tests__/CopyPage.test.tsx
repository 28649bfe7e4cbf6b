import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CopyPage } from '../CopyPage';
import { DocPage } from '../DocPage';
import { docPage, renderAt } from '../../__tests__/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A clipboard that records plain-text writes. */
function clipboard() {
  const writes: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(async (s: string) => void writes.push(s)) },
    configurable: true,
  });
  return writes;
}

describe('CopyPage', () => {
  it('fetches the Markdown only when asked, copies it and tells a screen reader', async () => {
    const writes = clipboard();
    const fetch = vi.fn(async () => new Response('# Docker\n', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(<CopyPage href="/install/docker.md" />);
    expect(fetch).not.toHaveBeenCalled();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    });
    expect(fetch).toHaveBeenCalledWith('/install/docker.md');
    await waitFor(() => expect(writes).toEqual(['# Docker\n']));
    expect(status.textContent).toBe('The page is on the clipboard, as Markdown.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says so when the Markdown cannot be fetched', async () => {
    const writes = clipboard();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    render(<CopyPage href="/gone.md" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The page could not be copied. Open it with View as Markdown instead.'));
    expect(writes).toEqual([]);
  });

  it('offers the Markdown itself in a disclosure, closed by Escape with the focus back on its toggle', () => {
    render(<CopyPage href="/zh-cn/api/login.md" />);
    const details = document.querySelector('details')!;
    const toggle = details.querySelector('summary')!;
    expect(toggle.getAttribute('aria-label')).toBe('More ways to take this page');
    const link = screen.getByRole('link', { name: /View as Markdown/, hidden: true });
    expect(link.getAttribute('href')).toBe('/zh-cn/api/login.md');
    details.open = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(toggle);
    details.open = true;
    fireEvent.click(document.body);
    expect(details.open).toBe(false);
  });

  it('is in the pre-rendered HTML, so the page does not move when the script arrives', () => {
    const html = renderToString(<CopyPage href="/install/docker.md" />);
    expect(html).toContain('Copy page');
    expect(html).toContain('href="/install/docker.md"');
  });

  it('stands in the breadcrumbs row of a doc page', () => {
    renderAt(<DocPage page={docPage()} actions={<CopyPage href="/install/docker.md" />} />);
    const bar = document.querySelector('.voce-doc__bar')!;
    expect(bar.querySelector('.voce-breadcrumbs')).not.toBeNull();
    expect(bar.querySelector('.voce-copy-page')).not.toBeNull();
  });
});
