import { Suspense, useState } from 'react';
import { retryableImport, useStrings } from '@vocedocs/theme';
import type { ApiOperation } from '../types';
import CodeSamples from '../request/CodeSamples';
import type { RequestInputsState } from '../request/useRequestInputs';
import { LazyPartBoundary, useRetryableLazy } from './LazyPart';

// The try-it panel loads when opened.
const loadTryItPanel = retryableImport(() => import('../request/TryItPanel'));

function Placeholder({ label }: { label: string }) {
  return (
    <div className="voce-api-placeholder" role="status">
      {label}
    </div>
  );
}

/**
 * The request column of an operation page: code samples that follow the
 * try-it inputs, and the try-it panel behind a button. The samples are
 * pre-rendered with the page: as a lazy chunk their placeholder, of one
 * height for every operation, made the responses below jump when the
 * samples of a short request replaced it. The panel is a
 * lazy chunk, loaded when opened.
 */
export function OperationConsole({ op, state }: { op: ApiOperation; state: RequestInputsState }) {
  const t = useStrings();
  const [open, setOpen] = useState(false);
  const panel = useRetryableLazy(loadTryItPanel);
  const TryItPanel = panel.Lazy;
  const loading = t('api.loading', 'Loading…');
  return (
    <aside className="voce-api-console" aria-label={t('api.console.label', 'Request')}>
      <CodeSamples op={op} inputs={state.inputs} />
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
