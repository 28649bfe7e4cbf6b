import { Component, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useStrings } from '@vocedocs/theme';

/**
 * React.lazy keeps a rejected import for good, so a chunk that failed once
 * (offline, or removed by a newer deploy) could never load. This makes a
 * new lazy component per attempt; `retry` asks for the next one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useRetryableLazy<P extends Record<string, any>>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const C = useMemo(() => lazy(load), [attempt]);
  return { Lazy: C, attempt, retry: () => setAttempt((n) => n + 1) };
}

interface BoundaryProps {
  attempt: number;
  onRetry(): void;
  children: ReactNode;
}

/**
 * Catches a lazy part that could not load, so only that part shows an
 * error with a retry button and the rest of the page stays usable (the
 * page's own boundary would replace the whole page).
 */
export function LazyPartBoundary(props: BoundaryProps) {
  const t = useStrings();
  return (
    <Catch {...props} message={t('api.part.failed', 'This part of the page could not load.')} retryLabel={t('api.part.retry', 'Try again')} />
  );
}

class Catch extends Component<BoundaryProps & { message: string; retryLabel: string }, { failedAt: number | null }> {
  state = { failedAt: null as number | null };

  static getDerivedStateFromError() {
    return { failedAt: -1 };
  }

  componentDidCatch(err: unknown) {
    console.warn('[voce] could not load a part of the page', err);
    this.setState({ failedAt: this.props.attempt });
  }

  render() {
    const { failedAt } = this.state;
    // A new attempt clears the error and renders the children again.
    if (failedAt !== null && (failedAt === -1 || failedAt === this.props.attempt)) {
      return (
        <div className="voce-api-placeholder voce-api-part-error" role="alert">
          <span>{this.props.message}</span>
          <button type="button" className="voce-api-button" onClick={this.props.onRetry}>
            {this.props.retryLabel}
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
