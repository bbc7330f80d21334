import type { RouteMatch } from '@kickoff/guards-core';
import { observer } from 'mobx-react-lite';
import type { AreaModule } from '../areas/area.types';
import { AreaErrorBlock, AreaSkeleton } from '../shell/ui/AreaStatus';
import { useArea } from '../shell/ui/useArea';
import { RemoteContentPage } from './remote/RemoteContentPage';

/**
 * A page of a separately loaded app area (document 000 §4): the area's bundle is used through the
 * registry while the page is shown; the skeleton while it loads or retries, the error block with
 * its refresh action when the retries are spent, then the area's page for the route, or the
 * route's remote content view when the area has no page of its own for it.
 */
export const AreaPage = observer(function AreaPage({ area, match }: { area: string; match: RouteMatch }) {
  const { display, result, reload } = useArea(area, 'view');
  if (display === 'error') return <AreaErrorBlock onRefresh={reload} />;
  if (display !== 'content') return <AreaSkeleton variant={match.route.layout === 'casino' ? 'grid' : 'page'} />;
  const Page = (result as AreaModule).pages[match.route.name];
  return Page ? <Page match={match} /> : <RemoteContentPage match={match} />;
});
