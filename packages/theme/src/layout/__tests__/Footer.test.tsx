import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Footer } from '../Footer';
import { Layout } from '../Layout';
import { renderAt } from '../../__tests__/fixtures';

afterEach(cleanup);

const widgetScripts = () => document.querySelectorAll('script[src="https://widget.invalid/widget.js"]');

describe('Footer', () => {
  it('shows the columns of the locale and the copyright with the year', () => {
    renderAt(<Footer />, { path: '/zh-cn/install' });
    expect(screen.getByText('社区')).toBeTruthy();
    expect(screen.getByText('更多')).toBeTruthy();
    expect(screen.getByRole('link', { name: '官网' }).getAttribute('href')).toBe('https://example.org');
    expect(document.querySelector('.voce-footer__copyright')?.textContent).toBe(`Copyright © ${new Date().getFullYear()} Privoce, Inc.`);
  });

  it('keeps the year written in the pre-rendered HTML', () => {
    const built = document.createElement('footer');
    built.className = 'voce-footer';
    built.innerHTML = '<span data-year="2025">2025</span>';
    document.body.append(built);
    renderAt(<Footer />);
    built.remove();
    expect(document.querySelector('.voce-footer__copyright')?.textContent).toBe('Copyright © 2025 Privoce, Inc.');
  });

  it('loads the chat widget once while shown and removes it with the footer', () => {
    const view = renderAt(<Layout>page</Layout>);
    expect(widgetScripts()).toHaveLength(1);
    const s = widgetScripts()[0] as HTMLScriptElement;
    expect(s.async).toBe(true);
    expect(s.dataset).toMatchObject({ id: 'vocechat-doc', autoReg: 'true', themeColor: '#333' });
    view.rerender(<div />);
    expect(widgetScripts()).toHaveLength(0);
  });

  it('adds no widget on a page without a footer', () => {
    renderAt(<Layout hideFooter>page</Layout>);
    expect(widgetScripts()).toHaveLength(0);
  });
});
