import {
  ChampGames,
  ChampsGames,
  ChampParams,
  FeedGameDetail,
  GameResults,
  SportsMenu,
  GameParams,
  getChampGamesCall,
  getChampsGamesCall,
  getGameCall,
  getLiveGamesCall,
  getLiveDeltaCall,
  type LiveDelta,
  type FeedGame,
  FeedGame as FeedGameSchema,
  getResultsCall,
  getSportsMenuCall,
  searchFeedCall,
  getFavouritesCall,
  setFavouriteCall,
  mergeFavouritesCall,
  type FeedSection,
} from '@kickoff/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind, notFound } from '../../http/errors';
import { etagMatches, pollAnswersOf, type PollAnswers, type Renewal } from '../../http/poll-answers';
import { COMPRESS_THRESHOLD_BYTES, SharedBody, sendShared } from '../../http/precompressed';
import { registerCall } from '../../http/route';
import { searchFeed } from './feed.search';
import { favourites, mergeFavourites, setFavourite } from './feed.favourites';
import { requireUser } from '../auth/auth.guard';
import { readChamp, readChampGames, readGame, readGameRevision, readLiveGames, readResults, readRevision, readSportsMenu } from './feed.queries';
import { feedChangesHeard, listenFeedChanges, onFeedChanged, type FeedChange } from './feed.changes';
import { HotVariants } from './feed.hot-variants';
import { BUILD_SLICING, eachInSlices, LiveDeltaFeed, nextTurn, type LiveList } from './feed.live-deltas';
import { LiveStreamHub } from './feed.sse';
import { type FeedNames, localizeChamp, localizeGame, localizeGameDetail, localizeMenu, readFeedNames, requestLanguage } from './feed.names';

/** How long the names of a language are kept before they are read again (issue 18: localised feed names). */
export const NAMES_TTL_MS = 30_000;

/**
 * Conditional answers: each feed answer carries an ETag built from a revision counter the
 * simulator bumps on every change; a request with the same `If-None-Match` gets 304 with no body.
 * While the process hears every change of the feed (feed.changes `feedChangesHeard`: the embedded
 * database, or PostgreSQL's LISTEN in place) a revision it read is kept until a change moves it, and
 * the polls are answered with no read of the database (issue 20); while it cannot, revisions are read
 * at most every `REVISION_TTL_MS` per scope (one query shared by every poller in that window). A body
 * is built, checked against its contract and serialised once per ETag. Both are caches only: another
 * process reads the same database and builds the same answers. A change this process makes or hears
 * drops the revisions it keeps at once (feed.changes).
 */
export const REVISION_TTL_MS = 250;

/** A kept revision: its read, what it read, and until when (clock time) it is answered without a read. */
interface KeptRevision {
  value: Promise<number | undefined>;
  settled?: number | undefined;
  /** `Infinity` while it stays until a change is heard, else the end of its `REVISION_TTL_MS`. */
  untilMs: number;
}

class FeedCache {
  private readonly revisions = new Map<string, KeptRevision>();
  private readonly bodies = new Map<string, Promise<SharedBody>>();
  private readonly names = new Map<string, { atMs: number; value: Promise<FeedNames> }>();
  private readonly renewing = new Set<string>();
  /** Changes heard so far (the process's own and the notices): a read across one is not kept past its `REVISION_TTL_MS`. */
  private changes = 0;

  constructor(private readonly context: AppContext) {}

  /**
   * What `kept` says when a read that began at `start()` ends: true when the process heard every
   * change all along and none came meanwhile (what it read stays current until a change is heard).
   */
  start(): () => boolean {
    const heard = feedChangesHeard(this.context);
    const changes = this.changes;
    return () => heard !== undefined && heard === feedChangesHeard(this.context) && changes === this.changes;
  }

  /** A change was heard (feed.changes): reads under way are kept for `REVISION_TTL_MS` at most. */
  changed(): void {
    this.changes += 1;
  }

  /** Drops the kept revisions `which` names (all without it): the next read of them reads the database (feed.changes). */
  dropRevisions(which?: (key: string) => boolean): void {
    if (which === undefined) this.revisions.clear();
    else for (const key of [...this.revisions.keys()]) if (which(key)) this.revisions.delete(key);
  }

