import { Suspense, useState } from 'react';
import { retryableImport, useHydrated, useStrings } from '@vocedocs/theme';
import type { ApiOperation } from '../types';
import type { RequestInputsState } from '../request/useRequestInputs';
import { LazyPartBoundary, useRetryableLazy } from './LazyPart';

// The code samples load on API routes only; the try-it panel when opened.
const loadCodeSamples = retryableImport(() => import('../request/CodeSamples'));
const loadTryItPanel = retryableImport(() => import('../request/TryItPanel'));

function Placeholder({ label, tall }: { label: string; tall?: boolean }) {
  return (
    <div className={tall ? 'voce-api-placeholder voce-api-placeholder--tall' : 'voce-api-placeholder'} role="status">
      {label}
    </div>
  );
}

/**
 * The request column of an operation page: code samples that follow the
 * try-it inputs, and the try-it panel behind a button. Both are lazy
 * chunks. The pre-rendered HTML and the hydrating render hold a plain
 * placeholder, not a suspended boundary: React reports a boundary that
 * suspended in renderToString as a recoverable error when it hydrates.
 */
export function OperationConsole({ op, state }: { op: ApiOperation; state: RequestInputsState }) {
  const t = useStrings();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const samples = useRetryableLazy(loadCodeSamples);
  const panel = useRetryableLazy(loadTryItPanel);
  const CodeSamples = samples.Lazy;
  const TryItPanel = panel.Lazy;
  const loading = t('api.loading', 'Loading…');
  return (
    <aside className="voce-api-console" aria-label={t('api.console.label', 'Request')}>
      {hydrated ? (
        <LazyPartBoundary attempt={samples.attempt} onRetry={samples.retry}>
          <Suspense fallback={<Placeholder label={loading} tall />}>
            <CodeSamples op={op} inputs={state.inputs} />
          </Suspense>
        </LazyPartBoundary>
      ) : (
        <Placeholder label={loading} tall />
      )}
      {open ? (
        <LazyPartBoundary attempt={panel.attempt} onRetry={panel.retry}>
          <Suspense fallback={<Placeholder label={loading} />}>
            <TryItPanel op={op} state={state} onClose={() => setOpen(false)} />
          </Suspense>
        </LazyPartBoundary>
      ) : (
        <button type="button" className="voce-api-button voce-api-button--primary voce-api-tryit-open" onClick={() => setOpen(true)}>
          {t('api.tryIt.open', 'Try it')}
        </button>
      )}
    </aside>
  );
}
