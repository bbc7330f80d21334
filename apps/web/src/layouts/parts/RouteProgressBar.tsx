import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useService } from '../../app/di';
import { ShellNavigator } from '../../shell/shell-navigator';

/** A navigation shorter than this shows no bar (document 000 §9: throttle 200 ms). */
export const ROUTE_PROGRESS_THROTTLE_MS = 200;
/** The bar's run from start to nearly full (document 000 §9: duration 5000 ms). */
export const ROUTE_PROGRESS_DURATION_MS = 5000;

/** The route-loading progress bar (document 000 §2). */
export const RouteProgressBar = observer(function RouteProgressBar() {
  const navigator = useService(ShellNavigator);
  const loading = navigator.navigating || navigator.shown === null;
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => setPhase('running'), ROUTE_PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    const timer = window.setTimeout(() => setPhase('idle'), 300);
    return () => window.clearTimeout(timer);
  }, [loading]);
  if (phase === 'idle') return null;
  return (
    <div
      className={`route-progress route-progress--${phase}`}
      role="progressbar"
      aria-label="loading"
      data-testid="route-progress"
      style={{ animationDuration: `${ROUTE_PROGRESS_DURATION_MS}ms` }}
    />
  );
});
