import type { AppContext } from '../../context';

/**
 * Changes of the feed made in this process. The feed's answers are conditional on revision counters
 * that a process reads at most every `REVISION_TTL_MS` (issue 20: one query for every poller); a read
 * right after a change could answer the revision, and the body kept for it, from before the change.
 * A writer of the feed (the simulator's ticks and its development controls) says so once its
 * transaction committed, and the process's feed reads act on it (feed.routes):
 * - a development control's change (`tick: false`, the default) drops every revision and answer the
 *   process keeps at once: a read that follows it in the same process never answers the state before
 *   it (what the tests and the e2e specs that drive the feed rely on);
 * - the simulator's tick (`tick: true`, issue 20) is the signal to build the next live answers at
 *   once, from one read of the live list, before the pollers ask: the live answers of the revision
 *   before stand until the next are built (a few milliseconds later, at most `REVISION_TTL_MS` after
 *   the tick; a poller after that waits for the build under way) and are then replaced; the other
 *   scopes it changed are dropped at once. A tick is thus seen by this process's pollers when
 *   its answers are ready, and by another process reading the same database within `REVISION_TTL_MS`.
 * The promise `feedChanged` answers settles when every listener's work (the next answers built) is
 * done; it never rejects.
 */

/** A scope of the feed with its own revision (`feed_revisions`). */
export type FeedScope = 'line' | 'live' | 'results';

/** What changed. */
export interface FeedChange {
  /** The simulator's tick (its live answers stand until the next are built); false: drop at once. */
  readonly tick: boolean;
  /** The scopes whose revision the change bumped; undefined: any (a development control may touch all). */
  readonly scopes?: ReadonlySet<FeedScope> | undefined;
}

/** A development control's change: everything the process keeps is dropped at once. */
export const CONTROL_CHANGE: FeedChange = { tick: false };

type Listener = (change: FeedChange) => void | Promise<void>;

const listeners = new WeakMap<AppContext, Set<Listener>>();

/** Calls `listener` after every change of the feed this process makes; the returned function stops it. */
export function onFeedChanged(context: AppContext, listener: Listener): () => void {
  let set = listeners.get(context);
  if (!set) {
    set = new Set();
    listeners.set(context, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Tells the feed's readers that a committed transaction changed the feed. Every listener is called at
 * once (synchronously); the answer settles when the work they started is done, never rejecting.
 */
export function feedChanged(context: AppContext, change: FeedChange = CONTROL_CHANGE): Promise<void> {
  const work: Array<Promise<void>> = [];
  for (const listener of listeners.get(context) ?? []) {
    const done = listener(change);
    if (done) work.push(done.catch(() => undefined));
  }
  return Promise.all(work).then(() => undefined);
}
