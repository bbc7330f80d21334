import type { AppContext } from '../../context';

/**
 * Changes of the feed made in this process. The feed's answers are conditional on revision counters
 * that a process reads at most every `REVISION_TTL_MS` (issue 20: one query for every poller); a read
 * right after a change could answer the revision, and the body kept for it, from before the change.
 * A writer of the feed (the simulator's ticks and its development controls) says so once its
 * transaction committed, and the process's feed reads drop the revisions they keep: a read that
 * follows a change in the same process never answers the state before it. Another process reading
 * the same database sees the change within `REVISION_TTL_MS`, as before.
 */
const listeners = new WeakMap<AppContext, Set<() => void>>();

/** Calls `listener` after every change of the feed this process makes; the returned function stops it. */
export function onFeedChanged(context: AppContext, listener: () => void): () => void {
  let set = listeners.get(context);
  if (!set) {
    set = new Set();
    listeners.set(context, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the feed's readers that a committed transaction changed the feed. */
export function feedChanged(context: AppContext): void {
  for (const listener of listeners.get(context) ?? []) listener();
}
