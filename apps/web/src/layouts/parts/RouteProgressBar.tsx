import { RouteProgressService, ROUTE_PROGRESS_DURATION_MS, ShellNavigator } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../app/di';

/** The route-loading progress bar (document 000 §2); its phases come from shell-core's `RouteProgressService`. */
export const RouteProgressBar = observer(function RouteProgressBar() {
  const navigator = useService(ShellNavigator);
  const progress = useService(RouteProgressService);
  useEffect(() => {
    progress.track(() => navigator.navigating || navigator.shown === null);
    return () => progress.dispose();
  }, [navigator, progress]);
  if (progress.phase === 'idle') return null;
  return (
    <div
      className={`route-progress route-progress--${progress.phase}`}
      role="progressbar"
      aria-label="loading"
      data-testid="route-progress"
      style={{ animationDuration: `${ROUTE_PROGRESS_DURATION_MS}ms` }}
    />
  );
});
