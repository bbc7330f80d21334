import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';

/**
 * Changes of the feed made in this process. The feed's answers are conditional on revision counters
 * that a process keeps until a change it hears moves them (`feedChangesHeard` below), or reads at most
 * every `REVISION_TTL_MS` while it cannot hear every change (issue 20: no query, or one for every
 * poller); a read kept past a change would answer the revision, and the body kept for it, from before it.
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
  /**
   * The revisions the change committed, when known (a notice from another process carries them; the
   * simulator's tick gives the live revision it committed, issue 20: its next answers are built with no
   * read of it first).
   */
  readonly revisions?: ReadonlyMap<FeedScope, number> | undefined;
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

/**
 * Issue 20, the feed across processes (docs/scaling.md "Feed fan-out through LISTEN/NOTIFY"): the
 * transaction that changes the feed also sends a notice on `FEED_CHANNEL` (PostgreSQL delivers it
 * only once that transaction committed, in commit order, so a notice never precedes the change);
 * every API process listens on a dedicated connection (`listenFeedChanges`) and treats another
 * process's notice as that process treats its own change (`feedChanged`): a tick's live answers are
 * built at once, a development control's change drops everything kept. While it listens a process
 * hears every change and keeps the revisions it read until one moves them (`feedChangesHeard`: polls
 * answered with no read); the 250 ms revision reads are what it has before its first LISTEN and while
 * its connection is lost. On the embedded database there is one process and no notice.
 */
export const FEED_CHANNEL = 'kickoff_feed';

const SCOPES: readonly FeedScope[] = ['line', 'live', 'results'];
const origins = new WeakMap<AppContext, string>();

/** This app's name in its notices: the notices it sent itself are not acted on twice. */
function originOf(context: AppContext): string {
  let origin = origins.get(context);
  if (origin === undefined) {
    origin = randomBytes(6).toString('hex');
    origins.set(context, origin);
  }
  return origin;
}

/**
 * Sends the notice of `change` inside the transaction `tx` that made it (PostgreSQL only): the app's
 * origin, `t` for a tick or `c` for a control, and the committed revision of each scope it changed
 * (all scopes without `scopes`), e.g. `3f9a0c t live:812,line:77`.
 */
export async function notifyFeedChange(context: AppContext, tx: Queryable, change: FeedChange): Promise<void> {
  if (context.db.kind !== 'postgres') return;
  const scopes = change.scopes === undefined ? SCOPES : [...change.scopes];
  await tx.query(
    `select pg_notify($1, $2 || coalesce((select string_agg(scope || ':' || revision, ',' order by scope) from feed_revisions where scope = any($3::text[])), ''))`,
    [FEED_CHANNEL, `${originOf(context)} ${change.tick ? 't' : 'c'} `, scopes],
  );
}

/**
 * Runs `work`, a change of the feed, in one transaction that also sends its notice to the other API
 * processes (`notifyFeedChange`: heard once it commits); then this process's readers see it
 * (`feedChanged`). `change.scopes`, when given, may be filled by `work` (the scopes it bumped).
 */
export async function changeFeed<T>(context: AppContext, change: FeedChange, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const result = await context.db.transaction(async (tx) => {
    const done = await work(tx);
    await notifyFeedChange(context, tx, change);
    return done;
  });
  await feedChanged(context, change);
  return result;
}

/** The change a notice describes, or undefined for a notice of this app itself or one it cannot read. */
export function parseFeedNotice(payload: string, ownOrigin: string | undefined): FeedChange | undefined {
  const [origin, kind, list = ''] = payload.split(' ');
  if (origin === undefined || origin === ownOrigin || (kind !== 't' && kind !== 'c')) return undefined;
  const revisions = new Map<FeedScope, number>();
  for (const item of list.split(',')) {
    if (item === '') continue;
    const [scope, revision] = item.split(':');
    const value = Number(revision);
    if (!SCOPES.includes(scope as FeedScope) || !Number.isSafeInteger(value)) return undefined;
    revisions.set(scope as FeedScope, value);
  }
  return { tick: kind === 't', scopes: new Set(revisions.keys()), revisions };
}

