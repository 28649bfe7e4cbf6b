import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DocPage } from '../DocPage';
import { formatDate } from '../formatDate';
import { docPage, renderAt, zhLocale } from '../../__tests__/fixtures';

afterEach(cleanup);

describe('formatDate', () => {
  it('writes the date per locale, in UTC', () => {
    expect(formatDate('2024-03-05T10:00:00Z', 'en')).toBe('Mar 5, 2024');
    expect(formatDate('2024-03-05T10:00:00Z', 'zh-CN')).toBe('2024年3月5日');
    // 23:30 in New York is already the next day in UTC, on every machine.
    expect(formatDate('2024-03-05T23:30:00-05:00', 'en')).toBe('Mar 6, 2024');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('writes what Intl.DateTimeFormat writes, without calling it for the site languages', () => {
    const day = 86_400_000;
    for (const lang of ['en', 'en-US', 'zh-CN', 'zh', 'zh-Hans']) {
      const intl = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
      // Every day of two years, leap day included, at an hour near midnight.
      const isos: string[] = [];
      for (let t = Date.UTC(2023, 0, 1, 23, 59); t < Date.UTC(2025, 0, 1); t += day) isos.push(new Date(t).toISOString());
      const want = isos.map((iso) => intl.format(new Date(iso)));
      const spy = vi.spyOn(Intl, 'DateTimeFormat');
      try {
        expect(isos.map((iso) => formatDate(iso, lang)), lang).toEqual(want);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
    }
    // Languages the site does not ship still get their own format.
    expect(formatDate('2024-03-05T10:00:00Z', 'de')).toBe('5. März 2024');
  });
});

describe('DocPage', () => {
  it('shows breadcrumbs with a home icon, the title, the content and the meta line', () => {
    renderAt(<DocPage page={docPage()} />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const home = within(crumbs).getByRole('link', { name: 'Home page' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.querySelector('svg')).not.toBeNull();
    expect(within(crumbs).getByRole('link', { name: 'Install' }).getAttribute('href')).toBe('/install');
    expect(within(crumbs).getByText('Run in Docker').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Run in Docker');
    expect(screen.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toBe('https://example.org/edit/docker.md');
    expect(document.querySelector('.voce-doc__updated')?.textContent).toBe('Last updated on Mar 5, 2024');
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2024-03-05T10:00:00Z');
  });

  it('writes the zh-cn date and strings', () => {
    renderAt(<DocPage page={docPage({ locale: 'zh-cn' })} />, { path: '/zh-cn/install/docker', localeData: zhLocale });
    expect(document.querySelector('.voce-doc__updated')?.textContent).toBe('最后更新于 2024年3月5日');
    expect(screen.getByText('下一页')).toBeTruthy();
  });

  it('links the previous and next pages', () => {
    renderAt(<DocPage page={docPage()} />);
    const pager = screen.getByRole('navigation', { name: 'Docs pages' });
    const links = within(pager).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/install', '/install/shell']);
    expect(links[0].textContent).toContain('Previous');
    expect(links[1].textContent).toContain('Next');
  });

  it('gives headings an anchor link', () => {
    renderAt(<DocPage page={docPage()} />);
    const h2 = screen.getByRole('heading', { level: 2, name: /Quick start/ });
    expect(h2.id).toBe('quick-start');
    expect(within(h2).getByRole('link', { name: 'Direct link to this heading' }).getAttribute('href')).toBe('#quick-start');
  });

  it('lists h2 and h3 in the TOC column and in the folded box', () => {
    renderAt(<DocPage page={docPage()} />);
    const toc = document.querySelector('.voce-toc')!;
    expect([...toc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#quick-start', '#check']);
    const box = document.querySelector('.voce-toc-mobile')!;
    const button = within(box as HTMLElement).getByRole('button', { name: 'On this page' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Folded, the box is only its button: the links render when first opened.
    expect(box.querySelectorAll('a')).toHaveLength(0);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.hasAttribute('data-collapsed')).toBe(false);
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#quick-start', '#check']);
  });

  it('has no TOC when the page hides it', () => {
    renderAt(<DocPage page={docPage({ hideTableOfContents: true })} />);
    expect(document.querySelector('.voce-toc')).toBeNull();
    expect(document.querySelector('.voce-toc-mobile')).toBeNull();
  });

  it('highlights the heading that was scrolled to', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    renderAt(<DocPage page={docPage()} />);
    const top = (id: string, y: number) => (document.getElementById(id)!.getBoundingClientRect = () => ({ top: y }) as DOMRect);
    top('quick-start', 50);
    top('check', 400);
    window.dispatchEvent(new Event('scroll'));
    // waitFor, not one frame: a loaded machine may take longer to flush.
    await waitFor(() => expect(document.querySelector('.voce-toc .voce-toc__link--active')?.getAttribute('href')).toBe('#quick-start'));
    top('quick-start', -400);
    top('check', 100);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(document.querySelector('.voce-toc .voce-toc__link--active')?.getAttribute('href')).toBe('#check'));
  });
});

describe('DocPage on a home page', () => {
  it('shows no breadcrumbs', () => {
    renderAt(<DocPage page={docPage({ route: '/zh-cn', breadcrumbs: [{ label: '简介' }] })} />, { path: '/zh-cn', localeData: zhLocale });
    expect(document.querySelector('.voce-breadcrumbs')).toBeNull();
  });
});
