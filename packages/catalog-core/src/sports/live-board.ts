import { withLiveState, type FeedGame, type FeedMarket, type LiveDelta } from '@kickoff/contracts';
import { MarketSignals } from './market-signals';
import { action, computed, makeObservable, observable, observableRef, type ObservableMap } from 'mobx';

/**
 * What one delta changed on the board (issue 20), without copies: the rows it set whole or changed the
 * state of (their markets and main lines may all have moved), and the main markets whose price, lock or
 * express ban moved, each as the board holds it now. The odds movements and the coupon link read it; a
 * delta that moves 256 prices allocates no game and no pair per price for them.
 */
export interface LiveChange {
  readonly rows: readonly FeedGame[];
  readonly markets: readonly FeedMarket[];
}

/**
 * The live list as observable rows (issue 20): games by id, main markets by id, and the list's order,
 * each changed only where a delta changes it, in one MobX action per delta. A view that lays the
 * list out reads `order` and `rowGames` (they change when games come, go or change their state); a
 * coefficient reads its own market (`marketOf`), so a moved coefficient re-renders that coefficient,
 * not its row or the list, and rows off screen (never observed) cost nothing.
 */
export class LiveBoard {
  /** The version the board holds, null before the first delta. */
  version: number | null = null;
  /** Game ids in display order. */
  order: readonly number[] = [];
  /**
   * Games as a row shows them (teams, state, score, which markets). Their `mainMarkets` are the
   * markets as they were when the game last changed beyond its coefficients: read a coefficient
   * with `marketOf`, or take `games` for fresh whole games.
   */
  private readonly rows: ObservableMap<number, FeedGame> = observable.map(undefined, { deep: false });
  /** Every main market of the list, fresh. */
  private readonly markets: ObservableMap<number, FeedMarket> = observable.map(undefined, { deep: false });
  /** Whether each market is blocked, apart from its price: a button's lock observes this, not every price move. */
  private readonly blocked: ObservableMap<number, boolean> = observable.map(undefined, { deep: false });

  /**
   * `signals`: where a market the board moves, blocks or removes is touched (the catalogue shares one
   * with the odds movements and flushes it after each delta); a board of its own by default.
   */
  constructor(readonly signals: MarketSignals = new MarketSignals()) {
    makeObservable<LiveBoard, 'rows' | 'markets' | 'blocked'>(this, {
      version: observable,
      order: observableRef,
      // A list's layout reads whether the board is loaded: not a new version's every delta.
      isLoaded: computed,
      rows: false,
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

  /** The games in order as rows lay them out (changes when a game comes, goes or changes beyond its coefficients). */
  get rowGames(): FeedGame[] {
    return this.order.map((id) => this.rows.get(id)).filter((game): game is FeedGame => game !== undefined);
  }

  /** The games in order with fresh coefficients (changes with every delta; for readers of whole games). */
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

  /** A game of the list with fresh coefficients. */
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
          this.markets.delete(market.id);
          this.blocked.delete(market.id);
          this.signals.touch(market.id);
        }
      }
      this.rows.set(game.id, game);
      for (const market of game.mainMarkets) this.setMarket(market);
      rows.push(game);
    }
    for (const state of delta.states) {
      const game = this.rows.get(state.id);
      if (!game) continue;
      const row = withLiveState(game, state);
      this.rows.set(state.id, row);
      rows.push(row);
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
    if (order !== null) this.order = order;
    else if (delta.removed.length > 0) this.order = this.order.filter((id) => this.rows.has(id));
    this.version = delta.version;
    return { rows, markets };
  }

  private setMarket(market: FeedMarket): void {
    const before = this.markets.get(market.id);
    if (before && before.coef === market.coef && before.isBlocked === market.isBlocked && before.isBannedExpress === market.isBannedExpress && before.name === market.name) return;
    this.markets.set(market.id, market);
    this.signals.touch(market.id);
    // Written only when the lock changes (a price move leaves the button's structure and this entry alone).
    if (before?.isBlocked !== market.isBlocked) this.blocked.set(market.id, market.isBlocked);
  }

  private removeRow(id: number): void {
    const game = this.rows.get(id);
    if (!game) return;
    for (const market of game.mainMarkets) {
      this.markets.delete(market.id);
      this.blocked.delete(market.id);
      this.signals.touch(market.id);
    }
    this.rows.delete(id);
  }

  private fresh(game: FeedGame): FeedGame {
    let same = true;
    const mainMarkets = game.mainMarkets.map((market) => {
      const now = this.markets.get(market.id) ?? market;
      if (now !== market) same = false;
      return now;
    });
    return same ? game : { ...game, mainMarkets };
  }
}
