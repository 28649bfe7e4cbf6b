import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiOperationPage } from '../../pages/ApiOperationPage';
import { API_KEY_KEY, SERVER_KEY } from '../useRequestInputs';
import { operation, renderAt } from '../../__tests__/helpers';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Unauthorized', headers: { 'content-type': 'application/json' } });
}

async function openTryIt(name = 'vocechat/login', path = '/api/login') {
  renderAt(<ApiOperationPage operation={operation(name)} />, path);
  fireEvent.click(screen.getByRole('button', { name: /Try it|在线调试/ }));
  return screen.findByRole('region', { name: /Try it|在线调试/ }, { timeout: 10_000 });
}

afterEach(() => vi.unstubAllGlobals());

describe('try-it panel', () => {
  it('sends the request to the reader’s own server and shows status, time, headers and pretty JSON', async () => {
    const fetch = vi.fn(async () => jsonResponse({ token: 'abc', user: { uid: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const panel = await openTryIt();
    fireEvent.change(within(panel).getByLabelText('Server'), { target: { value: '\u0000custom' } });
    fireEvent.change(within(panel).getByLabelText('VoceChat server URL'), { target: { value: 'chat.example.com' } });
    expect(within(panel).getByText('Requests go to https://chat.example.com/api')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('API key'), { target: { value: 'my-key' } });
    const body = within(panel).getByRole('textbox', { name: 'application/json; charset=utf-8' }) as HTMLTextAreaElement;
    expect(JSON.parse(body.value).device).toBe('unknown'); // pre-filled from the example
    fireEvent.change(body, { target: { value: '{"credential":{"type":"password","email":"a@b.c","password":"p"}}' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));

    const result = await within(panel).findByText('200 OK');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://chat.example.com/api/token/login');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json; charset=utf-8');
    expect(init.body).toBe('{"credential":{"type":"password","email":"a@b.c","password":"p"}}');
    const box = result.closest('.voce-api-result') as HTMLElement;
    await waitFor(() => expect(box.querySelector('pre')!.textContent).toContain('"token": "abc"'));
    expect(box.textContent).toMatch(/Time: \d+ ms/);
    expect(box.textContent).toContain('content-type');
    // Remembered for the next visit.
    expect(localStorage.getItem(SERVER_KEY)).toBe('chat.example.com');
    expect(localStorage.getItem(API_KEY_KEY)).toBe('my-key');
  });

  it('makes the code samples follow the inputs', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const panel = await openTryIt('vocechat/logout', '/api/logout');
    const samples = await screen.findByRole('region', { name: 'Code samples' }, { timeout: 10_000 });
    await waitFor(() => expect(samples.textContent).toContain("-H 'X-API-Key: YOUR_API_KEY'"));
    expect(samples.textContent).toContain('Replace YOUR_API_KEY with your access token');
    fireEvent.change(within(panel).getByLabelText('API key'), { target: { value: 'k-123' } });
    fireEvent.change(within(panel).getByLabelText('Server'), { target: { value: 'https://privoce.voce.chat/api' } });
    await waitFor(() => expect(samples.textContent).toContain("-H 'X-API-Key: k-123'"));
    expect(samples.textContent).not.toContain('Replace YOUR_API_KEY');
    expect(samples.textContent).toContain('curl https://privoce.voce.chat/api/token/logout');
    fireEvent.click(within(samples).getByRole('tab', { name: 'Python' }));
    expect(samples.textContent).toContain('requests.get(url, headers=headers)');
  });

  it('sends the picked files: a multipart form with its fields, a raw binary body; no credentials of this site', async () => {
    const fetch = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetch);
    const file = new File(['abc'], 'photo.jpg');
    let panel = await openTryIt('vocechat/upload-file', '/api/upload-file');
    fireEvent.change(within(panel).getByLabelText('API key'), { target: { value: 'k' } });
    fireEvent.change(within(panel).getByLabelText(/^file_id/), { target: { value: 'f1' } });
    fireEvent.change(within(panel).getByLabelText(/^chunk_data/), { target: { files: [file] } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));
    await within(panel).findByText('200 OK');
    let init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(new Headers(init.headers).get('x-api-key')).toBe('k');
    const form = init.body as FormData;
    expect(form.get('file_id')).toBe('f1');
    expect((form.get('chunk_data') as File).name).toBe('photo.jpg');
    expect(form.has('chunk_is_last')).toBe(false);

    cleanup();
    panel = await openTryIt('vocechat/upload-avatar', '/api/upload-avatar');
    fireEvent.change(within(panel).getByLabelText(/^File/), { target: { files: [file] } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));
    await within(panel).findByText('200 OK');
    init = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(file);
  });

  it('explains a failed fetch (CORS, network) in words', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const panel = await openTryIt();
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('No response');
    expect(alert.textContent).toContain('CORS');
    expect(alert.textContent).toContain('Access-Control-Allow-Origin');
    expect(alert.textContent).toContain('Failed to fetch');
  });

  it('refuses to send without the required path parameters or a valid server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const panel = await openTryIt('vocechat/send-message-to-the-specified-user', '/api/send-message-to-the-specified-user');
    fireEvent.change(within(panel).getByRole('textbox', { name: /uid/ }), { target: { value: '' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('uid');
    fireEvent.change(within(panel).getByLabelText('Server'), { target: { value: '\u0000custom' } });
    fireEvent.change(within(panel).getByLabelText('VoceChat server URL'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('valid http');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('switches the body media type and resets it to that example', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const panel = await openTryIt('vocechat/send-message-to-the-specified-user', '/api/send-message-to-the-specified-user');
    fireEvent.change(within(panel).getByLabelText('Media type'), { target: { value: 'vocechat/file' } });
    const body = within(panel).getByRole('textbox', { name: 'vocechat/file' }) as HTMLTextAreaElement;
    expect(JSON.parse(body.value)).toEqual({ path: 'string' });
    fireEvent.change(body, { target: { value: '{oops' } });
    expect(within(panel).getByText(/Not valid JSON/)).toBeTruthy();
  });

  it('reads the remembered server and key, and forgets them on clear', async () => {
    localStorage.setItem(SERVER_KEY, 'https://chat.example.com');
    localStorage.setItem(API_KEY_KEY, 'saved');
    const panel = await openTryIt();
    expect((within(panel).getByLabelText('API key') as HTMLInputElement).value).toBe('saved');
    expect((within(panel).getByLabelText('VoceChat server URL') as HTMLInputElement).value).toBe('https://chat.example.com');
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear saved server and key' }));
    expect(localStorage.getItem(SERVER_KEY)).toBeNull();
    expect(localStorage.getItem(API_KEY_KEY)).toBeNull();
    expect((within(panel).getByLabelText('API key') as HTMLInputElement).value).toBe('');
    expect((within(panel).getByLabelText('Server') as HTMLSelectElement).value).toBe('https://dev.voce.chat/api');
  });

  it('speaks Chinese on /zh-cn', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ ok: true })));
    const panel = await openTryIt('vocechat/login', '/zh-cn/api/login');
    expect(within(panel).getByLabelText('服务器')).toBeTruthy();
    expect(within(panel).getByLabelText('API 密钥')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '发送请求' }));
    expect(await within(panel).findByText('200 OK')).toBeTruthy();
    expect(panel.textContent).toContain('耗时');
  });
});
