import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { CodeBlock, useStrings } from '@vocedocs/theme';
import type { ApiOperation, ApiParameter, ParameterLocation } from '../types';
import { LOCATIONS, locationTitle } from '../components/ParameterTable';
import { statusClass } from '../components/ResponseList';
import { buildRequest, formFields, isKeyParam } from './buildRequest';
import { explainFailure, sendRequest, type FailureKind, type TryResponse } from './sendRequest';
import { defaultForm, exampleText, valueText, type RequestInputsState } from './useRequestInputs';

type T = ReturnType<typeof useStrings>;

type Phase =
  | { kind: 'idle' }
  | { kind: 'refused'; why: string }
  | { kind: 'sending' }
  | { kind: 'response'; res: TryResponse }
  | { kind: 'failed'; why: FailureKind; message: string };

const CUSTOM = '\u0000custom';

/** A labelled field: the label (with a required marker and a type) above the control that children makes for the id. */
function Field({ label, required, type, children }: { label: ReactNode; required?: boolean; type?: string; children(id: string): ReactNode }) {
  const t = useStrings();
  const id = useId();
  return (
    <div className="voce-api-field">
      <label htmlFor={id} className="voce-api-field__label">
        {label}
        {required ? <span className="voce-api-required">{t('api.required', 'required')}</span> : null}
        {type !== undefined ? <span className="voce-api-type">{type}</span> : null}
      </label>
      {children(id)}
    </div>
  );
}