  /**
   * The revision kept for `key` is answered for `REVISION_TTL_MS` more from now, and no longer
   * (issue 20: the simulator's tick holds the live answers while the next are built, as long as
   * another process could still answer them); the revision held, or undefined when none is kept.
   */
  hold(key: string): number | undefined {
    const entry = this.revisions.get(key);
    if (entry?.settled === undefined) return undefined;
    entry.untilMs = this.context.clock.now() + REVISION_TTL_MS;
    return entry.settled;
  }

  /**
   * Keeps `revision` of `key` as read now, its answers built (issue 20: the simulator's change published
   * once the next live answers are ready); until a change is heard when `kept` (feed.changes), else
   * for `REVISION_TTL_MS`. A newer revision kept meanwhile stays.
   */
  publish(key: string, revision: number, kept: boolean): void {
    const entry = this.revisions.get(key);
    if (entry?.settled !== undefined && entry.settled > revision) return;
    this.revisions.set(key, { untilMs: kept ? Infinity : this.context.clock.now() + REVISION_TTL_MS, value: Promise.resolve(revision), settled: revision });
  }

  /** The feed names of a language, read at most every `NAMES_TTL_MS`. */
  namesOf(language: string): Promise<FeedNames> {
    const now = this.context.clock.now();
    const cached = this.names.get(language);
    if (cached && now - cached.atMs < NAMES_TTL_MS) return cached.value;
    const value = readFeedNames(this.context.db, language);
    this.names.set(language, { atMs: now, value });
    value.catch(() => this.names.delete(language));
    return value;
  }

  /**
   * A revision, read once and kept until a change is heard while the process hears every change,
   * else for `REVISION_TTL_MS` of the context's clock; concurrent reads share one query.
   */
  revision(key: string, read: () => Promise<number | undefined>): Promise<number | undefined> {
    const now = this.context.clock.now();
    const cached = this.revisions.get(key);
    if (cached && now < cached.untilMs) return cached.value;
    if (this.revisions.size > 5_000) this.revisions.clear();
    const kept = this.start();
    const value = read();
    const entry: KeptRevision = { untilMs: now + REVISION_TTL_MS, value };
    this.revisions.set(key, entry);
    value.then(
      (settled) => {
        entry.settled = settled;
        if (kept() && this.revisions.get(key) === entry) entry.untilMs = Infinity;
      },
      () => this.revisions.delete(key),
    );
    return value;
  }

  /**
   * Reads the revision of `key` again ahead of its end (issue 20: asked by the poll fast path while
   * the process cannot hear every change, so the pollers never wait on that read), once at a time per
   * key. When it finds the kept revision, the kept one is fresh from that read on (until a change is
   * heard, when the process hears them all again) and `same` hears until when; a different one, or a
   * kept revision dropped meanwhile (a change in this process), changes nothing: it ends as it would.
   */
  renew(key: string, read: () => Promise<number | undefined>, same: (revision: number, validUntilMs: number) => void): void {
    const entry = this.revisions.get(key);
    if (entry === undefined || entry.settled === undefined || this.renewing.has(key)) return;
    this.renewing.add(key);
    const untilMs = this.context.clock.now() + REVISION_TTL_MS;
    const kept = this.start();
    read()
      .then((value) => {
        if (value === undefined || this.revisions.get(key) !== entry || value !== entry.settled || untilMs <= entry.untilMs) return;
        entry.untilMs = kept() ? Infinity : untilMs;
        same(value, entry.untilMs);
      })
      .catch(() => undefined)
      .finally(() => this.renewing.delete(key));
  }

  /**
   * Until when (clock time, `Infinity`: until a change is heard) the revision kept for `key` is
   * answered without reading it again, if it is `revision`; 0 when the kept one is another or none
   * (issue 20: how long a poll's answer may be repeated by the poll fast path, http/poll-answers.ts).
   */
  freshUntil(key: string, revision: number | undefined): number {
    const entry = this.revisions.get(key);
    return entry !== undefined && revision !== undefined && entry.settled === revision ? entry.untilMs : 0;
  }

