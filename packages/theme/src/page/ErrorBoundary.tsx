import { Component, Fragment, type ReactNode } from 'react';
import { useStrings } from '../i18n/useStrings';
import { isChunkLoadError, reloadOnce } from '../router/chunkReload';

/** What a crashed page shows: the message and a button that renders the page again. */
export function CrashPage({ error, onRetry }: { error: Error; onRetry(): void }) {
  const t = useStrings();
  return (
    <div className="voce-status" role="alert">
      <h1 className="voce-status__title">{t('theme.ErrorPageContent.title', 'This page crashed.')}</h1>
      <p className="voce-status__detail">{error.message}</p>
      <button type="button" className="voce-button" onClick={onRetry}>
        {t('theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
    </div>
  );
}


/**
 * Catches a render error of the page inside it (React logs it); "Try again"
 * mounts the page afresh. A failed lazy chunk reloads the page once instead.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null; attempt: number }> {
  state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error) {
    // A lazy component whose chunk is gone (a newer deploy): reload once rather than show the crash.
    if (isChunkLoadError(error)) reloadOnce(error);
  }

  retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  render() {
    const { error, attempt } = this.state;
    if (error) return <CrashPage error={error} onRetry={this.retry} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
