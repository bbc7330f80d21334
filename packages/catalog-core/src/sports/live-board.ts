import { withLiveState, type FeedGame, type FeedMarket, type LiveDelta, type LiveGameState, type MainLine, type MainLines } from '@kickoff/contracts';
import { lineMarkets } from './list-columns';
import { GameSignals, MarketSignals } from './market-signals';
import { action, computed, makeObservable, observable, observableRef, type ObservableMap } from 'mobx';

/**
 * What one delta changed on the board (issue 20), without copies: the games it set whole (their
 * markets and main lines may all have moved), the live states it applied (clock, score, period, main
 * lines), and the markets whose price, lock or express ban moved or that came with a new main line,
 * each as the board holds it now (the main markets, and the main handicap's and total's two markets).
 * The odds movements and the coupon link read it; a delta that moves 256 prices allocates no game and
 * no pair per price for them.
 */
export interface LiveChange {
  readonly rows: readonly FeedGame[];
  readonly states: readonly LiveGameState[];
  readonly markets: readonly FeedMarket[];
}

/** Whether two main lines offer the same two markets at the same line (their prices and locks aside). */
function sameLineShape(a: MainLine | undefined, b: MainLine | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1] && a[2] === b[2]);
}

function sameLine(a: MainLine | undefined, b: MainLine | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.every((value, index) => value === b[index]));
}

/** The fields of a game a live state carries (the clock, score and status; `mainLines` apart). */
const STATE_FIELDS = new Set<string>(['id', 'statusId', 'isLive', 'isFinished', 'timeSec', 'period', 'score1', 'score2', 'scoreFormatted', 'fullScore', 'marketsCount', 'mainLines', 'mainMarkets']);

/**
 * Whether a whole game a delta brings draws the same row as the one the board holds (issue 20: a whole
 * list, as after a reconnect, then renders no row whose teams, markets and lines stayed): the same
 * fields beyond its state, the same main markets by id, name and kind, and the same row shape.
 */
function sameRow(row: FeedGame, game: FeedGame): boolean {
  if (!sameRowShape(row, game) || row.mainMarkets.length !== game.mainMarkets.length) return false;
  for (let index = 0; index < row.mainMarkets.length; index++) {
    const a = row.mainMarkets[index] as FeedMarket;
    const b = game.mainMarkets[index] as FeedMarket;
    if (a.id !== b.id || a.name !== b.name || a.typeId !== b.typeId || a.groupId !== b.groupId || a.kind !== b.kind || a.param !== b.param) return false;
  }
  const keys = Object.keys(game);
  if (keys.length !== Object.keys(row).length) return false;
  const left = row as unknown as Record<string, unknown>;
  const right = game as unknown as Record<string, unknown>;
  return keys.every((key) => STATE_FIELDS.has(key) || (Object.prototype.hasOwnProperty.call(left, key) && left[key] === right[key]));
}

/**
 * Whether a live state leaves a row as it draws it (issue 20): in play or not, finished or not, the
 * number of markets, and which main lines it offers at which line. The clock, score, period and the
 * main lines' prices and locks are read apart (`liveStateOf`, `marketOf`, `isBlockedOf`), so a state
 * that moves only those keeps the row object.
 */
function sameRowShape(row: FeedGame, state: LiveGameState): boolean {
  return (
    row.isLive === state.isLive &&
    row.isFinished === state.isFinished &&
    row.marketsCount === state.marketsCount &&
    sameLineShape(row.mainLines?.handicap, state.mainLines?.handicap) &&
    sameLineShape(row.mainLines?.total, state.mainLines?.total)
  );
}

/**
 * The live list as observable rows (issue 20): games by id, their live states by id, main markets by
 * id, and the list's order, each changed only where a delta changes it, in one MobX action per delta.
 * A view that lays the list out reads `order` and `rowGames` (they change when games come, go or
 * change what their row draws: `sameRowShape`); a game's clock and score read its own state
 * (`liveStateOf`), so a delta that moves a clock re-renders the texts that show it, not the row or
 * the list; a coefficient reads its own market (`marketOf`, the main handicap's and total's too), so a
 * moved coefficient re-renders that coefficient, not its row or the list, and rows off screen (never
 * observed) cost nothing.
 */