const listening = new WeakMap<AppContext, Promise<boolean>>();

/**
 * Issue 20, polls answered with no database read: while a process hears every change of the feed
 * (the embedded database: one process, every change made in it; PostgreSQL: its LISTEN in place),
 * a revision it read stays current until a change it hears says otherwise, and the feed's readers
 * keep it without reading it again (feed.routes). While it cannot hear them (before the first LISTEN,
 * its connection lost until it listens again, or no LISTEN at all) they read it every 250 ms.
 */
interface Hearing {
  heard: boolean;
  /** Times the process stopped hearing: a read started before a loss is not kept past its 250 ms. */
  losses: number;
}

const hearings = new WeakMap<AppContext, Hearing>();

function hearingOf(context: AppContext): Hearing {
  let hearing = hearings.get(context);
  if (hearing === undefined) {
    hearing = { heard: false, losses: 0 };
    hearings.set(context, hearing);
  }
  return hearing;
}

/**
 * Whether this process hears every change of the feed now: a token while it does (the same token
 * before and after a read says no change went unheard meanwhile), undefined while it cannot.
 */
export function feedChangesHeard(context: AppContext): number | undefined {
  const hearing = hearings.get(context);
  return hearing?.heard ? hearing.losses : undefined;
}

/** The process hears every change of the feed from now on (the embedded database, or a LISTEN in place). */
function hearFeedChanges(context: AppContext): void {
  hearingOf(context).heard = true;
}

/**
 * The process can no longer hear every change (its notices' connection lost): the feed's readers go
 * back to reading the revisions every 250 ms, and what they keep counts as changed at once (notices
 * may have been missed before the loss was seen).
 */
export function feedChangesUnheard(context: AppContext): Promise<void> {
  const hearing = hearingOf(context);
  if (!hearing.heard) return Promise.resolve();
  hearing.heard = false;
  hearing.losses += 1;
  return feedChanged(context, CONTROL_CHANGE);
}

/**
 * The process hears every change again (its notices' connection is back): everything it keeps counts
 * as changed (a tick's: the live answers stand while the next are built from a fresh read).
 */
export function feedChangesHeardAgain(context: AppContext): Promise<void> {
  hearFeedChanges(context);
  return feedChanged(context, { tick: true });
}

/**
 * Listens to the other processes' changes of the feed (PostgreSQL only) and hands each to this
 * process's readers (`feedChanged`); after a lost connection is listened to again, everything kept
 * counts as changed (notices may have been missed). Resolves the function that stops it; the promise
 * `feedNoticesHeard` answers says whether the listening is in place.
 */
export function listenFeedChanges(context: AppContext): () => Promise<void> {
  const listen = context.db.listen?.bind(context.db);
  if (context.db.kind !== 'postgres' || listen === undefined) {
    // the embedded database has one process: it makes every change itself, and hears it (feedChanged)
    if (context.db.kind === 'pglite') hearFeedChanges(context);
    listening.set(context, Promise.resolve(false));
    return async () => undefined;
  }
  const own = originOf(context);
  const stop = listen(FEED_CHANNEL, {
    notice: (payload) => {
      const change = parseFeedNotice(payload, own);
      if (change) void feedChanged(context, change);
    },
    lost: () => {
      context.logger.warn('feed notices lost: the revisions are read every 250 ms until they are heard again');
      void feedChangesUnheard(context);
    },
    resumed: () => void feedChangesHeardAgain(context),
  }).then(
    (stopListening) => {
      hearFeedChanges(context);
      return stopListening;
    },
    (error: unknown) => {
      context.logger.warn('feed notices not heard: the revisions are read every 250 ms', { error: String(error) });
      return undefined;
    },
  );
  listening.set(
    context,
    stop.then((value) => value !== undefined),
  );
  return async () => {
    await (await stop)?.();
  };
}

/** Whether this app hears the other processes' feed changes (false on the embedded database or when the first LISTEN failed). */
export function feedNoticesHeard(context: AppContext): Promise<boolean> {
  return listening.get(context) ?? Promise.resolve(false);
}
