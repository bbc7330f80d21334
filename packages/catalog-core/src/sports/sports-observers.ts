import type { ChampGames, FeedGame, FeedMarket, FeedSection, GameResults, LiveGameState, LiveGames, SportsMenu } from '@kickoff/contracts';
import type { LiveBoard } from './live-board';
import { makeAutoObservable } from 'mobx';
import { observerError, observerStatus, type ObserverError, type ObserverStatus, type ReadObserver } from '../observer/observer.types';
import { LINE_CHAMPS_SHOWN, lineChampIds, sectionSource, type MovementDirection, type SectionQuery } from './sports.rules';
import { champsKeyOf, liveKeyOf } from './boot-feed';

/** Gives a watch back. */
type Release = () => void;

/** What the sports observers read from the catalogue (kept narrow: the observers never see its keys' spelling). */
export interface SportsFeedStore {
  readonly menus: Record<FeedSection, SportsMenu | null>;
  watchMenu(section: FeedSection): Release;
  watchChamp(champId: number, section: FeedSection): Release;
  watchChamps(section: FeedSection, sportId: number | null, limit: number): Release;
  watchLive(sportId: number | null): Release;
  champGamesOf(champId: number, section: FeedSection): ChampGames | undefined;
  liveGamesOf(sportId: number | null): LiveGames | undefined;
  liveBoardOf(sportId: number | null): LiveBoard | undefined;
  errorCodeOf(key: string): string | undefined;
  refreshWatch(key: string): void;
  movementOf(marketId: number): MovementDirection | null;
  /** Calls `listener` after each change of a live list's market or of its shown movement (issue 20). */
  followMarket(marketId: number, listener: () => void): () => void;
}

/** One shared data set as an observer reaches it. */
export interface FeedSource<T> {
  readonly key: string;
  subscribe(): Release;
  read(): T | null | undefined;
}

/**
 * An observer of one polled data set of the sports catalogue (a menu, a championship, a game, the
 * live list, a day's results). Creating it subscribes (the catalogue polls the data set while an
 * observer of it exists, on document 001 §9's intervals); `dispose()` unsubscribes.
 */
export class FeedObserver<T> implements ReadObserver<T> {
  private disposed = false;
  private release: Release | null;

  constructor(
    private readonly store: Pick<SportsFeedStore, 'errorCodeOf' | 'refreshWatch' | 'movementOf'>,
    private readonly source: FeedSource<T>,
    private readonly onDispose: (observer: FeedObserver<T>) => void = () => undefined,
  ) {
    makeAutoObservable<FeedObserver<T>, 'store' | 'source' | 'release' | 'onDispose'>(this, { store: false, source: false, release: false, onDispose: false }, { autoBind: true });
    this.release = source.subscribe();
  }

  get data(): T | null {
    return this.disposed ? null : (this.source.read() ?? null);
  }

  get error(): ObserverError | null {
    const code = this.disposed ? undefined : this.store.errorCodeOf(this.source.key);
    return code ? observerError(code) : null;
  }

  get status(): ObserverStatus {
    return observerStatus(this.disposed, this.data !== null, this.error?.code);
  }

  /** The shown movement of a market's coefficient (up or down for 3 s after a change). */
  movementOf(marketId: number): MovementDirection | null {
    return this.store.movementOf(marketId);
  }

  refetch(): void {
    if (!this.disposed) this.store.refreshWatch(this.source.key);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.release?.();
    this.release = null;
    this.onDispose(this);
  }
}

/**
 * The games of a betting list (document 000 §2 `{section}/{menuSection}/{sport?}/{champ?}`): one
 * championship's; the live games of a sport or of all; or, on the line without a championship, the
 * menu's first championships of the sport, followed as the menu changes. Feed lists are kept by
 * reference: a live update changes `data` only, so only the list that reads it renders again.
 */
export class SectionObserver implements ReadObserver<FeedGame[]> {
  private disposed = false;
  private base: Release | null;
  private readonly champReleases = new Map<number, Release>();
  private stopFollowing: Release | null = null;
  /** The live list's board, taken once (issue 20: each coefficient's reaction reads its entry, not the catalogue's map of boards). */
  private readonly board: LiveBoard | null;

  constructor(
    private readonly store: SportsFeedStore,
    readonly query: SectionQuery,
    private readonly onDispose: (observer: SectionObserver) => void = () => undefined,
  ) {
    makeAutoObservable<SectionObserver, 'store' | 'base' | 'champReleases' | 'stopFollowing' | 'onDispose' | 'board'>(
      this,
      // issue 20: a list's coefficients call these per moved price; plain bound functions, not actions (an action's bookkeeping per call).
      { store: false, query: false, base: false, champReleases: false, stopFollowing: false, onDispose: false, board: false, marketOf: false, liveStateOf: false, isBlockedOf: false, movementOf: false, followMarket: false },
      { autoBind: true },
    );
    this.marketOf = this.marketOf.bind(this);
    this.isBlockedOf = this.isBlockedOf.bind(this);
    this.liveStateOf = this.liveStateOf.bind(this);
    this.movementOf = this.movementOf.bind(this);
    this.followMarket = this.followMarket.bind(this);
    const source = sectionSource(query);
    this.board = null;
    if (source === 'live') {
      this.base = store.watchLive(query.sportId);
      this.board = store.liveBoardOf(query.sportId) ?? null;
    } else if (source === 'champ') {
      this.base = null;
      this.follow([query.champId as number]);
    } else {
      // The menu says which championships and in what order; their games come in one read (issue 20).
      this.base = store.watchMenu('line');
      this.stopFollowing = store.watchChamps(query.section, query.sportId, LINE_CHAMPS_SHOWN);
    }
  }

