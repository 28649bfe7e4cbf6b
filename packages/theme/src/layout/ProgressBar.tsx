import { useEffect, useState } from 'react';
import { useRouter } from '../router/Router';

/**
 * A thin bar at the top of the window while a navigation waits for its
 * data: it starts 200 ms after the navigation begins (fast ones show
 * nothing) and completes when the route has updated.
 */
export function ProgressBar() {
  const { pending } = useRouter();
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setState('running'), 200);
    return () => clearTimeout(timer);
  }, [pending]);
  useEffect(() => {
    if (!pending && state === 'running') setState('done');
    if (state !== 'done') return;
    const timer = setTimeout(() => setState('idle'), 400);
    return () => clearTimeout(timer);
  }, [pending, state]);
  return (
    <div className="voce-progress" data-state={state} aria-hidden="true">
      <div className="voce-progress__bar" />
    </div>
  );
}
