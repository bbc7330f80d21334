import { performance } from 'node:perf_hooks';
import type { SharedBody } from '../../http/precompressed';
import { liveDeltaBetween, type FeedGame, type LiveDelta, type LiveListAt } from '@kickoff/contracts';

/**
 * Live updates as deltas (issue 20). The live list's version is the database's `live` revision
 * (bumped by every visible change, so every API process names the same state with the same number).
 * Per language (names differ by language) the process keeps a bounded ring of the recent lists it
 * read, by version; a client at a version still in the ring gets the difference between that list
 * and the current one, any other client the whole list. The answer of a (language, sport, since,
 * version) is serialised once and shared by every client asking it: the SSE stream and the polls
 * send the same bytes. It is built game by game in slices of the API's thread (issue 20: the
 * pollers answered between them, not after a whole delta's diff and serialisation).
 */

/** How many recent versions of the live list a language keeps (about two minutes of 2 s changes). */
export const LIVE_RING_SIZE = 64;
/** How many serialised answers are kept before the oldest are dropped. */
const ANSWERS_MAX = 2_000;

/** How long (ms of the API's thread) one slice of a live answer's build runs before the event loop takes its turn (issue 20). */
export const BUILD_SLICE_MS = 4;

/** The event loop's next turn: what waits (a poll's answer, a socket write) runs first. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** How a build is cut: the longest a slice runs (ms) and what comes between two slices. */
export interface Slicing {
  readonly sliceMs: number;
  readonly pause: () => Promise<void>;
}

/** Slices of `BUILD_SLICE_MS` with the event loop's turn between them. */
export const BUILD_SLICING: Slicing = { sliceMs: BUILD_SLICE_MS, pause: nextTurn };

/**
 * Calls `work` on each item in order, in slices of at most `slicing.sliceMs` of the thread with
 * `slicing.pause` between them (issue 20: the live answers' builds run between the polls); answers
 * how many slices it took.
 */
export async function eachInSlices<T>(items: Iterable<T>, work: (item: T) => void, slicing: Slicing = BUILD_SLICING): Promise<number> {
  let slices = 1;
  let sliceStart = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStart >= slicing.sliceMs) {
      slices++;
      await slicing.pause();
      sliceStart = performance.now();
    }
  }
  return slices;
}

/** The live list at one version. */
export interface LiveSnapshot {
  version: number;
  games: ReadonlyMap<number, FeedGame>;
  order: readonly number[];
  /**
   * Whether the list is exactly the state of `version` (the revision did not move while it was read).
   * Only exact lists serve as the base of a delta; a client holding an inexact one gets a whole list next.
   */
  exact: boolean;
}

/** The live list read at a version: its games in a language, and whether the revision stayed at that version while it was read. */
export interface LiveList {
  games: FeedGame[];
  exact: boolean;
}

/** What the feed reads: the (cached) live revision and the live list of a version in a language (one read per version, feed.routes). */
export interface LiveSource {
  revision(): Promise<number>;
  list(language: string, version: number): Promise<LiveList>;
}

/** A serialised answer and the version it brings the client to. */
export interface LiveAnswer {
  version: number;
  body: string;
  /** The body with its compressed forms, made on the first HTTP answer and shared by the next ones. */
  shared?: SharedBody;
  /** The body as a Server-Sent Event's bytes, made on the first stream's send and written to every stream at this answer. */
  event?: Buffer;
}

/** The snapshot of a list read at `version`. */
export function snapshotOf(version: number, games: readonly FeedGame[], exact = true): LiveSnapshot {
  return {
    version,
    games: new Map(games.map((game) => [game.id, game])),
    order: games.map((game) => game.id),
    exact,
  };
}

function ofSport(snapshot: LiveSnapshot, sportId: number | undefined): LiveListAt {
  if (sportId === undefined) return snapshot;
  const order = snapshot.order.filter((id) => snapshot.games.get(id)?.sportId === sportId);
  return { version: snapshot.version, games: new Map(order.map((id) => [id, snapshot.games.get(id) as FeedGame])), order };
}

/** The delta from `from` to `to` (of one sport when given); the whole list when `from` is null (contracts `liveDeltaBetween`). */
export function diffLive(from: LiveSnapshot | null, to: LiveSnapshot, sportId?: number): LiveDelta {
  return liveDeltaBetween(from === null ? null : ofSport(from, sportId), ofSport(to, sportId));
}

/**
 * The JSON of `diffLive(from, to, sportId)`, the same bytes, built game by game in slices (issue 20):
 * each game's part of the delta is the contract's own `liveDeltaBetween` for that game alone (the
 * delta takes the games of `to` in order, each on its own), serialised at once, so no whole delta
 * object is held and no slice serialises more than a few games.
 */