export class LiveBoard {
  /** The version the board holds, null before the first delta. */
  version: number | null = null;
  /** Game ids in display order. */
  order: readonly number[] = [];
  /**
   * Games as a row shows them (teams, which markets and main lines, in play or not). Their state and
   * `mainMarkets` are as they were when the game last changed what its row draws: read the clock and
   * score with `liveStateOf`, a coefficient with `marketOf`, or take `games` for fresh whole games.
   */
  private readonly rows: ObservableMap<number, FeedGame> = observable.map(undefined, { deep: false });
  /** Each game's live state as it is now (a whole game is its own state until a delta brings one). */
  private readonly states: ObservableMap<number, LiveGameState> = observable.map(undefined, { deep: false });
  /** The state each row was made with (not observed): `fresh` lays a newer one over the row. */
  private readonly rowStates = new Map<number, LiveGameState>();
  /** Every main market of the list, fresh. */
  private readonly markets: ObservableMap<number, FeedMarket> = observable.map(undefined, { deep: false });
  /** Whether each market is blocked, apart from its price: a button's lock observes this, not every price move. */
  private readonly blocked: ObservableMap<number, boolean> = observable.map(undefined, { deep: false });

  /**
   * `signals`: where a market the board moves, blocks or removes is touched (the catalogue shares one
   * with the odds movements and flushes it after each delta); `gameSignals`: where a game whose live
   * state the board sets or removes is touched (flushed with them); a board's own by default.
   */
  constructor(
    readonly signals: MarketSignals = new MarketSignals(),
    readonly gameSignals: GameSignals = new GameSignals(),
  ) {
    makeObservable<LiveBoard, 'rows' | 'states' | 'rowStates' | 'markets' | 'blocked'>(this, {
      version: observable,
      order: observableRef,
      // A list's layout reads whether the board is loaded: not a new version's every delta.
      isLoaded: computed,
      rows: false,
      states: false,
      rowStates: false,
      markets: false,
      blocked: false,
      rowGames: computed,
      games: computed,
      apply: action,
    });
  }

  /** Whether the board holds a list. */
  get isLoaded(): boolean {
    return this.version !== null;
  }

  /** The games in order as rows lay them out (changes when a game comes, goes or changes what its row draws: not with its clock, score or prices). */
  get rowGames(): FeedGame[] {
    return this.order.map((id) => this.rows.get(id)).filter((game): game is FeedGame => game !== undefined);
  }

  /** The games in order with fresh states and coefficients (changes with every delta; for readers of whole games). */
  get games(): FeedGame[] {
    return this.rowGames.map((game) => this.fresh(game));
  }

  /** A main market of the list as it is now; observing it re-renders on its own changes only. */
  marketOf(marketId: number): FeedMarket | undefined {
    return this.markets.get(marketId);
  }

  /** Whether a main market of the list is blocked now; observing it re-renders when that changes only (not when its price moves). */
  isBlockedOf(marketId: number): boolean | undefined {
    return this.blocked.get(marketId);
  }

  /**
   * A game's live state as it is now (clock, score, period, status, main lines); observing it
   * re-renders on that game's state changes only, not on its prices or other games.
   */
  liveStateOf(gameId: number): LiveGameState | undefined {
    return this.states.get(gameId);
  }

  /** A game of the list with its fresh state and coefficients. */
  gameOf(gameId: number): FeedGame | undefined {
    const game = this.rows.get(gameId);
    return game ? this.fresh(game) : undefined;
  }

