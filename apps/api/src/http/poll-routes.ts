import { appVersionCall, getChampGamesCall, getGameCall, getLiveDeltaCall, getLiveGamesCall, getMaintenanceCall, getSportsMenuCall, sessionCheckCall } from '@kickoff/contracts';
import type { RouteOptions } from 'fastify';

/**
 * The calls every open page repeats on a timer (document 001 §9 refresh intervals: the feed every
 * 2 to 15 s, the session check, the app version and maintenance polls). They log warnings and errors
 * only, not the two info lines per request (issue 20: no per-request info logs on poll routes).
 */
export const POLL_CALLS = [getLiveGamesCall, getLiveDeltaCall, getSportsMenuCall, getChampGamesCall, getGameCall, sessionCheckCall, appVersionCall, getMaintenanceCall] as const;

const POLL_ROUTES = new Set(POLL_CALLS.map((call) => `${call.method} ${call.path}`));

/** Fastify's onRoute hook: a poll route's requests log at `warn` and above. */
export function quietPollRoutes(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => POLL_ROUTES.has(`${method} ${route.url}`))) route.logLevel = 'warn';
}
