import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ApiOperationPage } from '../ApiOperationPage';
import { inRouter, operation, renderAt } from '../../__tests__/helpers';
import type { ApiOperation } from '../../types';

describe('ApiOperationPage', () => {
  it('shows the method, the path with its parameters highlighted, summary and description', () => {
    const { container } = renderAt(<ApiOperationPage operation={operation('vocechat/send-message-to-the-specified-user')} />, '/api/send-message-to-the-specified-user');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Send message to the specified user');
    const endpoint = container.querySelector('.voce-api-op__endpoint')!;
    expect(endpoint.querySelector('.voce-api-method--post')!.textContent).toBe('POST');
    expect(endpoint.querySelector('.voce-api-path')!.textContent).toBe('/user/{uid}/send');
    expect(endpoint.querySelector('.voce-api-path__param')!.textContent).toBe('{uid}');
    const codes = [...container.querySelectorAll('.voce-api-op__desc code')].map((c) => c.textContent);
    expect(codes).toEqual(['Content-Type', 'text/plain', 'text/markdown', 'vocechat/file', 'path', 'vocechat/archive']);
  });

  it('has sections for authorization, parameters, request body per media type and responses', () => {
    renderAt(<ApiOperationPage operation={operation('vocechat/send-message-to-the-specified-user')} />, '/api/x');
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // The code samples sit between the request and the responses in the
    // document, as a phone shows them (wide screens put them in a column).
    expect(h2.slice(0, 5)).toEqual(['Authorization', 'Parameters', 'Request body required', 'Code samples', 'Responses']);
    expect(screen.getByText('API key in the X-API-Key header', { exact: false }).textContent).toContain('API key in the X-API-Key header');
    expect(screen.getByRole('heading', { name: 'Path parameters' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Header parameters' })).toBeTruthy();
    const media = screen.getAllByRole('tablist', { name: 'Media type' })[0];
    expect([...media.querySelectorAll('[role=tab]')].map((t) => t.textContent)).toEqual(['text/plain; charset=utf-8', 'text/markdown', 'vocechat/file', 'vocechat/archive']);
  });

  it('links the previous and next operations with their methods, under the locale\'s API base', () => {
    renderAt(<ApiOperationPage operation={operation('vocechat/login')} />, '/zh-cn/api/login');
    const pager = screen.getByRole('navigation', { name: '接口' });
    const [prev, next] = within(pager).getAllByRole('link');
    expect(prev.getAttribute('href')).toBe('/zh-cn/api/login-as-guest');
    expect(prev.getAttribute('rel')).toBe('prev');
    expect(prev.textContent).toBe('上一个GET Login as guest');
    expect(next.getAttribute('href')).toBe('/zh-cn/api/bind-credential');
    expect(next.querySelector('.voce-api-method--post')!.textContent).toBe('POST');
  });

  it('lists responses per status with the first success open, schema and example', () => {
    const { container } = renderAt(<ApiOperationPage operation={operation('vocechat/login')} />, '/api/login');
    const details = [...container.querySelectorAll('details.voce-api-response')] as HTMLDetailsElement[];
    expect(details.map((d) => d.querySelector('.voce-api-status')!.textContent)).toEqual(['200', '403', '401', '404', '423', '409', '410']);
    expect(details[0].open).toBe(true);
    expect(details[1].open).toBe(false);
    expect(details[0].querySelector('.voce-api-status--success')).toBeTruthy();
    expect(details[1].querySelector('.voce-api-status--client')).toBeTruthy();
    expect(details[0].querySelector('.voce-api-example pre')!.textContent).toContain('"refresh_token": "string"');
    expect(details[1].textContent).toContain('No response body.');
  });

  it('shows response headers, a deprecation notice and security alternatives', () => {
    const dl = renderAt(<ApiOperationPage operation={operation('vocechat/download-file')} />, '/api/download-file');
    expect(screen.getByRole('heading', { name: 'Response headers' })).toBeTruthy();
    expect(screen.getByText('etag')).toBeTruthy();
    expect(screen.getByText('No authorization needed.')).toBeTruthy();
    dl.unmount();
    const order = operation('petstore/place-order');
    const op: ApiOperation = { ...order, deprecated: true };
    const { container } = renderAt(<ApiOperationPage operation={op} />, '/api/place-order');
    expect(container.querySelector('.voce-admonition')!.textContent).toContain('This operation is deprecated');
    const security = container.querySelector('.voce-api-security')!;
    expect(security.textContent).toContain('ApiKey: API key in the X-API-Key header and OAuth: OAuth 2.0 access token (scopes: write:orders)');
    expect(security.textContent).toContain('or Bearer: Bearer token in the Authorization header (JWT)');
  });

  it('links the previous and next operations in the locale of the page', () => {
    renderAt(<ApiOperationPage operation={operation('vocechat/login')} />, '/zh-cn/api/login');
    const nav = screen.getByRole('navigation', { name: '接口' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links).toEqual([
      ['/zh-cn/api/login-as-guest', '上一个GET Login as guest'],
      ['/zh-cn/api/bind-credential', '下一个POST Bind credential'],
    ]);
  });

  it('is translated on /zh-cn, operation text excepted', () => {
    renderAt(<ApiOperationPage operation={operation('vocechat/login')} />, '/zh-cn/api/login');
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2.slice(0, 4)).toEqual(['授权', '请求体 必填', '代码示例', '响应']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login');
    expect(screen.getByRole('button', { name: '在线调试' })).toBeTruthy();
  });

  for (const saved of [null, 'python']) {
    it(`pre-renders the curl sample and hydrates without a mismatch (language kept: ${saved ?? 'none'})`, async () => {
      const op = operation('vocechat/login');
      const ui = inRouter(<ApiOperationPage operation={op} />, '/zh-cn/api/login');
      const html = renderToString(ui);
      expect(html).toContain('<h1 class="voce-api-op__title">Login</h1>');
      expect(html).toContain('/token/login');
      expect(html).toContain('credential');
      expect(html).toContain('device_token');
      // The samples are in the HTML: no placeholder to be replaced later.
      expect(html).toContain('voce-api-samples');
      expect(html).toContain('curl -X POST https://dev.voce.chat/api/token/login');
      expect(html).not.toContain('voce-api-placeholder');
      expect(html).not.toContain('<!--$!-->'); // no boundary suspended on the server

      if (saved) localStorage.setItem('voce-api-sample-lang', saved);
      const errors: unknown[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...a) => errors.push(a));
      const el = document.createElement('div');
      el.innerHTML = html;
      document.body.appendChild(el);
      await act(async () => {
        hydrateRoot(el, ui, { onRecoverableError: (e) => errors.push(e) });
      });
      spy.mockRestore();
      expect(errors).toEqual([]);
      const code = () => el.querySelector('.voce-api-samples pre')!.textContent;
      if (saved) await waitFor(() => expect(code()).toContain('import requests'));
      else expect(code()).toContain('curl -X POST https://dev.voce.chat/api/token/login');
      localStorage.clear();
      el.remove();
    });
  }

  it('starts a new operation from its own examples', async () => {
    const r = renderAt(<ApiOperationPage operation={operation('vocechat/login')} />, '/api/login');
    await screen.findByRole('region', { name: 'Code samples' }, { timeout: 10_000 });
    r.rerender(inRouter(<ApiOperationPage operation={operation('vocechat/logout')} />, '/api/login'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Code samples' }).textContent).toContain('/token/logout'), { timeout: 10_000 });
  });
});
