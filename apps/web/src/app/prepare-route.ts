import { AreaRegistry } from '@kickoff/remote-areas-core';
import { ShellNavigator } from '@kickoff/shell-core';
import type { Container } from 'inversify';
import { when } from 'mobx';
import { appAreaOf } from '../areas/registry';
import { SHELL_PAGE_NAMES } from '../pages/RoutePage';

/** What the first render of a route needs ready: the page shown and its area's bundle loaded. */
export interface PreparedRoute {
  /** The route shown (null while the navigation redirects, cancels or fails: nothing to pre-render). */
  routeName: string | null;
  /** The app area whose bundle draws the page, when it has one. */
  area: string | null;
  /** Gives back the area held for the first render (after the page's own views took it). */
  release(): void;
}

/** The app area that draws a route's page: home draws the betting area's lists; a shell page none. */
export function firstRenderAreaOf(routeName: string, routeArea: Parameters<typeof appAreaOf>[0]): string | null {
  if (routeName === 'home') return 'betting';
  if (SHELL_PAGE_NAMES.includes(routeName)) return null;
  return appAreaOf(routeArea);
}

/**
 * Makes a route ready for its first render (issue 20), the same way on the server and in the
 * browser before it hydrates the server's HTML: the navigation decided (the shell started, the
 * route shown) and the page's area bundle loaded, so the first render draws the page rather than
 * its skeleton. `settled` bounds the wait for the area (it resolves when the caller gives up);
 * `nextTask`, when given, ends the current task between its steps.
 */
export async function prepareRoute(container: Container, url: string, settled: Promise<void>, nextTask?: () => Promise<void>): Promise<PreparedRoute> {
  const navigator = container.get(ShellNavigator);
  // issue 20: in the browser the navigator's services are made in one task, the navigation starts
  // in the next (together they were one task of ~120 ms at 4x CPU)
  if (nextTask) await nextTask();
  const action = await navigator.go(url);
  const shown = navigator.shown;
  if (action.kind !== 'show' || !shown || shown.notFound) return { routeName: null, area: null, release: () => undefined };
  const match = shown.target.match;
  const area = firstRenderAreaOf(match.route.name, match.route.area);
  if (!area) return { routeName: match.route.name, area: null, release: () => undefined };
  // issue 20: the area's chunk is asked for in a task after the navigation's (its preloads and loader)
  if (nextTask) await nextTask();
  const registry = container.get(AreaRegistry);
  const release = registry.retain(area, 'view');
  const loaded = when(() => registry.displayOf(area) === 'content' || registry.displayOf(area) === 'error');
  await Promise.race([loaded, settled]);
  loaded.cancel();
  return { routeName: match.route.name, area: registry.displayOf(area) === 'content' ? area : null, release };
}