/** A select of [value, label] options. */
function Select({ id, value, options, onChange }: { id: string; value: string; options: [string, string][]; onChange(v: string): void }) {
  return (
    <select id={id} className="voce-api-input" value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** A text input of the panel: onChange gets the text. */
function TextInput({ onChange, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { onChange(v: string): void }) {
  return <input className="voce-api-input" type="text" spellCheck={false} autoComplete="off" {...props} onChange={(e) => onChange(e.target.value)} />;
}

function ParamInput({ p, loc, value, onChange }: { p: ApiParameter; loc: ParameterLocation; value: string; onChange(v: string): void }) {
  const t = useStrings();
  const s = p.schema;
  const choices = s?.enum ?? (s?.type === 'boolean' ? [true, false] : null);
  const placeholder = isKeyParam(loc, p.name) ? t('api.tryIt.usesKey', 'empty: the API key') : valueText(p.example);
  return (
    <Field label={<code>{p.name}</code>} required={p.required} type={s ? (s.type ?? '') : undefined}>
      {(id) =>
        choices ? (
          <Select id={id} value={value} onChange={onChange} options={[['', p.required ? '—' : t('api.tryIt.leaveOut', '(leave out)')], ...choices.map((c): [string, string] => [String(c), String(c)])]} />
        ) : (
          <TextInput id={id} value={value} placeholder={placeholder} onChange={onChange} />
        )
      }
    </Field>
  );
}

function Failure({ phase, t }: { phase: Extract<Phase, { kind: 'failed' }>; t: T }) {
  return (
    <div className="voce-api-failure" role="alert">
      <p className="voce-api-failure__title">{phase.why === 'aborted' ? t('api.error.abortedTitle', 'Request cancelled') : t('api.error.title', 'No response: the request failed in the browser')}</p>
      {phase.why === 'aborted' ? <p>{t('api.error.aborted', 'You stopped the request before the server answered.')}</p> : null}
      {phase.why === 'mixed' ? <p>{t('api.error.mixed', 'This page is served over HTTPS, but the server URL uses plain HTTP: browsers block such mixed-content requests. Use the https:// address of your server.')}</p> : null}
      {phase.why === 'network' ? (
        <>
          <p>{t('api.error.intro', 'The browser got no response it may show to this page. For safety it does not say why; the usual causes are:')}</p>
          <ul>
            <li>{t('api.error.cors', 'CORS: the server does not allow requests from {origin}. It must answer with an Access-Control-Allow-Origin header, and allow the X-API-Key and Content-Type headers in its reply to the preflight OPTIONS request.', { origin: location.origin })}</li>
            <li>{t('api.error.network', 'Network: the server URL is wrong, the server is down or unreachable from this computer, or its TLS certificate is not trusted.')}</li>
            <li>{t('api.error.blocked', 'A browser extension or a network policy blocked the request.')}</li>
          </ul>
          <p>{t('api.error.samples', 'The code samples above run outside the browser, where CORS does not apply.')}</p>
        </>
      ) : null}
      {phase.why !== 'aborted' && phase.message ? (
        <p className="voce-api-failure__detail">
          {t('api.error.detail', 'Browser message')}: <code>{phase.message}</code>
        </p>
      ) : null}
    </div>
  );
}

/** A response body for display: JSON pretty-printed (once complete), anything else as it came. */
export function prettyBody(text: string, contentType: string, done = true): { text: string; json: boolean } {
  const looksJson = /[/+]json\b/i.test(contentType) || /^\s*[[{]/.test(text);
  if (done && looksJson && text.trim()) {
    try {
      return { text: JSON.stringify(JSON.parse(text), null, 2), json: true };
    } catch {
      /* not JSON after all */
    }
  }
  return { text, json: false };
}

/** A byte count for people: 512 B, 1.5 KB, 2.0 MB. */
function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function ResponseView({ res, t }: { res: TryResponse; t: T }) {
  const body = useMemo(() => prettyBody(res.text, res.contentType, res.done), [res.text, res.contentType, res.done]);
  return (
    <div className="voce-api-result" data-status={res.status}>
      <div className="voce-api-result__meta">
        <span className={`voce-api-status voce-api-status--${statusClass(String(res.status))}`}>
          {res.status} {res.statusText}
        </span>
        <span>
          {t('api.response.time', 'Time')}: <strong>{res.totalMs} ms</strong>
        </span>
        <span>
          {t('api.response.size', 'Size')}: <strong>{formatBytes(res.bytes)}</strong>
        </span>
        {!res.done ? <span className="voce-api-result__streaming">{t('api.response.streaming', 'receiving…')}</span> : null}
      </div>
      <details className="voce-api-result__headers">
        <summary>
          {t('api.response.headers', 'Response headers')} ({res.headers.length})
        </summary>
        <table className="voce-api-table voce-api-table--compact">
          <tbody>
            {res.headers.map(([k, v]) => (
              <tr key={k}>
                <th scope="row"><code>{k}</code></th>
                <td><code>{v}</code></td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="voce-api-note">{t('api.response.exposed', 'A browser shows only the headers the server exposes to other origins (Access-Control-Expose-Headers).')}</p>
      </details>
      <div className="voce-api-result__body">
        <div className="voce-api-example__title">{t('api.response.body', 'Response body')}</div>
        {res.binary ? (
          <p className="voce-api-note">{t('api.response.binary', 'Binary content ({type}), {size}.', { type: res.contentType || '?', size: formatBytes(res.bytes) })}</p>
        ) : body.text ? (
          <CodeBlock lang={body.json ? 'json' : 'text'} code={body.text} />
        ) : (
          <p className="voce-api-note">{t('api.response.empty', 'Empty body.')}</p>
        )}
        {res.truncated ? <p className="voce-api-note">{t('api.response.truncated', 'Stopped reading: only the beginning of the body is shown.')}</p> : null}
      </div>
    </div>
  );
}

/**
 * The try-it panel: server (one of the spec or the reader's own VoceChat
 * URL), API key, parameters and body (pre-filled from the examples), sent
 * from the browser with fetch; shows status, time, headers and the body
 * pretty-printed, and explains a failure in words. A lazy chunk.
 */
export default function TryItPanel({ op, state, onClose }: { op: ApiOperation; state: RequestInputsState; onClose(): void }) {
  const t = useStrings();
  const { inputs, update, clearSaved } = state;
  // The reader's own server: any server that is not one of the spec's.
  const custom = !op.servers.some((s) => s.url === inputs.server);
  const [showKey, setShowKey] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const ctrl = useRef<AbortController | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const built = useMemo(() => buildRequest(op, inputs), [op, inputs]);

  useEffect(() => {
    heading.current?.focus();
    return () => ctrl.current?.abort();
  }, []);

  const media = op.requestBody?.content ?? [];
  const content = media.find((c) => c.mediaType === inputs.mediaType);
  const kind = content?.kind ?? null;
  // The fields of a form body; a raw binary body is one file field, named "".
  const fields = kind === 'binary' ? [{ name: '', required: true, file: true }] : content && (kind === 'multipart' || kind === 'urlencoded') ? formFields(content) : [];
  const jsonError = built.body.kind === 'json' && inputs.body.trim() ? built.body.error : undefined;
  const sending = phase.kind === 'sending' || (phase.kind === 'response' && !phase.res.done);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const refusal = !built.baseUrl
      ? t('api.tryIt.invalidServer', 'Enter a valid http:// or https:// server URL.')
      : built.missing.length
        ? t('api.tryIt.missing', 'Fill in the required path parameters: {names}.', { names: built.missing.join(', ') })
        : null;
    if (refusal) return setPhase({ kind: 'refused', why: refusal });
    ctrl.current = new AbortController();
    setPhase({ kind: 'sending' });
    try {
      await sendRequest(built, inputs, ctrl.current.signal, (res) => setPhase({ kind: 'response', res }));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setPhase({ kind: 'failed', why: explainFailure(err, built.url, location.protocol), message });
    }
  };

  const setParam = (loc: ParameterLocation, name: string, v: string) => update({ params: { ...inputs.params, [loc]: { ...inputs.params[loc], [name]: v } } });

  return (
    <section className="voce-api-tryit" aria-labelledby="api-tryit-title">
      <div className="voce-api-tryit__head">
        <h2 id="api-tryit-title" ref={heading} tabIndex={-1} className="voce-api-console__title">
          {t('api.tryIt.title', 'Try it')}
        </h2>
        <button type="button" className="voce-api-button" onClick={onClose}>
          {t('api.tryIt.close', 'Close')}
        </button>
      </div>
      <form onSubmit={send} noValidate>
        <fieldset className="voce-api-fieldset">
          <legend>{t('api.tryIt.connection', 'Server and key')}</legend>
          <Field label={t('api.tryIt.server', 'Server')}>
            {(id) => (
              <Select
                id={id}
                value={custom ? CUSTOM : inputs.server}
                options={[...op.servers.map((s): [string, string] => [s.url, s.description ? `${s.url} (${s.description})` : s.url]), [CUSTOM, t('api.tryIt.customServer', 'Your own VoceChat server…')]]}
                onChange={(v) => update({ server: v === CUSTOM ? '' : v })}
              />
            )}
          </Field>
          {custom ? (
            <Field label={t('api.tryIt.serverUrl', 'VoceChat server URL')}>
              {(id) => (
                <>
                  {/* Mounted when the reader picks their own server: the field to type in next. */}
                  <TextInput id={id} autoFocus inputMode="url" placeholder="https://chat.example.com" autoComplete="url" value={inputs.server} onChange={(v) => update({ server: v })} />
                  <p className="voce-api-hint">
                    {built.baseUrl ? t('api.tryIt.serverHint', 'Requests go to {url}', { url: built.baseUrl }) : t('api.tryIt.serverHelp', 'The address you open VoceChat at, e.g. https://chat.example.com; /api is added.')}
                  </p>
                </>
              )}
            </Field>
          ) : null}
          <Field label={t('api.tryIt.apiKey', 'API key')}>
            {(id) => (
              <>
                <div className="voce-api-input-row">
                  <TextInput
                    id={id}
                    type={showKey ? 'text' : 'password'}
                    placeholder={t('api.tryIt.keyPlaceholder', 'access token or bot API key')}
                    value={inputs.apiKey}
                    onChange={(v) => update({ apiKey: v })}
                  />
                  <button type="button" className="voce-api-button" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
                    {showKey ? t('api.tryIt.hideKey', 'Hide') : t('api.tryIt.showKey', 'Show')}
                  </button>
                </div>
                <p className="voce-api-hint">
                  {t('api.tryIt.keyHint', 'The server and key are kept in this browser (localStorage) for your next visit.')}{' '}
                  <button type="button" className="voce-api-linkbutton" onClick={clearSaved}>
                    {t('api.tryIt.clear', 'Clear saved server and key')}
                  </button>
                </p>
              </>
            )}
          </Field>
        </fieldset>

        {LOCATIONS.filter((l) => op.parameters[l].length > 0).map((loc) => (
          <fieldset key={loc} className="voce-api-fieldset">
            <legend>{locationTitle(loc, t)}</legend>
            {op.parameters[loc].map((p) => (
              <ParamInput key={p.name} p={p} loc={loc} value={inputs.params[loc]?.[p.name] ?? ''} onChange={(v) => setParam(loc, p.name, v)} />
            ))}
            {loc === 'cookie' ? <p className="voce-api-hint">{t('api.tryIt.cookieNote', 'Browsers do not let a page set cookies on a request: cookie parameters appear in the code samples only.')}</p> : null}
          </fieldset>
        ))}

        {content ? (
          <fieldset className="voce-api-fieldset">
            <legend>{t('api.requestBody', 'Request body')}</legend>
            {media.length > 1 ? (
              <Field label={t('api.mediaType', 'Media type')}>
                {(id) => (
                  <Select
                    id={id}
                    value={inputs.mediaType}
                    options={media.map((c) => [c.mediaType, c.mediaType])}
                    onChange={(v) => {
                      const next = media.find((c) => c.mediaType === v);
                      update({ mediaType: v, body: exampleText(next), form: defaultForm(next) });
                    }}
                  />
                )}
              </Field>
            ) : null}
            {kind === 'json' || kind === 'text' ? (
              <Field label={<code>{inputs.mediaType}</code>}>
                {(id) => (
                  <>
                    <textarea
                      id={id}
                      className="voce-api-input voce-api-textarea"
                      spellCheck={false}
                      rows={Math.min(18, Math.max(4, inputs.body.split('\n').length + 1))}
                      value={inputs.body}
                      onChange={(e) => update({ body: e.target.value })}
                    />
                    {jsonError ? <p className="voce-api-hint voce-api-hint--warn">{t('api.tryIt.invalidJson', 'Not valid JSON ({error}); it is sent as typed.', { error: jsonError })}</p> : null}
                    <button type="button" className="voce-api-linkbutton" onClick={() => update({ body: exampleText(content) })}>
                      {t('api.tryIt.reset', 'Reset to the example')}
                    </button>
                  </>
                )}
              </Field>
            ) : null}
            {fields.map((f) => (
              <Field key={f.name} label={f.name ? <code>{f.name}</code> : t('api.tryIt.file', 'File')} required={f.required}>
                {(id) =>
                  f.file && kind !== 'urlencoded' ? (
                    <input id={id} className="voce-api-input" type="file" onChange={(e) => update({ files: { ...inputs.files, [f.name]: e.target.files?.[0] } })} />
                  ) : (
                    <TextInput id={id} value={inputs.form[f.name] ?? ''} onChange={(v) => update({ form: { ...inputs.form, [f.name]: v } })} />
                  )
                }
              </Field>
            ))}
          </fieldset>
        ) : null}

        <div className="voce-api-tryit__actions">
          <button type="submit" className="voce-api-button voce-api-button--primary" disabled={sending}>
            {sending ? t('api.tryIt.sending', 'Sending…') : t('api.tryIt.send', 'Send request')}
          </button>
          {sending ? (
            <button type="button" className="voce-api-button" onClick={() => ctrl.current?.abort()}>
              {phase.kind === 'response' ? t('api.tryIt.stop', 'Stop') : t('api.tryIt.cancel', 'Cancel')}
            </button>
          ) : null}
        </div>
      </form>

      <div className="voce-api-tryit__outcome" aria-live="polite">
        {phase.kind === 'refused' ? (
          <p className="voce-api-hint voce-api-hint--warn" role="alert">
            {phase.why}
          </p>
        ) : null}
        {phase.kind === 'sending' ? <p className="voce-api-note">{t('api.tryIt.waiting', 'Waiting for the server…')}</p> : null}
        {phase.kind === 'response' ? <ResponseView res={phase.res} t={t} /> : null}
        {phase.kind === 'failed' ? <Failure phase={phase} t={t} /> : null}
      </div>
    </section>
  );
}
