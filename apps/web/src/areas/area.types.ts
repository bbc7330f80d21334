import type { RouteMatch } from '@kickoff/guards-core';
import type { Container, ContainerModule } from 'inversify';
import type { ComponentType } from 'react';

/** What a page of an area receives: the matched route with its params, language and query. */
export interface AreaPageProps {
  match: RouteMatch;
}

/**
 * A separately loaded page area (document 000 §1, §4): `src/areas/<area>/index.tsx` default-exports
 * one. To plug an area in:
 * - create `src/areas/<area>/index.tsx` with `export default { pages: { <routeName>: Page } }`, the
 *   route names being those of guards-core's route table (`ROUTES`, e.g. `account`, `slots`);
 * - the build makes it its own chunk (`area-<area>-<hash>.js`, with its CSS) and the shell loads it
 *   through the remote-areas registry for the routes whose `area` is `<area>` (see
 *   `src/areas/registry.ts` for route areas served by a bundle of another name): skeleton while
 *   loading, automatic retries, the error block, the stale-deploy reload;
 * - a route of the area without a page here is shown as its remote content view from the API.
 * Pages read their params from `match.params` (the router itself has one catch-all route).
 */
export interface AreaModule {
  pages: Readonly<Record<string, ComponentType<AreaPageProps>>>;
  /**
   * The container modules of the services only this area's pages use (issue 20: not in the first
   * page's JavaScript), e.g. accounts-core's `accountsPagesModule`: the shell loads them into the
   * app's one container before the area's pages render, each module once whichever area brings it.
   */
  modules?: readonly ContainerModule[];
  /**
   * Puts what the served page carries for a route's first render into the cores' stores (issue 20):
   * the route's preparation calls it in a task of its own once the area is loaded, on the server and
   * in the browser before it hydrates, so the first render's views find their data filled rather
   * than fill it inside the render (the live list's board, say). `nextTask` ends the task between
   * its steps (a resolved promise on the server).
   */
  prepare?: (container: Container, match: RouteMatch, nextTask: () => Promise<void>) => void | Promise<void>;
  /**
   * Starts the reads a route's first render makes (issue 20: their observers, made inside that
   * render, were one long piece of React's work): in the browser only, after `prepare`, once the
   * calls' answers are held until the hydration's commit, so the stores stay as the served page
   * drew them. The first render's own observers share these reads; the answered release is called
   * once they have (after the hydration's commit, or when the page is drawn anew).
   */
  startReads?: (container: Container, match: RouteMatch, nextTask: () => Promise<void>) => Promise<() => void>;
}
