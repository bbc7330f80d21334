import { FeedApi, isApiError, type ChampGames, type ChampsGames, type FeedGame, type FeedGameDetail, type FeedResult, type FeedSection, type GameResults, type LiveDelta, type LiveGames, type SportsMenu } from '@kickoff/contracts';
import { BootData, Clock, Logger, Visibility, type TimerHandle } from '@kickoff/platform';
import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, observable, observableRef } from 'mobx';
import { bootFeedPart, gameKeyOf, liveKeyOf, menuKeyOf, takeBootFeed } from './boot-feed';
import { FeedPoll } from './feed-poll';
import { delayUntil, nextStartAfter, preMatchChamp } from './line-starts';
import { LiveBoard, type LiveChange } from './live-board';
import { LiveFeedWatch } from './live-feed-watch';
import { GameSignals, MarketSignals } from './market-signals';
import { champKeyOf, champsKeyOf, FeedObserver, SectionObserver, type ResultsObserver } from './sports-observers';
import {
  forEachCoef,
  LIVE_REFRESH_MIN_MS,
  LINE_REFRESH_MS,
  MovementMarks,
  refreshIntervalMs,
  type MovementDirection,
  type MovementMark,
  type SectionQuery,
} from './sports.rules';

/** Whether a watch key reads line championships' games (`champ:line:{id}`, `champs:line:...`). */
function isLineWatch(key: string): boolean {
  return key.startsWith('champ:line:') || key.startsWith('champs:line:');
}

/** A live answer the board can start from: the whole list (`since: null`) with its version. */
function isWholeLiveList(data: Record<string, unknown>): boolean {
  return data['since'] === null && typeof data['version'] === 'number' && ['games', 'states', 'markets', 'removed'].every((field) => Array.isArray(data[field]));
}

/** Gives a watch back; the poll stops when its last watcher released it. */
export type Release = () => void;

/** Listener of fresh games (the coupon link). */
export type GamesListener = (games: ReadonlyArray<FeedGame | FeedGameDetail>) => void;

/** Which games a listener wants (issue 20: the coupon link wants its bets' games only; a live update builds no other). */
export type GamesFilter = (gameId: number) => boolean;

/** A running read of a watched data set: a poll, or the live list's stream with its poll fallback. */
interface WatchHandle {
  start(): void;
  refresh(): void;
  restart(): void;
  stop(): void;
  setIntervalMs(intervalMs: number | null): void;
}

interface Watch {
  poll: WatchHandle;
  count: number;
}

/**
 * The sports catalogue as pages need it (issue 5): line and live menus with counts, the games of a
 * championship, one game with every market, and live games, each polled while some page watches
 * it, on the spec's intervals (document 001 §9: line 15 s, live 2 s to 10 s), conditionally (ETag),
 * and paused while the page is hidden. Remembers the last coefficient of every market and marks
 * moves up or down for `MOVEMENT_HOLD_MS`. Fresh games go to `onGames` listeners (the coupon link).
 */
@injectable()
export class DefaultSportsCatalogService {
  menus: Record<FeedSection, SportsMenu | null> = { line: null, live: null };
  readonly champGames = observable.map<string, ChampGames>(undefined, { deep: false });
  readonly games = observable.map<number, FeedGameDetail>(undefined, { deep: false });
  /** The live lists (of all sports or one) as observable rows, updated by deltas (issue 20). */
  readonly liveBoards = observable.map<string, LiveBoard>(undefined, { deep: false });
  /** Results of finished games by UTC day (document 000 §2 `results` route). */
  readonly results = observable.map<string, GameResults>(undefined, { deep: false });
  /** The last error code per watched key (`menu:line`, `game:10001`, ...). */
  readonly errorCodes = observable.map<string, string>();
  /** The shown odds movements by market id; each coefficient observes its own entry. */
  readonly movements = observable.map<number, MovementMark>(undefined, { deep: false });

