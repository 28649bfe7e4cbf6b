import { useEffect, useMemo, useState } from 'react';
import { CodeBlock, retryableImport, storage, useStrings } from '@vocedocs/theme';
import type { ApiOperation } from '../types';
import { buildRequest } from '../request/buildRequest';
import { curlSample } from '../request/samples/curl';
import { goSample } from '../request/samples/go';
import { fetchSample } from '../request/samples/javascript';
import { pythonSample } from '../request/samples/python';
import type { BuiltRequest } from '../request/types';
import type { RequestInputsState } from '../request/useRequestInputs';
import { MethodBadge } from './MethodBadge';
import { Tabs } from './Tabs';

/** The languages of the code samples: id (remembered), tab label, highlighting language, and the sample's writer. */
export const SAMPLE_LANGUAGES: { id: string; label: string; lang: string; sample(r: BuiltRequest): string }[] = [
  { id: 'curl', label: 'cURL', lang: 'bash', sample: curlSample },
  { id: 'javascript', label: 'JavaScript', lang: 'js', sample: fetchSample },
  { id: 'go', label: 'Go', lang: 'go', sample: goSample },
  { id: 'python', label: 'Python', lang: 'python', sample: pythonSample },
];

/** localStorage key of the chosen sample language. */
const LANGUAGE_KEY = 'voce-api-sample-lang';

/** The placeholder printed while no API key is entered. */
const KEY_PLACEHOLDER = 'YOUR_API_KEY';

// The try-it panel is a lazy chunk, loaded when first opened. retryableImport
// lets "Try again" fetch a chunk that failed once (the browser would keep the
// failed module otherwise).
const loadTryItPanel = retryableImport(() => import('../request/TryItPanel'));
type PanelModule = Awaited<ReturnType<typeof loadTryItPanel>>;

/**
 * The request column of an operation page: code samples of the request in
 * curl, JavaScript fetch, Go net/http and Python requests, which follow the
 * try-it inputs, and the try-it panel behind a button. The samples are
 * pre-rendered with the page (curl): as a lazy chunk their placeholder, of
 * one height for every operation, made the responses below jump when the
 * samples of a short request replaced it.
 */
export function OperationConsole({ op, state }: { op: ApiOperation; state: RequestInputsState }) {
  const t = useStrings();
  // curl in the pre-rendered page; the reader's own choice once hydrated.
  const [language, setLanguage] = useState(0);
  useEffect(() => {
    const saved = SAMPLE_LANGUAGES.findIndex((l) => l.id === storage.get(LANGUAGE_KEY));
    if (saved >= 0) setLanguage(saved);
  }, []);
  const req = useMemo(() => buildRequest(op, state.inputs, KEY_PLACEHOLDER), [op, state.inputs]);
  const [open, setOpen] = useState(false);
  // null while loading; 'failed' shows the error in place of the panel only.
  const [panel, setPanel] = useState<PanelModule | 'failed' | null>(null);
  const load = () => {
    setPanel(null);
    loadTryItPanel().then(setPanel, (err: unknown) => {
      console.warn('[voce] could not load a part of the page', err);
      setPanel('failed');
    });
  };
  return (
    <aside className="voce-api-console" aria-label={t('api.console.label', 'Request')}>
      <section className="voce-api-samples" aria-labelledby="api-samples-title">
        <h2 id="api-samples-title" className="voce-api-console__title">
          {t('api.samples.title', 'Code samples')}
        </h2>
        <p className="voce-api-samples__url">
          <MethodBadge method={op.method} size="sm" /> <code>{req.url}</code>
        </p>
        <Tabs
          className="voce-api-samples__tabs"
          label={t('api.samples.languages', 'Languages')}
          labels={SAMPLE_LANGUAGES.map((l) => l.label)}
          selected={language}
          onSelect={(i) => {
            setLanguage(i);
            storage.set(LANGUAGE_KEY, SAMPLE_LANGUAGES[i].id);
          }}
        >
          {(i) => <CodeBlock lang={SAMPLE_LANGUAGES[i].lang} code={SAMPLE_LANGUAGES[i].sample(req)} />}
        </Tabs>
        {req.url.includes(KEY_PLACEHOLDER) || req.headers.some(([, v]) => v.includes(KEY_PLACEHOLDER)) ? (
          <p className="voce-api-note">{t('api.samples.keyPlaceholder', 'Replace {placeholder} with your access token, or enter it in the try-it panel.', { placeholder: KEY_PLACEHOLDER })}</p>
        ) : null}
      </section>
      {!open ? (
        <button
          type="button"
          className="voce-api-button voce-api-button--primary voce-api-tryit-open"
          onClick={() => {
            setOpen(true);
            if (!panel) load();
          }}
        >
          {t('api.tryIt.open', 'Try it')}
        </button>
      ) : panel === 'failed' ? (
        <div className="voce-api-placeholder voce-api-part-error" role="alert">
          <span>{t('api.part.failed', 'This part of the page could not load.')}</span>
          <button type="button" className="voce-api-button" onClick={load}>
            {t('api.part.retry', 'Try again')}
          </button>
        </div>
      ) : panel ? (
        <panel.default op={op} state={state} onClose={() => setOpen(false)} />
      ) : (
        <div className="voce-api-placeholder" role="status">
          {t('api.loading', 'Loading…')}
        </div>
      )}
    </aside>
  );
}
