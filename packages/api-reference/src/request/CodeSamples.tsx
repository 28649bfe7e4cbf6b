import { useEffect, useMemo, useState } from 'react';
import { CodeBlock, storage, useStrings } from '@vocedocs/theme';
import type { ApiOperation } from '../types';
import { MethodBadge } from '../components/MethodBadge';
import { Tabs } from '../components/Tabs';
import { buildRequest } from './buildRequest';
import { curlSample } from './samples/curl';
import { goSample } from './samples/go';
import { fetchSample } from './samples/javascript';
import { pythonSample } from './samples/python';
import type { BuiltRequest, RequestInputs } from './types';

/** The languages of the code samples: id (remembered), tab label, highlighting language, and the sample's writer. */
export const SAMPLE_LANGUAGES: { id: string; label: string; lang: string; sample(r: BuiltRequest): string }[] = [
  { id: 'curl', label: 'cURL', lang: 'bash', sample: curlSample },
  { id: 'javascript', label: 'JavaScript', lang: 'js', sample: fetchSample },
  { id: 'go', label: 'Go', lang: 'go', sample: goSample },
  { id: 'python', label: 'Python', lang: 'python', sample: pythonSample },
];

/** localStorage key of the chosen sample language. */
export const LANGUAGE_KEY = 'voce-api-sample-lang';

/** The placeholder printed while no API key is entered. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/**
 * Code samples of the request in curl, JavaScript fetch, Go net/http and
 * Python requests, with the server, key, parameters and body of the try-it
 * inputs filled in. Pre-rendered with the page (curl).
 */
export default function CodeSamples({ op, inputs }: { op: ApiOperation; inputs: RequestInputs }) {
  const t = useStrings();
  // curl in the pre-rendered page; the reader's own choice once hydrated.
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    const saved = SAMPLE_LANGUAGES.findIndex((l) => l.id === storage.get(LANGUAGE_KEY));
    if (saved >= 0) setSelected(saved);
  }, []);
  const req = useMemo(() => buildRequest(op, inputs, KEY_PLACEHOLDER), [op, inputs]);
  return (
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
        selected={selected}
        onSelect={(i) => {
          setSelected(i);
          storage.set(LANGUAGE_KEY, SAMPLE_LANGUAGES[i].id);
        }}
      >
        {(i) => <CodeBlock lang={SAMPLE_LANGUAGES[i].lang} code={SAMPLE_LANGUAGES[i].sample(req)} />}
      </Tabs>
      {req.url.includes(KEY_PLACEHOLDER) || req.headers.some(([, v]) => v.includes(KEY_PLACEHOLDER)) ? (
        <p className="voce-api-note">{t('api.samples.keyPlaceholder', 'Replace {placeholder} with your access token, or enter it in the try-it panel.', { placeholder: KEY_PLACEHOLDER })}</p>
      ) : null}
    </section>
  );
}
