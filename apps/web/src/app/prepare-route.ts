import { CaptchaPrompt } from '@kickoff/auth-core';
import { DictionaryStore, Navigation } from '@kickoff/guards-core';
import { Clock } from '@kickoff/platform';
import { ReferralService } from '@kickoff/referral-core';
import { AreaRegistry } from '@kickoff/remote-areas-core';
import { AppUpdateService, AuthStatusService, CookieConsentService, ModalStore, NavigationWorldSource, NotificationsService, ShellController, ShellNavigator, SiteConfigStore, TermsRedirectService } from '@kickoff/shell-core';
import type { Container, ServiceIdentifier } from 'inversify';
import { when } from 'mobx';
import type { AreaModule } from '../areas/area.types';
import { appAreaOf } from '../areas/registry';
import { SHELL_PAGE_NAMES } from '../pages/RoutePage';

/**
 * The services the shell's navigator is made of (its constructor's and the heaviest of theirs, the
 * leaves first), each a singleton: in the
 * browser they are made before it, a few per task (issue 20: with the navigator they were one task
 * of 90-290 ms at 4x CPU, inversify's plans and the stores' observables); the navigator then takes
 * them as they are.
 */
const NAVIGATOR_PARTS: readonly ServiceIdentifier[] = [AuthStatusService, SiteConfigStore, CookieConsentService, CaptchaPrompt, DictionaryStore, ModalStore, NotificationsService, AppUpdateService, ReferralService, TermsRedirectService, NavigationWorldSource, Navigation, ShellController];

/** The longest a task making services runs before it ends (the next service is made in a new task). */
const MAKE_BUDGET_MS = 8;

/** Makes `ids` in order, ending the task when one has used the budget; answers once all are made. */
export async function makeInTasks(container: Container, ids: readonly ServiceIdentifier[], nextTask: () => Promise<void>): Promise<void> {
  const clock = container.get(Clock);
  let started = clock.now();
  for (const id of ids) {
    if (clock.now() - started >= MAKE_BUDGET_MS) {
      await nextTask();
      started = clock.now();
    }
    if (container.isBound(id)) container.get(id);
  }
}

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
 * `nextTask`, when given, ends the current task between its steps. `holdAnswers`, in the browser
 * before a hydration, holds the calls' answers from then on until the hydration's commit: it is
 * called once the area's served data is in the stores, and the area's first reads are started after
 * it (`AreaModule.startReads`), so their answers cannot change what the hydration draws.
 */
export async function prepareRoute(container: Container, url: string, settled: Promise<void>, nextTask?: () => Promise<void>, holdAnswers?: () => void): Promise<PreparedRoute> {
  if (nextTask) await makeInTasks(container, NAVIGATOR_PARTS, nextTask);
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
  if (registry.displayOf(area) !== 'content') return { routeName: match.route.name, area: null, release };
  // issue 20: the served page's data for the first render goes into the stores in a task of its own
  const module = registry.resultOf(area) as AreaModule | undefined;
  const step = nextTask ?? (() => Promise.resolve());
  if (module?.prepare) {
    if (nextTask) await nextTask();
    await module.prepare(container, match, step);
  }
  if (!holdAnswers || !module?.startReads) return { routeName: match.route.name, area, release };
  holdAnswers();
  const releaseReads = await module.startReads(container, match, step);
  return {
    routeName: match.route.name,
    area,
    release: () => {
      releaseReads();
      release();
    },
  };
}