export async function diffLiveBody(from: LiveSnapshot | null, to: LiveSnapshot, sportId?: number, slicing: Slicing = BUILD_SLICING): Promise<string> {
  const target = ofSport(to, sportId);
  const games: string[] = [];
  if (from === null) {
    await eachInSlices(target.order, (id) => games.push(JSON.stringify(target.games.get(id))), slicing);
    return `{"version":${JSON.stringify(to.version)},"since":null,"games":[${games.join(',')}],"states":[],"markets":[],"removed":[],"order":${JSON.stringify(target.order)}}`;
  }
  const base = ofSport(from, sportId);
  const baseGames: LiveListAt = { version: base.version, games: base.games, order: [] };
  const states: string[] = [];
  const markets: string[] = [];
  await eachInSlices(
    target.order,
    (id) => {
      const part = liveDeltaBetween(baseGames, { version: to.version, games: target.games, order: [id] });
      for (const game of part.games) games.push(JSON.stringify(game));
      for (const state of part.states) states.push(JSON.stringify(state));
      for (const market of part.markets) markets.push(JSON.stringify(market));
    },
    slicing,
  );
  const removed = base.order.filter((id) => !target.games.has(id));
  const sameOrder = base.order.length === target.order.length && base.order.every((id, index) => id === target.order[index]);
  return (
    `{"version":${JSON.stringify(to.version)},"since":${JSON.stringify(base.version)},"games":[${games.join(',')}],"states":[${states.join(',')}],` +
    `"markets":[${markets.join(',')}],"removed":${JSON.stringify(removed)},"order":${sameOrder ? 'null' : JSON.stringify(target.order)}}`
  );
}

/** The live list's versions and deltas of one API process (a cache: every process builds the same answers). */
export class LiveDeltaFeed {
  private readonly rings = new Map<string, LiveSnapshot[]>();
  private readonly building = new Map<string, Promise<LiveSnapshot>>();
  private readonly answers = new Map<string, Promise<LiveAnswer>>();

  constructor(
    private readonly source: LiveSource,
    /** How an answer's build is cut (issue 20; tests count the slices). */
    private readonly slicing: Slicing = BUILD_SLICING,
  ) {}

  /** The current live list of a language, read once per version (concurrent callers share the read). */
  async current(language: string): Promise<LiveSnapshot> {
    return this.at(language, await this.source.revision());
  }

  /**
   * The live list of a language at `version` (or a newer one kept already): every caller asking the same
   * version shares one read (issue 20: the pollers that come while the next answers are built wait for
   * that build, never a second read).
   */
  at(language: string, version: number): Promise<LiveSnapshot> {
    const ring = this.rings.get(language);
    const last = ring?.[ring.length - 1];
    if (last && last.version >= version) return Promise.resolve(last);
    const key = `${language}:${version}`;
    let build = this.building.get(key);
    if (!build) {
      build = this.build(language, version);
      this.building.set(key, build);
      void build.finally(() => this.building.delete(key)).catch(() => undefined);
    }
    return build;
  }

  /** The newest exact list of a language before `version`, the base most clients hold when `version` comes. */
  before(language: string, version: number): LiveSnapshot | undefined {
    const ring = this.rings.get(language) ?? [];
    for (let index = ring.length - 1; index >= 0; index--) {
      const snapshot = ring[index] as LiveSnapshot;
      if (snapshot.version < version && snapshot.exact) return snapshot;
    }
    return undefined;
  }

  /** A kept list of a language at `version`, if it is exact (a delta may start from it). */
  kept(language: string, version: number): LiveSnapshot | undefined {
    return this.rings.get(language)?.find((snapshot) => snapshot.version === version && snapshot.exact);
  }

  /**
   * The serialised answer for a client of `language` (and sport) at `since` (null: none): empty when
   * it is current, the delta from a kept exact version, else the whole list.
   */
  async answer(language: string, sportId: number | undefined, since: number | null): Promise<LiveAnswer> {
    return this.answerAt(await this.current(language), language, sportId, since);
  }

  /**
   * The serialised answer from `since` to the list `current` of `language` (and sport), made once (in
   * slices, `diffLiveBody`) and shared: every caller asking it meanwhile waits for that one build.
   */
  answerAt(current: LiveSnapshot, language: string, sportId: number | undefined, since: number | null): Promise<LiveAnswer> {
    const base = since === null ? undefined : this.kept(language, since);
    const from = base && base.version <= current.version ? base : null;
    const key = `${language}|${sportId ?? ''}|${from ? from.version : 'all'}|${current.version}`;
    let answer = this.answers.get(key);
    if (!answer) {
      if (this.answers.size >= ANSWERS_MAX) this.answers.clear();
      const built: Promise<LiveAnswer> = diffLiveBody(from, current, sportId, this.slicing).then((body) => ({ version: current.version, body }));
      this.answers.set(key, built);
      built.catch(() => {
        if (this.answers.get(key) === built) this.answers.delete(key);
      });
      answer = built;
    }
    return answer;
  }

  private async build(language: string, version: number): Promise<LiveSnapshot> {
    const { games, exact } = await this.source.list(language, version);
    const snapshot = snapshotOf(version, games, exact);
    const ring = this.rings.get(language) ?? [];
    const last = ring[ring.length - 1];
    if (last && last.version >= version) return last;
    ring.push(snapshot);
    if (ring.length > LIVE_RING_SIZE) ring.splice(0, ring.length - LIVE_RING_SIZE);
    this.rings.set(language, ring);
    return snapshot;
  }
}