  /**
   * Applies a delta from the board's version (or a whole list) in one action, touching only the rows
   * and markets it names; answers what it changed (`LiveChange`: the odds movements and the coupon link
   * take it). A delta from another version is refused (null: the caller reads a whole list).
   */
  apply(delta: LiveDelta): LiveChange | null {
    if (delta.since !== null && delta.since !== this.version) return null;
    const rows: FeedGame[] = [];
    const states: LiveGameState[] = [];
    const markets: FeedMarket[] = [];
    if (delta.since === null) {
      const ids = new Set(delta.games.map((game) => game.id));
      for (const id of [...this.rows.keys()]) if (!ids.has(id)) this.removeRow(id);
    }
    for (const id of delta.removed) this.removeRow(id);
    for (const game of delta.games) {
      const before = this.rows.get(game.id);
      if (before) {
        for (const market of before.mainMarkets) {
          if (game.mainMarkets.some((next) => next.id === market.id)) continue;
          this.dropMarket(market.id);
        }
      }
      // A new game's lines are read from its row until a delta moves them (no markets made for a list's first fill).
      const known = this.states.get(game.id);
      if (known) this.setLines(game.id, known.mainLines, game.mainLines, null);
      this.states.set(game.id, game);
      this.gameSignals.touch(game.id);
      // A game that draws the same row keeps the row object (its state and prices are read apart).
      if (!before || !sameRow(before, game)) {
        this.rows.set(game.id, game);
        this.rowStates.set(game.id, game);
      }
      for (const market of game.mainMarkets) this.setMarket(market);
      rows.push(game);
    }
    for (const state of delta.states) {
      const row = this.rows.get(state.id);
      if (!row) continue;
      this.setLines(state.id, this.states.get(state.id)?.mainLines, state.mainLines, markets);
      this.states.set(state.id, state);
      this.gameSignals.touch(state.id);
      states.push(state);
      // The row object changes only when what the row draws from it does (issue 20).
      if (sameRowShape(row, state)) continue;
      this.rows.set(state.id, withLiveState(row, state));
      this.rowStates.set(state.id, state);
    }
    for (const state of delta.markets) {
      const market = this.markets.get(state.id);
      if (!market || (market.coef === state.coef && market.isBlocked === state.isBlocked && market.isBannedExpress === state.isBannedExpress)) continue;
      // A market is one immutable object as a coefficient observes it: a move is a new one (its only copy).
      const moved = { ...market, coef: state.coef, isBlocked: state.isBlocked, isBannedExpress: state.isBannedExpress };
      this.setMarket(moved);
      markets.push(moved);
    }
    const order = delta.order ?? (delta.since === null ? delta.games.map((game) => game.id) : null);
    // The same order keeps its array: a list laid out from it does not lay out again.
    if (order !== null && !(order.length === this.order.length && order.every((id, index) => id === this.order[index]))) this.order = order;
    else if (delta.removed.length > 0) this.order = this.order.filter((id) => this.rows.has(id));
    this.version = delta.version;
    return { rows, states, markets };
  }

  /**
   * A game's main handicap and total as markets of the board (issue 20: their prices and locks move
   * with the game's state; a button reads them like a main market's, and reads the row's line while
   * the board has none of it): the markets of a line that went or changed its line are dropped, a
   * line's markets are written when a value of it moved (`moved`, when given, collects those whose
   * price, lock or express ban changed or that are new).
   */
  private setLines(gameId: number, before: MainLines | undefined, after: MainLines | undefined, moved: FeedMarket[] | null): void {
    for (const group of ['handicap', 'total'] as const) {
      const old = before?.[group];
      const next = after?.[group];
      if (sameLine(old, next)) continue;
      if (old && !sameLineShape(old, next)) {
        this.dropMarket(old[0]);
        this.dropMarket(old[1]);
      }
      if (!next) continue;
      for (const market of lineMarkets(gameId, next, group)) if (this.setMarket(market) && moved) moved.push(market);
    }
  }

  /** Writes a market; answers whether it changed (its price, lock, express ban or name, or it is new). */
  private setMarket(market: FeedMarket): boolean {
    const before = this.markets.get(market.id);
    if (before && before.coef === market.coef && before.isBlocked === market.isBlocked && before.isBannedExpress === market.isBannedExpress && before.name === market.name) return false;
    this.markets.set(market.id, market);
    this.signals.touch(market.id);
    // Written only when the lock changes (a price move leaves the button's structure and this entry alone).
    if (before?.isBlocked !== market.isBlocked) this.blocked.set(market.id, market.isBlocked);
    return true;
  }

  private dropMarket(id: number): void {
    this.markets.delete(id);
    this.blocked.delete(id);
    this.signals.touch(id);
  }

  private removeRow(id: number): void {
    const game = this.rows.get(id);
    if (!game) return;
    for (const market of game.mainMarkets) this.dropMarket(market.id);
    this.setLines(id, this.states.get(id)?.mainLines, undefined, null);
    this.rows.delete(id);
    this.states.delete(id);
    this.rowStates.delete(id);
    this.gameSignals.touch(id);
  }

  /** A row with its state as it is now and its main markets' fresh coefficients (the row itself when nothing moved). */
  private fresh(row: FeedGame): FeedGame {
    const state = this.states.get(row.id);
    const game = state === undefined || state === this.rowStates.get(row.id) ? row : withLiveState(row, state);
    let same = true;
    const mainMarkets = game.mainMarkets.map((market) => {
      const now = this.markets.get(market.id) ?? market;
      if (now !== market) same = false;
      return now;
    });
    return same ? game : { ...game, mainMarkets };
  }
}
