import type { RouteMatch } from '@kickoff/guards-core';
import type { ComponentType } from 'react';
import { appAreaOf } from '../areas/registry';
import { AreaPage } from './AreaPage';
import { BlockPage } from './BlockPage';
import { HomePage } from './HomePage';
import { MaintenancePage } from './MaintenancePage';
import { NotFoundPage } from './NotFoundPage';
import { RemoteContentPage } from './remote/RemoteContentPage';
import { ServerErrorPage } from './ServerErrorPage';

/** Pages built into the shell itself, by route name. */
const SHELL_PAGES: Readonly<Record<string, ComponentType<{ match: RouteMatch }>>> = {
  home: HomePage,
  notFound: NotFoundPage,
  maintenance: MaintenancePage,
  serverError: ServerErrorPage,
  block: BlockPage,
  blockUa: BlockPage,
  blockIe: BlockPage,
  siteUpdates: BlockPage,
  comingSoon: BlockPage,
  suspension: BlockPage,
};

/** The routes whose page is built into the shell. */
export const SHELL_PAGE_NAMES: readonly string[] = Object.keys(SHELL_PAGES);

/**
 * The page of a matched route: a shell page, a page of its app area, or its remote content view
 * from the API. Every route of the table resolves to one of them (never a blank page).
 */
export function RoutePage({ match }: { match: RouteMatch }) {
  const ShellPage = SHELL_PAGES[match.route.name];
  if (ShellPage) return <ShellPage match={match} />;
  const area = appAreaOf(match.route.area);
  return area ? <AreaPage key={area} area={area} match={match} /> : <RemoteContentPage key={match.route.area} match={match} />;
}
