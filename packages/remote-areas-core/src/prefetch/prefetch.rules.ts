import { AreaState } from '../area-state/area-state.rules';

/** Wait after the app loads before prefetching starts (document 000 §9, document 001 §9: 200 ms). */
export const LOAD_TO_FETCH_DELAY_MS = 200;
/** The idle wait of a prefetch is capped at 2000 ms (document 000 §9, document 001 §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * The areas worth prefetching: asked for, not prefetched before, and not already loading or
 * loaded by the registry; each name once, in the order asked.
 */
export function prefetchCandidates(appNames: readonly string[], stateOf: (appName: string) => AreaState, alreadyPrefetched: ReadonlySet<string>): string[] {
  const result: string[] = [];
  for (const appName of appNames) {
    if (result.includes(appName) || alreadyPrefetched.has(appName)) continue;
    if (stateOf(appName) !== AreaState.notExist) continue;
    result.push(appName);
  }
  return result;
}