  /**
   * Per-market signals of the live lists (issue 20): the boards and the marks touch a market, each
   * delta and expiry flushes them, and a coefficient on a live list follows its own (`followMarket`).
   */
  private readonly signals = new MarketSignals();
  /** Per-game signals of the live lists (issue 20): a game whose live state a delta set; each delta flushes them. */
  private readonly gameSignals = new GameSignals();
  /** The last coefficient seen of every market and the marks' expiry (the marks themselves are `movements`). */
  private readonly marks = new MovementMarks({
    set: (marketId, mark) => {
      this.movements.set(marketId, mark);
      this.signals.touch(marketId);
    },
    delete: (marketId) => {
      const had = this.movements.delete(marketId);
      if (had) this.signals.touch(marketId);
      return had;
    },
    entries: () => this.movements.entries(),
  });
  private readonly watches = new Map<string, Watch>();
  private readonly listeners = new Map<GamesListener, GamesFilter | null>();
  /** Observers still open, closed by `dispose()`. */
  private readonly observers = new Set<{ dispose(): void }>();
  private expiryTimer: TimerHandle | undefined;
  /** When the expiry timer fires: the marks' earliest expiry (kept while it stays; a new mark expires later). */
  private expiryAt: number | null = null;
  /** The line lists' next start (issue 20): its game leaves them then, by the app's clock. */
  private lineStartTimer: TimerHandle | undefined;
  private lineStartAt: number | null = null;

