import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiSidebar } from '../ApiSidebar';
import { apiIndex, renderAt } from '../../__tests__/helpers';

describe('ApiSidebar', () => {
  const sidebar = apiIndex('vocechat').sidebar;

  it('lists a category per tag with method badges and marks the current operation', () => {
    const { container } = renderAt(<ApiSidebar sidebar={sidebar} />, '/api/login');
    const nav = screen.getByRole('navigation', { name: 'API reference' });
    expect(nav).toBeTruthy();
    const current = container.querySelector('[aria-current="page"]')!;
    expect(current.getAttribute('href')).toBe('/api/login');
    expect(current.textContent).toBe('LoginPOST');
    expect(current.querySelector('.voce-api-method--post')).toBeTruthy();
    // The current operation's category is open, the others folded.
    const token = screen.getByRole('button', { name: /^Token/ });
    expect(token.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /^User/ }).getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelectorAll('.voce-sidebar__category')).toHaveLength(sidebar.categories.length);
    // Only the open category's operations are in the page: a spec of n
    // operations would otherwise put n links into each of its n pages.
    const opened = sidebar.categories.find((c) => c.items.some((it) => it.href === 'login'))!;
    expect(container.querySelectorAll('.voce-api-sidebar__op')).toHaveLength(opened.items.length);
  });

  it('opens a category on click and links the overview and the OpenAPI document', () => {
    renderAt(<ApiSidebar sidebar={sidebar} specUrl="/openapi.yaml" />, '/api');
    const overview = screen.getByRole('link', { name: 'API overview' });
    expect(overview.getAttribute('aria-current')).toBe('page');
    const group = screen.getByRole('button', { name: /^Group/ });
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const download = screen.getByRole('link', { name: 'Download OpenAPI document' });
    expect(download.getAttribute('href')).toBe('/openapi.yaml');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('builds localized links under /zh-cn/api', () => {
    const { container } = renderAt(<ApiSidebar sidebar={sidebar} />, '/zh-cn/api/logout');
    expect(container.querySelector('[aria-current="page"]')!.getAttribute('href')).toBe('/zh-cn/api/logout');
    expect(screen.getByRole('link', { name: 'API 概览' }).getAttribute('href')).toBe('/zh-cn/api');
    expect(screen.getByRole('link', { name: '下载 OpenAPI 文档' }).getAttribute('href')).toBe('/openapi.yaml');
  });
});