  /** The serialised body of an ETag, built once (concurrent requests share the build) and compressed once per encoding. */
  body(etag: string, build: () => Promise<string>): Promise<SharedBody> {
    let body = this.bodies.get(etag);
    if (!body) {
      if (this.bodies.size >= 2_000) this.bodies.clear();
      body = build().then((text) => new SharedBody(text));
      this.bodies.set(etag, body);
      body.catch(() => this.bodies.delete(etag));
    }
    return body;
  }
}

const matches = (request: FastifyRequest, etag: string): boolean => etagMatches(request.headers['if-none-match'], etag);

/**
 * A live delta poll's URL asking `since=` another version (issue 20: the URL a delta poller asks next),
 * when `url` names `since` once, as the plain digits of `from`; else undefined.
 */
export function sinceAt(url: string, from: number, to: number): string | undefined {
  const found = url.match(/[?&]since=(\d+)(?=&|$)/g);
  if (found?.length !== 1 || !Number.isSafeInteger(from) || found[0]!.slice(found[0]!.indexOf('=') + 1) !== String(from)) return undefined;
  return url.replace(/([?&]since=)\d+(?=&|$)/, `$1${to}`);
}

/** Until when a poll's answer may be repeated by the poll fast path, where it is kept, and how it is renewed (issue 20). */
interface Repeat {
  answers: PollAnswers | undefined;
  validUntilMs: number;
  renewal?: Renewal | undefined;
}

/**
 * Answers 304 for a matching ETag, else the cached body; the handler's return is ignored once the
 * reply is sent. The answer is kept for the poll fast path until `repeat.validUntilMs`.
 */
async function conditional<T>(request: FastifyRequest, reply: FastifyReply, cache: FeedCache, etag: string, repeat: Repeat, schema: z.ZodType<T>, build: () => Promise<T>): Promise<T> {
  return conditionalBody(request, reply, etag, repeat, () => cache.body(etag, async () => JSON.stringify(schema.parse(await build()))));
}

/** `conditional` with the shared body of the ETag from `body` (checked and serialised there). */
async function conditionalBody<T>(request: FastifyRequest, reply: FastifyReply, etag: string, repeat: Repeat, body: () => Promise<SharedBody>): Promise<T> {
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  if (matches(request, etag)) {
    repeat.answers?.keep(request, etag, repeat.validUntilMs, undefined, repeat.renewal);
    await reply.code(304).send();
    return undefined as T;
  }
  const shared = await body();
  repeat.answers?.keep(request, etag, repeat.validUntilMs, shared, repeat.renewal);
  await sendShared(request, reply, shared, 'application/json; charset=utf-8');
  return undefined as T;
}

function parseParams<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

const dayMs = 86_400_000;

