import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SearchButton } from '../SearchButton';
import { SearchHost } from '../SearchHost';
import type { SearchModalProps } from '../modal/SearchModal';
import { AtPath } from './testSite';

const load = vi.hoisted(() => vi.fn());
vi.mock('../loadSearchModal', () => ({ loadSearchModal: load }));

function FakeModal({ initialQuery, onClose }: SearchModalProps) {
  return (
    <div role="dialog" aria-label="search">
      <input defaultValue={initialQuery ?? ''} aria-label="query" />
      <button onClick={onClose}>close</button>
    </div>
  );
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ Modal: FakeModal, insightsClient: null });
});
afterEach(cleanup);

function mount() {
  return render(
    <AtPath href="/zh-cn/">
      <SearchButton />
      <input aria-label="other field" />
      <SearchHost />
    </AtPath>,
  );
}

const flush = () => act(async () => {});

describe('<SearchHost> and <SearchButton>', () => {
  it('loads nothing until asked', async () => {
    mount();
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the button is small markup, rendered on the server without search code', () => {
    const html = renderToString(
      <AtPath href="/">
        <SearchButton />
      </AtPath>,
    );
    expect(html).toContain('aria-keyshortcuts="Control+K Meta+K"');
    expect(html).toContain('Ctrl<!-- --> K');
    expect(load).not.toHaveBeenCalled();
  });

  it('hover or focus of the button fetches the modal code, without opening it', async () => {
    mount();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Search' }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Search' }));
    expect(load).toHaveBeenCalledTimes(2); // memoised inside loadSearchModal
  });

  it('Ctrl+K opens and toggles; Escape closes', async () => {
    mount();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape', code: 'Escape' });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/ opens, except while typing in a field', async () => {
    mount();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'other field' }), { key: '/' });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: '/' });
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a click on the button opens it (voce:open-search), and onClose closes it', async () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByText('close'));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a letter typed on the focused button becomes the first character of the query', async () => {
    mount();
    const button = screen.getByRole('button', { name: 'Search' });
    button.focus();
    fireEvent.keyDown(button, { key: 'd' });
    await flush();
    expect((screen.getByRole('textbox', { name: 'query' }) as HTMLInputElement).value).toBe('d');
  });

  it('a failed chunk load logs and leaves the page usable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('chunk gone'));
    mount();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    warn.mockRestore();
  });
});
