/**
 * The loading state of a remote area (document 000 §4 "Remote area loading state"):
 * not-exist -2, error -1, loading 1, ready 2.
 */
export const AreaState = {
  notExist: -2,
  error: -1,
  loading: 1,
  ready: 2,
} as const;
export type AreaState = (typeof AreaState)[keyof typeof AreaState];

/**
 * The only allowed moves (document 000 §4): not-exist to loading or ready; error to loading or
 * not-exist; loading to error, ready or not-exist; ready to not-exist only.
 */
export const ALLOWED_AREA_MOVES: Readonly<Record<AreaState, readonly AreaState[]>> = {
  [AreaState.notExist]: [AreaState.loading, AreaState.ready],
  [AreaState.error]: [AreaState.loading, AreaState.notExist],
  [AreaState.loading]: [AreaState.error, AreaState.ready, AreaState.notExist],
  [AreaState.ready]: [AreaState.notExist],
};

/** Whether a state may move to another; staying in the same state is not a move. */
export function canMoveArea(from: AreaState, to: AreaState): boolean {
  return ALLOWED_AREA_MOVES[from].includes(to);
}

/** Automatic retries after an error (document 000 §4, document 001 §9): up to 3. */
export const AREA_MAX_RETRIES = 3;
/** The first retry waits 1000 ms, doubling each time (document 000 §4). */
export const AREA_FIRST_RETRY_DELAY_MS = 1000;
/** A manual reload at most once per second (document 000 §4). */
export const AREA_MANUAL_RELOAD_INTERVAL_MS = 1000;

/**
 * The wait before automatic retry number `retryNumber` (1-based): 1000, 2000, 4000 ms; `null`
 * when that retry is past the limit of 3.
 */
export function areaRetryDelayMs(retryNumber: number): number | null {
  if (!Number.isInteger(retryNumber) || retryNumber < 1 || retryNumber > AREA_MAX_RETRIES) return null;
  return AREA_FIRST_RETRY_DELAY_MS * 2 ** (retryNumber - 1);
}

/** Whether a manual reload may run now, given the time of the last one (epoch ms, or null). */
export function canManualReload(lastReloadAtMs: number | null, nowMs: number): boolean {
  return lastReloadAtMs === null || nowMs - lastReloadAtMs >= AREA_MANUAL_RELOAD_INTERVAL_MS;
}

/** What an area's place on the page shows. */
export type AreaDisplay = 'nothing' | 'preloader' | 'content' | 'error';

/**
 * What to show for an area (document 000 §4 and §2 "Other screen behaviour"): the content when
 * ready, the loading skeleton while loading, the error block with its reload action in the error
 * state, but the preloader instead while an automatic retry is scheduled or running.
 */
export function areaDisplay(state: AreaState, retryPending: boolean): AreaDisplay {
  switch (state) {
    case AreaState.ready:
      return 'content';
    case AreaState.loading:
      return 'preloader';
    case AreaState.error:
      return retryPending ? 'preloader' : 'error';
    case AreaState.notExist:
      return 'nothing';
  }
}

/** The users of an area: remote views and remote components (document 000 §3). */
export interface AreaUsage {
  viewCount: number;
  componentCount: number;
}

/** An area nothing uses returns to not-exist and is unmounted (document 000 §4). */
export function isAreaUnused(usage: AreaUsage): boolean {
  return usage.viewCount <= 0 && usage.componentCount <= 0;
}
