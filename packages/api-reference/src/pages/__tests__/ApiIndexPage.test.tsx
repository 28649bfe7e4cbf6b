import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiIndexPage } from '../ApiIndexPage';
import { apiIndex, renderAt } from '../../__tests__/helpers';

describe('ApiIndexPage', () => {
  const index = apiIndex('vocechat');

  it('shows the title, version, servers and the OpenAPI download', () => {
    renderAt(<ApiIndexPage index={index} />, '/api');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Voce Chat');
    expect(screen.getByText('Version 0.3.3')).toBeTruthy();
    expect(screen.getByText('OpenAPI 3.0.0')).toBeTruthy();
    expect(screen.getByText('111 operations')).toBeTruthy();
    const servers = screen.getByRole('region', { name: 'Servers' });
    expect(within(servers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['https://dev.voce.chat/api', 'https://privoce.voce.chat/api']);
    expect(screen.getByRole('link', { name: 'Download OpenAPI document' }).getAttribute('href')).toBe('/openapi.yaml');
  });

  it('explains authentication: the X-API-Key header and the api-key query parameter', () => {
    renderAt(<ApiIndexPage index={index} />, '/api');
    const auth = screen.getByRole('region', { name: 'Authentication schemes' });
    expect(auth.textContent).toContain('API key in the X-API-Key header');
    expect(auth.textContent).toContain('API key in the api-key query parameter');
    expect(auth.textContent).toContain('POST /token/login');
  });

  it('lists every tag with its operations and method badges', () => {
    const { container } = renderAt(<ApiIndexPage index={index} />, '/zh-cn/api');
    const tags = container.querySelectorAll('.voce-api-tag');
    expect(tags).toHaveLength(index.tags.length);
    expect(container.querySelectorAll('.voce-api-oplist__item')).toHaveLength(111);
    const login = container.querySelector('a[href="/zh-cn/api/login"]')!;
    expect(login.querySelector('.voce-api-method--post')!.textContent).toBe('POST');
    expect(login.querySelector('.voce-api-path')!.textContent).toBe('/token/login');
    expect(screen.getByRole('heading', { level: 2, name: '认证方式' })).toBeTruthy();
    expect(screen.getByText('共 111 个接口')).toBeTruthy();
    const chips = screen.getByRole('navigation', { name: '分组' });
    expect(within(chips).getAllByRole('link')[0].getAttribute('href')).toBe('#tag-token');
  });

  it('uses the spec URL the pipeline filled in', () => {
    renderAt(<ApiIndexPage index={{ ...index, specUrl: '/spec/vocechat.yaml' }} />, '/api');
    expect(screen.getByRole('link', { name: 'Download OpenAPI document' }).getAttribute('href')).toBe('/spec/vocechat.yaml');
  });
});
