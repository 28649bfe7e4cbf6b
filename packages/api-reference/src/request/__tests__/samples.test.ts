/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildRequest } from '../buildRequest';
import { defaultInputs } from '../useRequestInputs';
import { curlSample, shellQuote } from '../samples/curl';
import { fetchSample } from '../samples/javascript';
import { goSample } from '../samples/go';
import { pyLiteral, pythonSample } from '../samples/python';
import { SAMPLE_LANGUAGES } from '../../components/OperationConsole';
import type { BuiltRequest, RequestInputs } from '../types';
import type { ApiOperation } from '../../types';
import { operation } from '../../__tests__/helpers';

const has = (cmd: string, arg = '--version') => spawnSync(cmd, [arg], { stdio: 'ignore' }).status === 0;
const bash = has('bash');
const gofmt = spawnSync('gofmt', ['-l'], { input: '', stdio: ['pipe', 'ignore', 'ignore'] }).status === 0;
const python = has('python3');

const TRICKY = `k'e"y $HOME \`x\` \\n`;

function built(name: string, patch: Partial<RequestInputs> = {}, placeholder = 'YOUR_API_KEY'): BuiltRequest {
  const op: ApiOperation = operation(name);
  return buildRequest(op, { ...defaultInputs(op), ...patch }, placeholder);
}

const cases: [string, Partial<RequestInputs>][] = [
  ['vocechat/login', {}],
  ['vocechat/logout', { apiKey: TRICKY }],
  ['vocechat/send-message-to-the-specified-user', { apiKey: 'abc', mediaType: 'text/markdown', body: "**hi** it's `me`\nline 2" }],
  ['vocechat/send-message-to-the-specified-user-1', { apiKey: 'bot' }],
  ['vocechat/download-file', { params: { path: {}, query: { file_path: 'a b/ü.png', thumbnail: 'true', download: '' }, header: {}, cookie: {} } }],
  ['vocechat/subscribe-events', { apiKey: 'tok' }],
  ['vocechat/upload-file', { form: { file_id: 'f-1', chunk_is_last: 'true' } }],
  ['vocechat/upload-avatar', { apiKey: 'x' }],
  ['petstore/create-a-pet', { body: '{"name":"Tom","kind":"cat","tags":["a"],"n":null,"ok":true}' }],
  ['petstore/list-pets', { params: { path: {}, query: { limit: '5', status: '' }, header: {}, cookie: {} } }],
];

