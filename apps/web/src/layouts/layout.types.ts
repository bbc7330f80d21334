import type { LayoutMeta, RouteMatch } from '@kickoff/guards-core';
import type { ReactNode } from 'react';

/** What every layout receives: the route's layout meta, the match and the page. */
export interface LayoutProps {
  meta: LayoutMeta;
  match: RouteMatch;
  children: ReactNode;
}
