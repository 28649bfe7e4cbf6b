import { describe, expect, it } from 'vitest';
import { buildRequest, resolveServer } from '../buildRequest';
import { defaultInputs } from '../useRequestInputs';
import { explainFailure } from '../sendRequest';
import { prettyBody } from '../TryItPanel';
import type { RequestInputs } from '../types';
import { operation } from '../../__tests__/helpers';
import type { ApiOperation } from '../../types';

const withInputs = (op: ApiOperation, patch: Partial<RequestInputs>) => ({ ...defaultInputs(op), ...patch });

describe('resolveServer', () => {
  it.each([
    ['https://dev.voce.chat/api', 'https://dev.voce.chat/api'],
    ['chat.example.com', 'https://chat.example.com/api'],
    ['https://chat.example.com/', 'https://chat.example.com/api'],
    ['https://chat.example.com/api/', 'https://chat.example.com/api'],
    ['https://example.com/voce', 'https://example.com/voce/api'],
    ['localhost:3000', 'http://localhost:3000/api'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/api'],
    ['  https://chat.example.com  ', 'https://chat.example.com/api'],
  ])('%s → %s', (typed, want) => expect(resolveServer(typed)).toBe(want));

  it.each(['', 'ftp://x.example', 'javascript:alert(1)', 'https://user:pw@x.example', 'http://'])('refuses %j', (typed) => expect(resolveServer(typed)).toBeNull());

  it('uses a server of the spec as it is', () => {
    expect(resolveServer('https://pets.example.com/v2', ['https://pets.example.com/v2'])).toBe('https://pets.example.com/v2');
  });
});

describe('defaultInputs', () => {
  it('fills required parameters and the body from the examples, leaves optional ones out', () => {
    const list = defaultInputs(operation('vocechat/download-file'));
    expect(list.server).toBe('https://dev.voce.chat/api');
    expect(list.params.query).toEqual({ file_path: 'string', thumbnail: '', download: '' });
    const login = defaultInputs(operation('vocechat/login'));
    expect(login.mediaType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(login.body)).toEqual({ credential: { type: 'password', email: 'string', password: 'string' }, device: 'unknown', device_token: 'string' });
    expect(login.body).toContain('\n  "credential"'); // pretty-printed
  });

  it('leaves the bot key header empty: it takes the API key', () => {
    const bot = defaultInputs(operation('vocechat/send-message-to-the-specified-user-1'));
    expect(bot.params.header).toEqual({ 'x-api-key': '', 'X-Properties': '' });
    expect(bot.params.path).toEqual({ uid: '0' });
    expect(bot.body).toBe('string');
  });

  it('fills the text fields of a multipart body', () => {
    const up = defaultInputs(operation('vocechat/upload-file'));
    expect(up.mediaType).toBe('multipart/form-data');
    expect(up.form).toEqual({ file_id: '', chunk_is_last: '' });
  });
});

describe('buildRequest', () => {
  it('builds the login request: JSON body, content type, no credential', () => {
    const op = operation('vocechat/login');
    const r = buildRequest(op, defaultInputs(op), 'YOUR_API_KEY');
    expect(r.method).toBe('POST');
    expect(r.url).toBe('https://dev.voce.chat/api/token/login');
    expect(r.headers).toEqual([['Content-Type', 'application/json; charset=utf-8']]);
    expect(r.body.kind).toBe('json');
    expect(r.body.kind === 'json' && r.body.value).toMatchObject({ device: 'unknown' });
    expect(r.response).toBe('json');
    expect(r.missing).toEqual([]);
  });

  it('encodes path and query parameters and sends the key in its header', () => {
    const op = operation('vocechat/download-file');
    const r = buildRequest(op, withInputs(op, { apiKey: 'k', params: { path: {}, query: { file_path: '2024/a b&c.png', thumbnail: 'true', download: '' }, header: {}, cookie: {} } }));
    expect(r.url).toBe('https://dev.voce.chat/api/resource/file?file_path=2024%2Fa%20b%26c.png&thumbnail=true');
    expect(r.headers).toEqual([]); // the operation needs no security: the key is not sent
    expect(r.response).toBe('binary');

    const hist = operation('vocechat/send-message-to-the-specified-user');
    const h = buildRequest(hist, withInputs(hist, { apiKey: 'secret key', server: 'chat.example.com', params: { path: { uid: '4/2' }, query: {}, header: { 'X-Properties': 'eyJ9' }, cookie: {} } }));
    expect(h.url).toBe('https://chat.example.com/api/user/4%2F2/send');
    expect(h.headers).toEqual([
      ['Content-Type', 'text/plain; charset=utf-8'],
      ['X-Properties', 'eyJ9'],
      ['X-API-Key', 'secret key'],
    ]);
    expect(h.body).toEqual({ kind: 'text', text: 'string' });
  });

  it('reports an empty path parameter and keeps its placeholder', () => {
    const op = operation('vocechat/send-message-to-the-specified-user');
    const r = buildRequest(op, withInputs(op, { params: { path: { uid: '' }, query: {}, header: {}, cookie: {} } }));
    expect(r.missing).toEqual(['uid']);
    expect(r.url).toBe('https://dev.voce.chat/api/user/{uid}/send');
  });

  it('puts the key in the api-key query parameter for the event stream', () => {
    const op = operation('vocechat/subscribe-events');
    expect(buildRequest(op, withInputs(op, { apiKey: 't/k' })).url).toBe('https://dev.voce.chat/api/user/events?api-key=t%2Fk');
    expect(buildRequest(op, defaultInputs(op), 'YOUR_API_KEY').url).toBe('https://dev.voce.chat/api/user/events?api-key=YOUR_API_KEY');
    expect(buildRequest(op, defaultInputs(op)).url).toBe('https://dev.voce.chat/api/user/events');
  });

  it('gives the bot x-api-key header parameter the API key when left empty', () => {
    const op = operation('vocechat/send-message-to-the-specified-user-1');
    const r = buildRequest(op, withInputs(op, { apiKey: 'bot-key' }));
    expect(r.headers).toContainEqual(['x-api-key', 'bot-key']);
    const own = buildRequest(op, withInputs(op, { apiKey: 'bot-key', params: { path: { uid: '1' }, query: {}, header: { 'x-api-key': 'other' }, cookie: {} } }));
    expect(own.headers).toContainEqual(['x-api-key', 'other']);
    expect(own.headers).not.toContainEqual(['x-api-key', 'bot-key']);
  });

  it('follows the chosen media type: a vocechat/file body is JSON', () => {
    const op = operation('vocechat/send-message-to-the-specified-user');
    const r = buildRequest(op, withInputs(op, { mediaType: 'vocechat/file', body: '{"path":"2024/x.png"}' }));
    expect(r.headers[0]).toEqual(['Content-Type', 'vocechat/file']);
    expect(r.body).toEqual({ kind: 'json', text: '{"path":"2024/x.png"}', value: { path: '2024/x.png' } });
  });

  it('builds multipart fields (files by name) and raw binary bodies', () => {
    const up = operation('vocechat/upload-file');
    const file = new File(['abc'], 'photo.jpg');
    const r = buildRequest(up, withInputs(up, { form: { file_id: 'f1', chunk_is_last: 'true' }, files: { chunk_data: file } }));
    expect(r.body).toEqual({
      kind: 'form',
      multipart: true,
      fields: [
        { name: 'file_id', value: 'f1' },
        { name: 'chunk_data', value: '', file: 'photo.jpg' },
        { name: 'chunk_is_last', value: 'true' },
      ],
    });
    expect(r.headers.find(([k]) => k === 'Content-Type')).toBeUndefined();
    const avatar = operation('vocechat/upload-avatar');
    const a = buildRequest(avatar, defaultInputs(avatar));
    expect(a.body).toEqual({ kind: 'binary', fileName: 'image.png' });
    expect(a.headers[0]).toEqual(['Content-Type', 'image/png']);
  });

  it('sends bearer, basic and cookie credentials of other specs', () => {
    const order = operation('petstore/place-order');
    const r = buildRequest(order, withInputs(order, { apiKey: 'abc' }));
    expect(r.headers).toContainEqual(['X-API-Key', 'abc']);
    const bearer: ApiOperation = { ...order, security: [{ schemes: [{ name: 'B', type: 'http', scheme: 'bearer', scopes: [] }] }] };
    expect(buildRequest(bearer, withInputs(bearer, { apiKey: 'abc' })).headers).toContainEqual(['Authorization', 'Bearer abc']);
    const basic: ApiOperation = { ...order, security: [{ schemes: [{ name: 'B', type: 'http', scheme: 'basic', scopes: [] }] }] };
    expect(buildRequest(basic, withInputs(basic, { apiKey: 'dTpw' })).headers).toContainEqual(['Authorization', 'Basic dTpw']);
    const cookie: ApiOperation = { ...order, security: [{ schemes: [{ name: 'C', type: 'apiKey', in: 'cookie', paramName: 'sid', scopes: [] }] }] };
    expect(buildRequest(cookie, withInputs(cookie, { apiKey: 'a b' })).headers).toContainEqual(['Cookie', 'sid=a%20b']);
    const optional: ApiOperation = { ...order, security: [{ schemes: [] }, ...order.security] };
    expect(buildRequest(optional, defaultInputs(optional), 'K').headers.some(([k]) => k === 'X-API-Key')).toBe(false);
  });

  it('keeps the typed server when it is not a URL', () => {
    const op = operation('vocechat/logout');
    const r = buildRequest(op, withInputs(op, { server: 'ftp://x' }));
    expect(r.baseUrl).toBeNull();
  });
});

describe('cookies', () => {
  it('sends cookie parameters in one Cookie header', () => {
    const cookieOp: ApiOperation = { ...operation('petstore/list-pets'), parameters: { path: [], query: [], header: [], cookie: [{ name: 'sid', required: true, description: [], deprecated: false }] } };
    const ci = withInputs(cookieOp, { params: { path: {}, query: {}, header: {}, cookie: { sid: 'x' } } });
    expect(buildRequest(cookieOp, ci).headers).toContainEqual(['Cookie', 'sid=x']);
  });
});

describe('explainFailure', () => {
  it('tells cancelled, mixed content and network failures apart', () => {
    expect(explainFailure(new DOMException('x', 'AbortError'), 'https://a.example', 'https:')).toBe('aborted');
    expect(explainFailure(new TypeError('Failed to fetch'), 'http://chat.example.com/api/x', 'https:')).toBe('mixed');
    expect(explainFailure(new TypeError('Failed to fetch'), 'http://127.0.0.1:3000/api/x', 'https:')).toBe('network');
    expect(explainFailure(new TypeError('Failed to fetch'), 'https://chat.example.com/api/x', 'https:')).toBe('network');
    expect(explainFailure(new TypeError('Failed to fetch'), 'http://chat.example.com/api/x', 'http:')).toBe('network');
  });
});

describe('small helpers', () => {
  it('pretty-prints JSON bodies once complete', () => {
    expect(prettyBody('{"a":[1,2]}', 'application/json')).toEqual({ text: '{\n  "a": [\n    1,\n    2\n  ]\n}', json: true });
    expect(prettyBody('{"a":', 'application/json', false)).toEqual({ text: '{"a":', json: false });
    expect(prettyBody('plain', 'text/plain')).toEqual({ text: 'plain', json: false });
  });
});