/** Runs a curl sample with curl replaced by a function that prints its arguments. */
function curlArgs(code: string): string[] {
  const res = spawnSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`], { encoding: 'utf8' });
  expect(res.stderr).toBe('');
  return res.stdout.split('\0').slice(0, -1);
}

describe('curl', () => {
  it('prints the login request', () => {
    expect(curlSample(built('vocechat/login'))).toBe(
      [
        'curl -X POST https://dev.voce.chat/api/token/login \\',
        "  -H 'Content-Type: application/json; charset=utf-8' \\",
        "  --data-raw '{",
        '  "credential": {',
        '    "type": "password",',
        '    "email": "string",',
        '    "password": "string"',
        '  },',
        '  "device": "unknown",',
        '  "device_token": "string"',
        "}'",
      ].join('\n'),
    );
  });

  it('quotes for the shell', () => {
    expect(shellQuote('plain-1.2/x')).toBe('plain-1.2/x');
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('a b')).toBe("'a b'");
  });

  it.skipIf(!bash).each(cases)('%s: the shell passes exactly the built arguments', (name, patch) => {
    const r = built(name, patch);
    const args = curlArgs(curlSample(r));
    expect(args).toContain(r.url);
    for (const [k, v] of r.headers) expect(args).toContain(`${k}: ${v}`);
    if (r.body.kind === 'json' || r.body.kind === 'text') expect(args[args.indexOf('--data-raw') + 1]).toBe(r.body.text);
    if (r.body.kind === 'binary') expect(args).toContain(`@${r.body.fileName}`);
    if (r.body.kind === 'form') for (const f of r.body.fields) expect(args).toContain(f.file !== undefined ? `${f.name}=@${f.file}` : `${f.name}=${f.value}`);
    if (r.method === 'GET') expect(args).not.toContain('-X');
  });

  it.skipIf(!bash)('keeps a key with quotes, dollars and backticks intact', () => {
    const args = curlArgs(curlSample(built('vocechat/logout', { apiKey: TRICKY })));
    expect(args).toContain(`X-API-Key: ${TRICKY}`);
  });
});

describe('JavaScript fetch', () => {
  async function run(code: string) {
    const calls: [string, RequestInit | undefined][] = [];
    const fetch = async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return { status: 200, json: async () => ({}), text: async () => '', blob: async () => new Blob([]) };
    };
    class FormDataStub {
      entries: [string, unknown, string?][] = [];
      append(k: string, v: unknown, n?: string) {
        this.entries.push([k, v, n]);
      }
    }
    const file = { name: 'picked' };
    const quiet = { log: () => {} };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const fn = new Function('fetch', 'file', 'FormData', 'console', `return (async () => {\n${code}\n})();`);
    await fn(fetch, file, FormDataStub, quiet);
    return calls;
  }

  it('prints the login request', () => {
    expect(fetchSample(built('vocechat/login'))).toBe(
      [
        'const response = await fetch("https://dev.voce.chat/api/token/login", {',
        '  method: "POST",',
        '  headers: {',
        '    "Content-Type": "application/json; charset=utf-8"',
        '  },',
        '  body: JSON.stringify({',
        '    "credential": {',
        '      "type": "password",',
        '      "email": "string",',
        '      "password": "string"',
        '    },',
        '    "device": "unknown",',
        '    "device_token": "string"',
        '  }),',
        '});',
        'const data = await response.json();',
        'console.log(response.status, data);',
      ].join('\n'),
    );
  });

  it.each(cases)('%s: runs and calls fetch with the built request', async (name, patch) => {
    const r = built(name, patch);
    const calls = await run(fetchSample(r));
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0];
    expect(url).toBe(r.url);
    expect(init?.method ?? 'GET').toBe(r.method);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(Object.entries(headers)).toEqual(r.headers);
    if (r.body.kind === 'json' && r.body.value !== undefined) expect(JSON.parse(init!.body as string)).toEqual(r.body.value);
    if (r.body.kind === 'text') expect(init!.body).toBe(r.body.text);
    if (r.body.kind === 'binary') expect(init!.body).toEqual({ name: 'picked' });
    if (r.body.kind === 'form' && r.body.multipart) {
      const entries = (init!.body as unknown as { entries: [string, unknown][] }).entries;
      expect(entries.map(([k]) => k)).toEqual(r.body.fields.map((f) => f.name));
    }
  });
});

describe('Go net/http', () => {
  it('prints a complete program for the login request', () => {
    const code = goSample(built('vocechat/login'));
    expect(code).toContain('package main');
    expect(code).toContain('\t"net/http"\n\t"strings"\n)');
    expect(code).toContain('req, err := http.NewRequest(http.MethodPost, "https://dev.voce.chat/api/token/login", body)');
    expect(code).toContain('req.Header.Set("Content-Type", "application/json; charset=utf-8")');
    expect(code).toContain('body := strings.NewReader(`{\n  "credential"');
  });

  it('uses multipart for uploads and os.Open for binary bodies', () => {
    const up = goSample(built('vocechat/upload-file'));
    expect(up).toContain('form := multipart.NewWriter(&body)');
    expect(up).toContain('form.CreateFormFile("chunk_data", "file.bin")');
    expect(up).toContain('req.Header.Set("Content-Type", form.FormDataContentType())');
    const av = goSample(built('vocechat/upload-avatar'));
    expect(av).toContain('body, err := os.Open("image.png")');
  });

  it.skipIf(!gofmt).each(cases)('%s: is valid, gofmt-formatted Go', (name, patch) => {
    const code = goSample(built(name, patch));
    const res = spawnSync('gofmt', ['-e'], { input: code, encoding: 'utf8' });
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe(`${code}\n`);
  });
});