  constructor(
    @inject(FeedApi) private readonly api: FeedApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Visibility) private readonly visibility: Visibility,
    @inject(Logger) private readonly logger: Logger,
    @inject(BootData) @optional() private readonly boot?: BootData,
  ) {
    makeAutoObservable<DefaultSportsCatalogService, 'api' | 'clock' | 'visibility' | 'logger' | 'boot' | 'signals' | 'gameSignals' | 'marks' | 'watches' | 'listeners' | 'observers' | 'expiryTimer' | 'expiryAt' | 'lineStartTimer' | 'lineStartAt'>(
      this,
      // Feed data is replaced whole on every read and never mutated: kept by reference, not made
      // deeply observable (a live list of 1000 coefficients would otherwise be converted per poll).
      { menus: observableRef, movements: false, liveBoards: false, api: false, clock: false, visibility: false, logger: false, boot: false, signals: false, gameSignals: false, marks: false, watches: false, listeners: false, observers: false, expiryTimer: false, expiryAt: false, lineStartTimer: false, lineStartAt: false, movementOf: false, followMarket: false, followGame: false },
      { autoBind: true },
    );
    // issue 20: read per moved price by a list's coefficients; plain bound functions, not actions.
    this.movementOf = this.movementOf.bind(this);
    this.followMarket = this.followMarket.bind(this);
    this.followGame = this.followGame.bind(this);
  }

  /** Key of a championship's games. */
  static champKey(champId: number, section: FeedSection): string {
    return `${section}:${champId}`;
  }

  /** Key of the live list. */
  static liveKey(sportId: number | null): string {
    return sportId === null ? 'all' : String(sportId);
  }

  /** Polls the menu of a section (line 15 s, live 10 s). */
  watchMenu(section: FeedSection): Release {
    return this.watch(
      menuKeyOf(section),
      refreshIntervalMs(section, 'menu'),
      (etag, signal) => this.api.getSportsMenu(section, { etag, signal }),
      (menu: SportsMenu) => {
        this.menus = { ...this.menus, [section]: menu };
      },
      (data) => data['section'] === section && Array.isArray(data['sports']),
    );
  }

  /** Polls the games of a championship (line 15 s, live 5 s). */
  watchChamp(champId: number, section: FeedSection): Release {
    const key = DefaultSportsCatalogService.champKey(champId, section);
    return this.watch(`champ:${key}`, refreshIntervalMs(section, 'list'), (etag, signal) => this.api.getChampGames(champId, section, { etag, signal }), (data: ChampGames, readAt) => {
      this.setChampGames(key, section, data, readAt);
      this.receiveGames(data.games);
    });
  }

  /**
   * Polls the games of the section menu's first `limit` championships (of a sport) in one read
   * (issue 20: home and a sport's line list, not one call per championship), on the list interval;
   * each championship's games land where `watchChamp` puts them.
   */
  watchChamps(section: FeedSection, sportId: number | null, limit: number): Release {
    return this.watch(
      champsKeyOf(section, sportId, limit),
      refreshIntervalMs(section, 'list'),
      (etag, signal) => this.api.getChampsGames(section, sportId, limit, { etag, signal }),
      (data: ChampsGames, readAt) => {
        for (const champ of data.champs) this.setChampGames(DefaultSportsCatalogService.champKey(champ.champ.id, section), section, champ, readAt);
        this.receiveGames(data.champs.flatMap((champ) => champ.games));
      },
      (data) => data['section'] === section && Array.isArray(data['champs']),
    );
  }

  /** Polls one game with every market: every 2 s while it is live, 15 s before. */
  watchGame(gameId: number): Release {
    const key = gameKeyOf(gameId);
    return this.watch(
      key,
      LINE_REFRESH_MS,
      (etag, signal) => this.api.getGame(gameId, { etag, signal }),
      (game: FeedGameDetail) => {
        this.games.set(gameId, game);
        this.watches.get(key)?.poll.setIntervalMs(game.isLive ? LIVE_REFRESH_MIN_MS : LINE_REFRESH_MS);
        this.receiveGames([game]);
      },
      (data) => data['id'] === gameId && Array.isArray(data['groups']) && Array.isArray(data['mainMarkets']),
    );
  }

  /**
   * Follows the live games, of one sport or all (issue 20): deltas since the version held, over the
   * live stream where there is one, else polled every 5 s with the ETag; each delta is applied in one
   * action to the rows and coefficients it changes.
   */
  watchLive(sportId: number | null): Release {
    const watchKey = liveKeyOf(sportId);
    const board = this.boardOf(sportId);
    return this.share(watchKey, () => {
      // issue 20: the page's whole live list is the first answer; the stream or poll goes on from its version.
      const booted = takeBootFeed<LiveDelta>(this.boot, watchKey, isWholeLiveList);
      if (booted) this.receiveLive(watchKey, board, booted.data);
      return new LiveFeedWatch({
        api: this.api,
        clock: this.clock,
        visibility: this.visibility,
        sportId,
        version: () => board.version,
        intervalMs: refreshIntervalMs('live', 'list'),
        onDelta: (delta) => this.receiveLive(watchKey, board, delta),
        onError: (error) => this.fail(watchKey, error),
      });
    });
  }

  /**
   * Fills a live list's board from the page's whole live list, when the served page carries it and
   * no watch took it yet (issue 20: the route's preparation calls it in a task of its own before the
   * first render, so the hydration's render of the list does not apply the list); the list's watch
   * then goes on from that version, as it does from the page's list it takes itself. Answers whether
   * the board was filled.
   */
  takeServedLive(sportId: number | null): boolean {
    const watchKey = liveKeyOf(sportId);
    if (this.watches.has(watchKey) || !this.boot?.has(bootFeedPart(watchKey))) return false;
    const booted = takeBootFeed<LiveDelta>(this.boot, watchKey, isWholeLiveList);
    return booted ? this.receiveLive(watchKey, this.boardOf(sportId), booted.data) : false;
  }

  /** The live list's board (of a sport), made at its first use. */
  private boardOf(sportId: number | null): LiveBoard {
    const key = DefaultSportsCatalogService.liveKey(sportId);
    let board = this.liveBoards.get(key);
    if (!board) {
      board = new LiveBoard(this.signals, this.gameSignals);
      this.liveBoards.set(key, board);
    }
    return board;
  }

  /**
   * Watches the finished games of a UTC day (`YYYY-MM-DD`, every sport): read at once, then every
   * `intervalMs` (today's results grow as games finish), or once when `intervalMs` is null.
   */
  watchResults(date: string, intervalMs: number | null): Release {
    return this.watch(`results:${date}`, intervalMs, async (_etag, signal) => ({ status: 'fresh', data: await this.api.getResults(date, null, signal), etag: null }), (results: GameResults) => {
      this.results.set(date, results);
    });
  }

  /** The menu of a section, polled while observed. */
  observeSportsMenu(section: FeedSection): FeedObserver<SportsMenu> {
    return this.track(new FeedObserver(this, { key: `menu:${section}`, subscribe: () => this.watchMenu(section), read: () => this.menus[section] }, this.untrack));
  }

  /** A championship's games, polled while observed. */
  observeChampionship(champId: number, section: FeedSection): FeedObserver<ChampGames> {
    return this.track(new FeedObserver(this, { key: champKeyOf(champId, section), subscribe: () => this.watchChamp(champId, section), read: () => this.champGamesOf(champId, section) }, this.untrack));
  }

  /** One game with every market, polled while observed (2 s live, 15 s before). */
  observeGame(gameId: number): FeedObserver<FeedGameDetail> {
    return this.track(new FeedObserver(this, { key: `game:${gameId}`, subscribe: () => this.watchGame(gameId), read: () => this.games.get(gameId) }, this.untrack));
  }

  /** The games a betting list shows (see `SectionObserver`). */
  observeSection(query: SectionQuery): SectionObserver {
    return this.track(new SectionObserver(this, query, this.untrack));
  }

  /** The home page's top games of a section: the games in play, or the line menu's first championships. */
  observeTopGames(section: FeedSection): SectionObserver {
    return this.track(new SectionObserver(this, { section, sportId: null, champId: null }, this.untrack));
  }

  /** A day's results; `intervalMs` as in `watchResults`. */
  observeResults(date: string, intervalMs: number | null): ResultsObserver {
    return this.track(new FeedObserver(this, { key: `results:${date}`, subscribe: () => this.watchResults(date, intervalMs), read: () => this.results.get(date) }, this.untrack));
  }

  /** A championship's games as last read. */
  champGamesOf(champId: number, section: FeedSection): ChampGames | undefined {
    return this.champGames.get(DefaultSportsCatalogService.champKey(champId, section));
  }

  /** The live games (of a sport) as last read, with fresh coefficients. */
  liveGamesOf(sportId: number | null): LiveGames | undefined {
    const board = this.liveBoardOf(sportId);
    return board?.isLoaded ? { games: board.games } : undefined;
  }

  /** The live list (of a sport) as observable rows. */
  liveBoardOf(sportId: number | null): LiveBoard | undefined {
    return this.liveBoards.get(DefaultSportsCatalogService.liveKey(sportId));
  }

  /** The last error code of a watched data set. */
  errorCodeOf(key: string): string | undefined {
    return this.errorCodes.get(key);
  }

  /** Reads a watched data set now. */
  refreshWatch(key: string): void {
    this.watches.get(key)?.poll.refresh();
  }

  /** The shown movement of a market, or null. */
  movementOf(marketId: number): MovementDirection | null {
    return this.movements.get(marketId)?.direction ?? null;
  }

  /**
   * Calls `listener` after each delta or movement expiry that changed a live list's market (its price,
   * lock or presence) or its shown movement; answers the disposer. A coefficient on a live list reads
   * its face then (issue 20: no reaction per coefficient).
   */
  followMarket(marketId: number, listener: () => void): () => void {
    return this.signals.follow(marketId, listener);
  }

  /**
   * Calls `listener` after each delta that set or removed a live list's game state (its clock, score,
   * period, status or main lines); answers the disposer. A live row's clock and score read their game's
   * state then and write it in place (issue 20: a delta renders no row text).
   */
  followGame(gameId: number, listener: () => void): () => void {
    return this.gameSignals.follow(gameId, listener);
  }

  /** Subscribes to fresh games (those `wants` accepts, else all); returns the unsubscribe function. */
  onGames(listener: GamesListener, wants: GamesFilter | null = null): () => void {
    this.listeners.set(listener, wants);
    return () => this.listeners.delete(listener);
  }

  /** How many polls run (for tests and diagnostics). */
  get activeWatchCount(): number {
    return this.watches.size;
  }

  /** The language the feed names are read in (null until the app says; the transport sends it). */
  language: string | null = null;

  /**
   * The app's language (issue 18): the feed names sports, leagues, teams and markets in it, and each
   * answer's ETag includes it. On a switch every watched data set is read again at once (a read in
   * flight in the old language is dropped) instead of waiting for its next poll. The first call
   * only records it: the reads under way already went out in it.
   */
  setLanguage(language: string): void {
    if (this.language === language) return;
    const isSwitch = this.language !== null;
    this.language = language;
    if (!isSwitch) return;
    for (const watch of this.watches.values()) watch.poll.restart();
  }

  /** Reads every watched key now. */
  refreshAll(): void {
    for (const watch of this.watches.values()) watch.poll.refresh();
  }

  /** Closes the observers still open, stops every poll and the movement timer. */
  dispose(): void {
    for (const observer of [...this.observers]) observer.dispose();
    this.observers.clear();
    for (const watch of this.watches.values()) watch.poll.stop();
    this.watches.clear();
    this.listeners.clear();
    this.clock.clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    this.expiryAt = null;
    this.stopLineStarts();
  }

  /** No line list is watched: no timer to its next start (a list watched again reads at once, and drops what started meanwhile then). */
  private stopLineStarts(): void {
    this.clock.clearTimeout(this.lineStartTimer);
    this.lineStartTimer = undefined;
    this.lineStartAt = null;
  }

  /**
   * Keeps a championship's games; on the line without the games started by the app's clock, and the
   * line's next start planned (document 000 §1: "Line = pre-match"; issue 20: a served page's answer,
   * or one kept until the next poll, may still list a game that has started).
   */
  private setChampGames(key: string, section: FeedSection, data: ChampGames, readAt: number | null): void {
    if (section !== 'line') {
      this.champGames.set(key, data);
      return;
    }
    // the page's answer as of when the server read it: the first render is the server's (a hydration
    // keeps the server's page); a game started since leaves with the read `scheduleLineStart` asks for
    this.champGames.set(key, preMatchChamp(data, readAt ?? this.clock.now()));
    this.scheduleLineStart();
  }

  /** The line championships kept (the `line:` keys of `champGames`). */
  private lineChamps(): Array<[string, ChampGames]> {
    return [...this.champGames.entries()].filter(([key]) => key.startsWith('line:'));
  }

  /**
   * Plans the timer to the line's next start (kept while it stays the next one): the earliest start of
   * the games the line lists keep, at once when it has passed (a served answer read before it). Then
   * the line lists are read again: their answers come through the app's transport, which holds them
   * while a server-rendered page hydrates (a change of the lists before would replace the server's
   * page), and the games started by then leave (`dropStartedLineGames`) whatever the answer says.
   */
  private scheduleLineStart(): void {
    const now = this.clock.now();
    const next = nextStartAfter(this.lineChamps().map(([, champ]) => champ), Number.NEGATIVE_INFINITY);
    if (next === this.lineStartAt && (next === null || this.lineStartTimer !== undefined)) return;
    this.clock.clearTimeout(this.lineStartTimer);
    this.lineStartTimer = undefined;
    this.lineStartAt = next;
    if (next === null) return;
    this.lineStartTimer = this.clock.setTimeout(() => {
      this.lineStartTimer = undefined;
      this.lineStartAt = null;
      for (const [key, watch] of this.watches) if (isLineWatch(key)) watch.poll.refresh();
    }, delayUntil(next, now));
  }

  /** The line lists lose the games whose start has passed; the timer goes on to the next start. */
  private dropStartedLineGames(): void {
    const now = this.clock.now();
    for (const [key, champ] of this.lineChamps()) {
      const shown = preMatchChamp(champ, now);
      if (shown !== champ) this.champGames.set(key, shown);
    }
    this.scheduleLineStart();
  }

  /** A shared poll of a data set; `bootShape` accepts the page's first answer of it (issue 20) instead of the first read. */
  private watch<T>(
    key: string,
    intervalMs: number | null,
    read: (etag: string | null, signal: AbortSignal) => Promise<FeedResult<T>>,
    onData: (data: T, readAt: number | null) => void,
    bootShape?: (data: Record<string, unknown>) => boolean,
  ): Release {
    return this.share(
      key,
      () =>
        new FeedPoll<T>({
          clock: this.clock,
          visibility: this.visibility,
          intervalMs,
          read,
          initial: bootShape ? takeBootFeed<T>(this.boot, key, bootShape) : undefined,
          onData: (data, readAt) => this.receive(key, () => onData(data, readAt)),
          onError: (error) => this.fail(key, error),
          // a line list's answer (or its 304) comes once the page may change (after a hydration): the games started by now leave
          ...(isLineWatch(key) ? { onSettled: () => this.dropStartedLineGames() } : {}),
        }),
    );
  }

  /** One running read per key, shared by its watchers; started by the first, stopped with the last release. */
  private share(key: string, create: () => WatchHandle): Release {
    const existing = this.watches.get(key);
    if (existing) {
      existing.count++;
    } else {
      const poll = create();
      this.watches.set(key, { poll, count: 1 });
      poll.start();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const watch = this.watches.get(key);
      if (!watch) return;
      watch.count--;
      if (watch.count === 0) {
        watch.poll.stop();
        this.watches.delete(key);
        if (isLineWatch(key) && ![...this.watches.keys()].some(isLineWatch)) this.stopLineStarts();
      }
    };
  }

  private track<T extends { dispose(): void }>(observer: T): T {
    this.observers.add(observer);
    return observer;
  }

  private untrack(observer: { dispose(): void }): void {
    this.observers.delete(observer);
  }

  private receive(key: string, apply: () => void): void {
    this.errorCodes.delete(key);
    apply();
  }

  /**
   * A live delta, in one action: the board's rows and coefficients, the odds movements, the coupon link.
   * Issue 20: the movements read the moved markets and changed rows as the board answers them, and a
   * listener gets only the games it wants, built then (no copy of every changed game per delta).
   */
  private receiveLive(key: string, board: LiveBoard, delta: LiveDelta): boolean {
    const change = board.apply(delta);
    if (change === null) return false;
    this.errorCodes.delete(key);
    if (change.rows.length === 0 && change.states.length === 0 && change.markets.length === 0) {
      this.signals.flush();
      this.gameSignals.flush();
      return true;
    }
    const now = this.clock.now();
    this.marks.dropExpired(now);
    this.marks.begin(now);
    // The whole games' every coefficient; of a state, its main lines' markets that moved are in `markets`.
    for (const row of change.rows) forEachCoef(row, this.marks.see);
    for (const market of change.markets) this.marks.see(market.id, market.coef);
    this.scheduleExpiry();
    // The coefficients that moved show their price and movement now, once each; the games whose clock or score moved, theirs.
    this.signals.flush();
    this.gameSignals.flush();
    for (const [listener, wants] of [...this.listeners]) {
      const games = this.liveGamesWanted(board, change, wants);
      if (games.length > 0) listener(games);
    }
    return true;
  }

  /** The games of a live change a listener wants, fresh, in the delta's order (rows, states, then moved markets' games). */
  private liveGamesWanted(board: LiveBoard, change: LiveChange, wants: GamesFilter | null): FeedGame[] {
    const ids = new Set<number>();
    for (const row of change.rows) if (!wants || wants(row.id)) ids.add(row.id);
    for (const state of change.states) if (!wants || wants(state.id)) ids.add(state.id);
    for (const market of change.markets) if (!wants || wants(market.gameId)) ids.add(market.gameId);
    const games: FeedGame[] = [];
    for (const id of ids) {
      const game = board.gameOf(id);
      if (game) games.push(game);
    }
    return games;
  }

  private fail(key: string, error: unknown): void {
    const code = isApiError(error) ? error.code : 'network_error';
    this.errorCodes.set(key, code);
    this.logger.warn('feed read failed', { key, code });
  }

  private receiveGames(games: ReadonlyArray<FeedGame | FeedGameDetail>): void {
    const now = this.clock.now();
    this.marks.dropExpired(now);
    // Only the marks that change are written: each coefficient observes its own.
    this.marks.begin(now);
    for (const game of games) forEachCoef(game, this.marks.see);
    this.scheduleExpiry();
    this.signals.flush();
    for (const [listener, wants] of [...this.listeners]) {
      const wanted = wants ? games.filter((game) => wants(game.id)) : games;
      if (wanted.length > 0) listener(wanted);
    }
  }

  private scheduleExpiry(): void {
    const next = this.marks.nextExpiryMs;
    if (next === this.expiryAt && (next === null || this.expiryTimer !== undefined)) return;
    this.clock.clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    this.expiryAt = next;
    if (next === null) return;
    this.expiryTimer = this.clock.setTimeout(() => {
      this.expiryTimer = undefined;
      this.expiryAt = null;
      this.pruneMovements();
    }, Math.max(0, next - this.clock.now()));
  }

  private pruneMovements(): void {
    this.marks.dropExpired(this.clock.now());
    this.scheduleExpiry();
    this.signals.flush();
  }
}

/** The sports catalogue service. */
export type SportsCatalogService = DefaultSportsCatalogService;
/** Container identifier of the `SportsCatalogService`. */
export const SportsCatalogService = Symbol.for('SportsCatalogService') as ServiceIdentifier<SportsCatalogService>;
