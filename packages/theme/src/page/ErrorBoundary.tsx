import { Component, Fragment, type ReactNode } from 'react';
import { useStrings } from '../i18n/useStrings';

export interface CrashPageProps {
  error: Error;
  onRetry(): void;
  /** The route's data could not load (rather than the page crashing): "This page could not be loaded." with Retry. */
  route?: boolean;
  /** Disables the button while a retry is under way. */
  pending?: boolean;
}

/** What shows instead of a page that crashed or could not load: the message and a button that tries again. */
export function CrashPage({ error, onRetry, route = false, pending = false }: CrashPageProps) {
  const t = useStrings();
  return (
    <div className="voce-status" role="alert">
      <h1 className="voce-status__title">
        {route ? t('theme.RouteError.title', 'This page could not be loaded.') : t('theme.ErrorPageContent.title', 'This page crashed.')}
      </h1>
      <p className="voce-status__detail">{error.message}</p>
      <button type="button" className="voce-button" onClick={onRetry} disabled={pending}>
        {route ? t('theme.RouteError.retry', 'Retry') : t('theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
    </div>
  );
}

/**
 * Catches a render error of the page inside it (React logs it); "Try again"
 * mounts the page afresh.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null; attempt: number }> {
  state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  render() {
    const { error, attempt } = this.state;
    if (error) return <CrashPage error={error} onRetry={this.retry} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