describe('Python requests', () => {
  it('prints the login request', () => {
    expect(pythonSample(built('vocechat/login'))).toBe(
      [
        'import requests',
        '',
        'url = "https://dev.voce.chat/api/token/login"',
        'headers = {',
        '    "Content-Type": "application/json; charset=utf-8"',
        '}',
        'payload = {',
        '    "credential": {',
        '        "type": "password",',
        '        "email": "string",',
        '        "password": "string"',
        '    },',
        '    "device": "unknown",',
        '    "device_token": "string"',
        '}',
        '',
        'response = requests.post(url, headers=headers, json=payload)',
        'print(response.status_code)',
        'print(response.json())',
      ].join('\n'),
    );
  });

  it('writes Python literals', () => {
    expect(pyLiteral({ a: [true, false, null, 1.5, 'x"y'], b: {} })).toBe('{\n    "a": [\n        True,\n        False,\n        None,\n        1.5,\n        "x\\"y"\n    ],\n    "b": {}\n}');
    expect(pyLiteral(['true', 'a \\" null', { 'false': NaN }])).toBe('[\n    "true",\n    "a \\\\\\" null",\n    {\n        "false": None\n    }\n]');
  });

  /** Runs a sample against a stand-in requests module and returns the call it made. */
  function runPython(code: string): { method: string; url: string; kwargs: Record<string, unknown> } {
    const stub = [
      'import sys, types, json, builtins',
      'calls = []',
      'class R:',
      '    status_code = 200',
      '    text = ""',
      '    content = b""',
      '    def json(self): return {}',
      'def call(method):',
      '    def f(*args, **kw):',
      '        if method == "request": m, url = args[0], args[1]',
      '        else: m, url = method.upper(), args[0]',
      '        calls.append({"method": m, "url": url, "kwargs": {k: (v if not hasattr(v, "read") else "<file>") for k, v in kw.items()}})',
      '        return R()',
      '    return f',
      'mod = types.ModuleType("requests")',
      'for m in ["get", "post", "put", "delete", "patch", "head", "options", "request"]: setattr(mod, m, call(m))',
      'sys.modules["requests"] = mod',
      'class F:',
      '    def read(self): return b""',
      'builtins.open = lambda *a, **k: F()',
      'builtins.print = lambda *a, **k: None',
      'exec(compile(sys.stdin.read(), "sample.py", "exec"), {})',
      'def enc(o):',
      '    if hasattr(o, "read"): return "<file>"',
      '    if isinstance(o, bytes): return o.decode()',
      '    if isinstance(o, dict): return {k: enc(v) for k, v in o.items()}',
      '    return o',
      'sys.stdout.write(json.dumps(enc(calls[0])))',
    ].join('\n');
    const res = spawnSync('python3', ['-c', stub], { input: code, encoding: 'utf8' });
    expect(res.stderr).toBe('');
    return JSON.parse(res.stdout);
  }

  it.skipIf(!python).each(cases)('%s: runs and calls requests with the built request', (name, patch) => {
    const r = built(name, patch);
    const call = runPython(pythonSample(r));
    expect(call.method).toBe(r.method);
    expect(call.url).toBe(r.url);
    expect(Object.entries((call.kwargs.headers as Record<string, string>) ?? {})).toEqual(r.headers);
    if (r.body.kind === 'json' && r.body.value !== undefined) expect(call.kwargs.json).toEqual(r.body.value);
    if (r.body.kind === 'text') expect(call.kwargs.data).toBe(r.body.text);
    if (r.body.kind === 'binary') expect(call.kwargs.data).toBe('<file>');
    if (r.body.kind === 'form') {
      expect(Object.keys((call.kwargs.files as object) ?? {})).toEqual(r.body.fields.filter((f) => f.file !== undefined).map((f) => f.name));
      expect(call.kwargs.data).toEqual(Object.fromEntries(r.body.fields.filter((f) => f.file === undefined).map((f) => [f.name, f.value])));
    }
  });
});

describe('SAMPLE_LANGUAGES', () => {
  it('offers curl, JavaScript, Go and Python, each filled with the server and the key', () => {
    expect(SAMPLE_LANGUAGES.map((l) => l.id)).toEqual(['curl', 'javascript', 'go', 'python']);
    const r = built('vocechat/logout', { apiKey: 'my-key', server: 'https://chat.example.com' });
    for (const l of SAMPLE_LANGUAGES) {
      const code = l.sample(r);
      expect(code, l.id).toContain('https://chat.example.com/api/token/logout');
      expect(code, l.id).toContain('my-key');
    }
    const placeholder = built('vocechat/logout');
    for (const l of SAMPLE_LANGUAGES) expect(l.sample(placeholder)).toContain('YOUR_API_KEY');
  });
});