  /** The championships the list reads. */
  get champIds(): number[] {
    const source = sectionSource(this.query);
    if (source === 'champ') return [this.query.champId as number];
    if (source === 'live') return [];
    return lineChampIds(this.store.menus.line, this.query.sportId);
  }

  get data(): FeedGame[] | null {
    if (this.disposed) return null;
    const source = sectionSource(this.query);
    if (source === 'live') return this.store.liveGamesOf(this.query.sportId)?.games ?? null;
    if (source === 'lineMenu' && this.store.menus.line === null) return null;
    const ids = this.champIds;
    const loaded = ids.map((id) => this.store.champGamesOf(id, this.query.section)).filter((list) => list !== undefined);
    if (ids.length > 0 && loaded.length === 0) return null;
    return loaded.length === 1 ? (loaded[0] as ChampGames).games : loaded.flatMap((list) => list.games);
  }

  /**
   * The games as the list lays out its rows: on the live list they change when a game comes, goes or
   * changes its state, not with every coefficient (a coefficient reads `marketOf`); elsewhere `data`.
   */
  get rowGames(): FeedGame[] | null {
    if (this.disposed) return null;
    if (!this.board) return this.data;
    return this.board.isLoaded ? this.board.rowGames : null;
  }

  /** A live list's main market as it is now (observed on its own), or null where the list is not live. */
  marketOf(marketId: number): FeedMarket | null {
    if (this.disposed || !this.board) return null;
    return this.board.marketOf(marketId) ?? null;
  }

  /**
   * A live list's game state as it is now (clock, score, period; observed on its own, issue 20: a
   * delta that moves a clock re-renders the texts that show it, not the row), or null where the list
   * is not live (the row's game is then its state).
   */
  liveStateOf(gameId: number): LiveGameState | null {
    if (this.disposed || !this.board) return null;
    return this.board.liveStateOf(gameId) ?? null;
  }

  /** Whether a live list's main market is blocked now (observed apart from its price), or null where the list is not live. */
  isBlockedOf(marketId: number): boolean | null {
    if (this.disposed || !this.board) return null;
    return this.board.isBlockedOf(marketId) ?? null;
  }

  get error(): ObserverError | null {
    if (this.disposed) return null;
    const code = this.keys().map((key) => this.store.errorCodeOf(key)).find((candidate) => candidate !== undefined);
    return code ? observerError(code) : null;
  }

  get status(): ObserverStatus {
    return observerStatus(this.disposed, this.data !== null, this.error?.code);
  }

  movementOf(marketId: number): MovementDirection | null {
    return this.store.movementOf(marketId);
  }

  /**
   * Calls `listener` after each change of what `marketOf` and `movementOf` answer for a market (issue 20:
   * a coefficient follows its market without a reaction of its own); answers the disposer.
   */
  followMarket(marketId: number, listener: () => void): () => void {
    return this.store.followMarket(marketId, listener);
  }

  refetch(): void {
    if (this.disposed) return;
    for (const key of this.keys()) this.store.refreshWatch(key);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.follow([]);
    this.base?.();
    this.base = null;
    this.onDispose(this);
  }

  private keys(): string[] {
    const source = sectionSource(this.query);
    if (source === 'live') return [liveKeyOf(this.query.sportId)];
    const champs = this.champIds.map((id) => champKeyOf(id, this.query.section));
    return source === 'lineMenu' ? ['menu:line', champsKeyOf(this.query.section, this.query.sportId, LINE_CHAMPS_SHOWN)] : champs;
  }

  /** Watches exactly `ids`: new championships start, dropped ones are released. */
  private follow(ids: readonly number[]): void {
    for (const [id, release] of this.champReleases) {
      if (!ids.includes(id)) {
        release();
        this.champReleases.delete(id);
      }
    }
    for (const id of ids) if (!this.champReleases.has(id)) this.champReleases.set(id, this.store.watchChamp(id, this.query.section));
  }
}

/** Watch key of a championship (as the catalogue spells it). */
export function champKeyOf(champId: number, section: FeedSection): string {
  return `champ:${section}:${champId}`;
}

// The watch keys a served page's boot data names too (issue 20) live with the boot data's reader.
export { champsKeyOf, liveKeyOf };

/** The observer of a day's results (finished games), for `results/`. */
export type ResultsObserver = FeedObserver<GameResults>;