/** The feed calls (issue 5): sports menu, championship games, one game, live games, results. */
export function registerFeedRoutes(app: FastifyInstance, context: AppContext): void {
  const cache = new FeedCache(context);
  const db = context.db;
  const answers = pollAnswersOf(app);
  /** How a kept answer of revision `revision` of `key` is kept fresh (a read of the same revision again). */
  const renewalOf = (key: string, revision: number | undefined, read: () => Promise<number | undefined>, variant?: string): Renewal | undefined =>
    answers && revision !== undefined
      ? { key, revision, variant, renew: () => cache.renew(key, read, (same, validUntilMs) => answers.extend(key, same, validUntilMs)) }
      : undefined;
  /** The section's revision as an ETag's start, and until when its answer may be repeated. */
  const sectionTag = async (section: FeedSection) => {
    const read = () => readRevision(db, section);
    const revision = await cache.revision(section, read);
    return { revision, etag: `"${section}-${revision}"`, repeat: { answers, validUntilMs: cache.freshUntil(section, revision), renewal: renewalOf(section, revision, read) } };
  };
  const readLiveRevision = () => readRevision(db, 'live');

  /**
   * The live list's rows at a version, read once for every language, the list, its delta and the
   * stream (issue 20): every caller asking the same version shares the read. `exact` says the
   * revision did not move while the list was read (only an exact list is the base of a delta).
   */
  const liveRows = new Map<number, Promise<{ games: FeedGame[]; exact: boolean }>>();
  const liveRowsAt = (version: number) => {
    let rows = liveRows.get(version);
    if (!rows) {
      if (liveRows.size >= 8) liveRows.delete(liveRows.keys().next().value as number);
      rows = (async () => {
        const games = await readLiveGames(db, undefined, BUILD_SLICING);
        return { games, exact: (await readLiveRevision()) === version };
      })();
      liveRows.set(version, rows);
      rows.catch(() => liveRows.delete(version));
    }
    return rows;
  };
  const liveFeed = new LiveDeltaFeed({
    revision: async () => (await cache.revision('live', readLiveRevision)) ?? 0,
    list: async (language, version): Promise<LiveList> => {
      const [{ games, exact }, names] = await Promise.all([liveRowsAt(version), cache.namesOf(language)]);
      await nextTurn();
      const localized: FeedGame[] = [];
      await eachInSlices(games, (game) => localized.push(localizeGame(game, names)));
      return { games: localized, exact };
    },
  });
  /** The live list of a language at a version, of one sport when given (the whole list filtered: the same order). */
  const liveListOf = async (language: string, version: number, sportId: number | undefined) => {
    const snapshot = await liveFeed.at(language, version);
    const order = sportId === undefined ? snapshot.order : snapshot.order.filter((id) => snapshot.games.get(id)?.sportId === sportId);
    return { games: order.map((id) => snapshot.games.get(id) as FeedGame) };
  };
  const liveListEtag = (version: number, sportId: number | undefined, language: string) => `"live-${version}-s${sportId ?? 'all'}-${language}"`;
  /** A kept live list answer's variant (its successor at the next revision is that list's, `publishLive`). */
  const liveListVariant = (language: string, sportId: number | undefined) => `list|${language}|${sportId ?? ''}`;
  /** A kept live delta answer's variant: a language and sport since a version (its successor is the delta from that version). */
  const liveDeltaVariant = (language: string, sportId: number | undefined, since: number | null | undefined) => `delta|${language}|${sportId ?? ''}|${since ?? ''}`;
  /**
   * The live list's body of a language (and sport) at a version, built once (the route's polls and
   * publishLive share it; issue 20: in slices of the API's thread, feed.live-deltas `eachInSlices`,
   * the polls that came meanwhile answered between them): LiveGames's check game by game (the list
   * is `{ games: FeedGame[] }`), each game serialised as soon as it is checked (the same bytes as
   * `JSON.stringify` of the checked list, with no checked copy of the whole list held).
   */
  const liveListBody = (language: string, version: number, sportId: number | undefined) =>
    cache.body(liveListEtag(version, sportId, language), async () => {
      const list = await liveListOf(language, version, sportId);
      await nextTurn();
      const games: string[] = [];
      await eachInSlices(list.games, (game) => games.push(JSON.stringify(FeedGameSchema.parse(game))));
      return `{"games":[${games.join(',')}]}`;
    });
  const hotLists = new HotVariants(() => context.clock.now());
  const hotDeltas = new HotVariants(() => context.clock.now());
  const streams = new LiveStreamHub(liveFeed, context.clock, (error) => context.logger.warn('live stream check failed', { error: String(error) }));

  /** Both compressed forms of a body the pollers share, made now (a small body goes out as it is). */
  const compressed = (body: SharedBody) => (body.raw.length < COMPRESS_THRESHOLD_BYTES ? undefined : Promise.all([body.bytes('br'), body.bytes('gzip')]));

  /**
   * Builds the live answers of `read()`'s revision for the variants polled lately, then publishes
   * them (issue 20): the list of each (language, sport), the delta from the version before, each
   * compressed in both encodings, from one read of the list; then the revision counts as read now,
   * the kept answers of older live revisions go, and the streams get the delta. The pollers that come
   * meanwhile and ask the new revision wait for this build (the same promises), never a second read.
   */
  const publishLive = async (read: () => Promise<number | undefined>): Promise<void> => {
    const kept = cache.start();
    try {
      const version = await read();
      if (version === undefined) return;
      const work: Array<Promise<unknown>> = [];
      /** The lists built, by variant: the kept answers of the version before become them at once. */
      const lists = new Map<string, { etag: string; body: SharedBody; language: string; sportId: number | undefined }>();
      for (const { language, sportId } of hotLists.list()) {
        work.push(
          liveListBody(language, version, sportId).then((body) => {
            lists.set(liveListVariant(language, sportId), { etag: liveListEtag(version, sportId, language), body, language, sportId });
            return compressed(body);
          }),
        );
      }
      /** The deltas built, by variant and the version they start from (the kept delta answers at that version become them). */
      const deltas = new Map<string, { etag: string; body: SharedBody; version: number; language: string; sportId: number | undefined }>();
      for (const { language, sportId } of hotDeltas.list()) {
        work.push(
          liveFeed.at(language, version).then(async (current) => {
            const since = liveFeed.before(language, current.version)?.version ?? null;
            const answer = await liveFeed.answerAt(current, language, sportId, since);
            answer.shared ??= new SharedBody(answer.body);
            if (since !== null) deltas.set(liveDeltaVariant(language, sportId, since), { etag: liveListEtag(answer.version, sportId, language), body: answer.shared, version: answer.version, language, sportId });
            return compressed(answer.shared);
          }),
        );
      }
      await Promise.all(work);
      cache.publish('live', version, kept());
      // the kept live lists go on at this version (what the route answers their URLs now), the other live answers go
      const validUntilMs = cache.freshUntil('live', version);
      answers?.advance('live', version, (variant, url) => {
        const list = lists.get(variant);
        if (list !== undefined) {
          const renewal = renewalOf('live', version, readLiveRevision, variant);
          if (renewal === undefined) return undefined;
          // polled since the version before (from the kept answer, not the route): still a list to build ahead
          hotLists.note(list.language, list.sportId);
          return { etag: list.etag, body: list.body, validUntilMs, renewal };
        }
        // a delta poller at the version before: the delta to this version, and the 304 of its next poll, `since=` this version
        const delta = deltas.get(variant);
        const nextUrl = delta && sinceAt(url, Number(variant.slice(variant.lastIndexOf('|') + 1)), delta.version);
        if (delta === undefined || nextUrl === undefined) return undefined;
        const renewal = renewalOf('live', delta.version, readLiveRevision, variant);
        const nextRenewal = renewalOf('live', delta.version, readLiveRevision, liveDeltaVariant(delta.language, delta.sportId, delta.version));
        if (renewal === undefined || nextRenewal === undefined) return undefined;
        hotDeltas.note(delta.language, delta.sportId);
        const deltaValidUntilMs = cache.freshUntil('live', delta.version);
        return { etag: delta.etag, body: delta.body, validUntilMs: deltaValidUntilMs, renewal, next: { url: nextUrl, etag: delta.etag, validUntilMs: deltaValidUntilMs, renewal: nextRenewal } };
      });
      answers?.drop((renewal) => renewal === undefined || (renewal.key === 'live' && renewal.revision < version));
      streams.check().catch((error: unknown) => context.logger.warn('live stream check failed', { error: String(error) }));
    } catch (error) {
      // not built: the live answers go, and the next poller reads for itself
      cache.dropRevisions((key) => key === 'live');
      answers?.drop((renewal) => renewal === undefined || renewal.key === 'live');
      context.logger.warn('live answers not built ahead', { error: String(error) });
    }
  };

  /**
   * A change of the feed in this process (feed.changes). A development control's: every kept revision
   * and answer goes at once and the next live answers are built (the readers share that build). The
   * simulator's tick: the revisions and answers of the scopes it changed (and of every game) go at
   * once, the live ones stand until the next are built from a fresh read of the revision (for at most
   * `REVISION_TTL_MS` from the tick, also when they were kept until a change; a poller after that
   * waits for the build under way).
   */
  const changed = (change: FeedChange): Promise<void> | undefined => {
    cache.changed();
    const liveChanged = change.scopes === undefined || change.scopes.has('live');
    if (!change.tick) {
      cache.dropRevisions();
      answers?.clear();
      return liveChanged ? publishLive(() => cache.revision('live', readLiveRevision)) : undefined;
    }
    const scopes = change.scopes;
    const goes = (key: string) => key !== 'live' && (key.startsWith('g') || scopes === undefined || scopes.has(key as FeedSection));
    cache.dropRevisions(goes);
    answers?.drop((renewal) => renewal === undefined || goes(renewal.key));
    if (!liveChanged) return undefined;
    // the live answers before stand while the next are built, at most REVISION_TTL_MS (the freshness another process has)
    const held = cache.hold('live');
    if (held !== undefined) answers?.hold('live', held, context.clock.now() + REVISION_TTL_MS);
    // a tick names the live revision it committed (this process's simulator, or another's notice, feed.changes): no read of it
    const committed = change.revisions?.get('live');
    return publishLive(committed === undefined ? readLiveRevision : async () => committed);
  };
  const stopListening = onFeedChanged(context, changed);
  // issue 20: the other processes' changes, heard through PostgreSQL's LISTEN (feed.changes)
  const stopNotices = listenFeedChanges(context);
  app.addHook('onClose', async () => {
    stopListening();
    await stopNotices();
  });

  registerCall(app, getSportsMenuCall, async ({ query, request, reply }) => {
    const { etag, repeat } = await sectionTag(query.section);
    const language = requestLanguage(request.headers['x-language']);
    return conditional(request, reply, cache, `${etag.slice(0, -1)}-menu-${language}"`, repeat, SportsMenu, async () => ({
      section: query.section,
      sports: localizeMenu(await readSportsMenu(db, query.section), await cache.namesOf(language)),
    }));
  });

  registerCall(app, getChampGamesCall, async ({ query, params, request, reply }) => {
    const { champId } = parseParams(ChampParams, params);
    const { etag, repeat } = await sectionTag(query.section);
    const language = requestLanguage(request.headers['x-language']);
    return conditional(request, reply, cache, `${etag.slice(0, -1)}-c${champId}-${language}"`, repeat, ChampGames, async () => {
      const champ = await readChamp(db, champId);
      if (!champ) throw notFound({ message: `championship ${champId}` });
      const games = await readChampGames(db, champId, query.section);
      const names = await cache.namesOf(language);
      return {
        section: query.section,
        champ: localizeChamp({ id: champ.id, name: champ.name, countryId: champ.country_id, countryName: champ.country_name, sportId: champ.sport_id, sportName: champ.sport_name, gamesCount: games.length }, names),
        games: games.map((game) => localizeGame(game, names)),
      };
    });
  });

  // issue 20: the line list without a championship (home, a sport) in one call, the menu's first championships in its order.
  registerCall(app, getChampsGamesCall, async ({ query, request, reply }) => {
    const { etag, repeat } = await sectionTag(query.section);
    const language = requestLanguage(request.headers['x-language']);
    return conditional(request, reply, cache, `${etag.slice(0, -1)}-cs${query.sportId ?? 'all'}-${query.limit}-${language}"`, repeat, ChampsGames, async () => {
      const sports = (await readSportsMenu(db, query.section)).filter((sport) => query.sportId === undefined || sport.id === query.sportId);
      const champs = sports.flatMap((sport) => sport.champs.map((champ) => ({ ...champ, sportId: sport.id, sportName: sport.name }))).slice(0, query.limit);
      const names = await cache.namesOf(language);
      const answers = [];
      for (const champ of champs) {
        const games = await readChampGames(db, champ.id, query.section);
        answers.push({ section: query.section, champ: localizeChamp({ ...champ, gamesCount: games.length }, names), games: games.map((game) => localizeGame(game, names)) });
      }
      return { section: query.section, champs: answers };
    });
  });

  registerCall(app, getGameCall, async ({ params, request, reply }) => {
    const { gameId } = parseParams(GameParams, params);
    const read = () => readGameRevision(db, gameId);
    const revision = await cache.revision(`g${gameId}`, read);
    if (revision === undefined) throw notFound({ message: `game ${gameId}` });
    const language = requestLanguage(request.headers['x-language']);
    const repeat = { answers, validUntilMs: cache.freshUntil(`g${gameId}`, revision), renewal: renewalOf(`g${gameId}`, revision, read) };
    return conditional(request, reply, cache, `"g${gameId}-${revision}-${language}"`, repeat, FeedGameDetail, async () => {
      const game = await readGame(db, gameId);
      if (!game) throw notFound();
      return localizeGameDetail(game, await cache.namesOf(language));
    });
  });

  // issue 20: the live list of a version is built from the list read once for that version (the delta's and the stream's too).
  registerCall(app, getLiveGamesCall, async ({ query, request, reply }) => {
    const { revision = 0, repeat } = await sectionTag('live');
    const language = requestLanguage(request.headers['x-language']);
    hotLists.note(language, query.sportId);
    // kept with its variant: publishLive replaces it with the next version's list
    const renewal = renewalOf('live', repeat.renewal?.revision, readLiveRevision, liveListVariant(language, query.sportId));
    // the same body (one cache entry per ETag, built in slices) as the one publishLive builds ahead
    return conditionalBody(request, reply, liveListEtag(revision, query.sportId, language), { ...repeat, renewal }, () => liveListBody(language, revision, query.sportId));
  });

  // issue 20: the live list as deltas since the client's version, polled (ETag names the version reached) or streamed.
  registerCall(app, getLiveDeltaCall, async ({ query, request, reply }) => {
    const language = requestLanguage(request.headers['x-language']);
    hotDeltas.note(language, query.sportId);
    const answer = await liveFeed.answer(language, query.sportId, query.since ?? null);
    const etag = `"live-${answer.version}-s${query.sportId ?? 'all'}-${language}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'no-cache');
    const validUntilMs = cache.freshUntil('live', answer.version);
    const renewal = renewalOf('live', answer.version, readLiveRevision, liveDeltaVariant(language, query.sportId, query.since));
    if (matches(request, etag)) {
      answers?.keep(request, etag, validUntilMs, undefined, renewal);
      await reply.code(304).send();
      return undefined as unknown as LiveDelta;
    }
    // Compressed once per answer and encoding, not per poller (the same bytes go to every client at that version).
    answer.shared ??= new SharedBody(answer.body);
    answers?.keep(request, etag, validUntilMs, answer.shared, renewal);
    await sendShared(request, reply, answer.shared, 'application/json; charset=utf-8');
    return undefined as unknown as LiveDelta;
  });
  streams.register(app);
  app.addHook('preClose', async () => streams.close());

  registerCall(app, getResultsCall, async ({ query, request, reply }) => {
    const from = Date.parse(`${query.date}T00:00:00Z`);
    if (!Number.isFinite(from)) throw new DomainError(DomainErrorKind.invalid, 'validation_error', 'main_validation_error', { fields: { date: 'main_validation_error' } });
    const revision = await cache.revision('results', () => readRevision(db, 'results'));
    const language = requestLanguage(request.headers['x-language']);
    // not a poll: never repeated by the fast path
    return conditional(request, reply, cache, `"results-${revision}-${query.date}-${query.sportId ?? 'all'}-${language}"`, { answers: undefined, validUntilMs: 0 }, GameResults, async () => {
      const names = await cache.namesOf(language);
      return { date: query.date, games: (await readResults(db, from, from + dayMs, query.sportId)).map((game) => localizeGame(game, names)) };
    });
  });

  // issue 16: the header's search over sports, leagues, teams and events
  registerCall(app, searchFeedCall, async ({ query }) => searchFeed(context, query.q));

  // issue 16: a signed-in player's favourite events and leagues
  registerCall(app, getFavouritesCall, async ({ request }) => favourites(context, (await requireUser(request, context)).userId));
  registerCall(app, setFavouriteCall, async ({ request, body }) => setFavourite(context, (await requireUser(request, context)).userId, { kind: body.kind, id: body.id }, body.isFavourite));
  registerCall(app, mergeFavouritesCall, async ({ request, body }) => mergeFavourites(context, (await requireUser(request, context)).userId, body.favourites));
}
