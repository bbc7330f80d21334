import type { RouteMatch } from '@kickoff/guards-core';
import type { RemoteViewData } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { remoteViewNameOf } from '../../areas/registry';
import { isMissingRemotePage } from '../../shell/area-loaders';
import { NotFoundPage } from '../NotFoundPage';
import { AreaErrorBlock, AreaSkeleton } from '../../shell/ui/AreaStatus';
import { useArea } from '../../shell/ui/useArea';

// DOMPurify and the view code load with the first remote page, not with the home page.
const RemoteView = lazy(() => import('./RemoteView'));

/** The page path the remote view is asked for: the route's path with query, in its language. */
function remotePath(match: RouteMatch): string {
  const query = new URLSearchParams(match.query).toString();
  return `/${[match.language, match.path].filter(Boolean).join('/')}${query ? `?${query}` : ''}`;
}

/**
 * A page the app has no view of its own for: a remote view from the API in the JSON render mode
 * (document 001 §7), loaded through the area registry with its skeleton, error block and retries.
 */
export const RemoteContentPage = observer(function RemoteContentPage({ match, appName }: { match: RouteMatch; appName?: string }) {
  const name = appName ?? remoteViewNameOf(match.route.area);
  const { display, result, reload } = useArea(name, 'view', { fullPath: remotePath(match) });
  if (display === 'error') return <AreaErrorBlock onRefresh={reload} />;
  if (display !== 'content') return <AreaSkeleton />;
  if (isMissingRemotePage(result)) return <NotFoundPage match={match} />;
  return (
    <Suspense fallback={<AreaSkeleton />}>
      <RemoteView view={result as RemoteViewData} />
    </Suspense>
  );
});
