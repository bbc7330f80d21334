import type { RouteMatch } from '@kickoff/guards-core';
import type { ComponentType } from 'react';

/** What a page of an area receives: the matched route with its params, language and query. */
export interface AreaPageProps {
  match: RouteMatch;
}

/**
 * A separately loaded page area (document 000 §1, §4): `src/areas/<area>/index.tsx` default-exports
 * one, loaded with `import()` through the remote-area registry. `pages` maps route names of the
 * guards-core route table to their views; a route whose area has no page for it is shown as a
 * remote view from the API.
 */
export interface AreaModule {
  pages: Readonly<Record<string, ComponentType<AreaPageProps>>>;
}
