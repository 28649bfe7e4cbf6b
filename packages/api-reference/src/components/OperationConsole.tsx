import { useState } from 'react';
import { retryableImport, useStrings } from '@vocedocs/theme';
import type { ApiOperation } from '../types';
import CodeSamples from '../request/CodeSamples';
import type { RequestInputsState } from '../request/useRequestInputs';

// The try-it panel is a lazy chunk, loaded when first opened. retryableImport
// lets "Try again" fetch a chunk that failed once (the browser would keep the
// failed module otherwise).
const loadTryItPanel = retryableImport(() => import('../request/TryItPanel'));
type PanelModule = Awaited<ReturnType<typeof loadTryItPanel>>;

/**
 * The request column of an operation page: code samples that follow the
 * try-it inputs, and the try-it panel behind a button. The samples are
 * pre-rendered with the page: as a lazy chunk their placeholder, of one
 * height for every operation, made the responses below jump when the
 * samples of a short request replaced it.
 */
export function OperationConsole({ op, state }: { op: ApiOperation; state: RequestInputsState }) {
  const t = useStrings();
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
      <CodeSamples op={op} inputs={state.inputs} />
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
