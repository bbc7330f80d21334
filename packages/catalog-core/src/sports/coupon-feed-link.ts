import { CouponService } from '@kickoff/coupon-core/ids';
import { isBonusBet } from '@kickoff/coupon-core/rules';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { reaction, type IReactionDisposer } from 'mobx';
import { SportsCatalogService, type Release } from './sports-catalog.service';
import { feedUpdateFor, isFeedUpdateNews, marketsOfGames } from './sports.rules';

/**
 * The link from the feed to the coupon (issue 5: "a feed update flows into CouponService so the
 * slip follows the odds"): every fresh game the catalogue receives updates the coupon's bets on its
 * markets through `CouponService.updateBet` (coupon-core decides by the odds-change policy: accept,
 * ask to confirm, or drop), and the games of the coupon's bets are watched while they are in it,
 * so the slip follows its odds on any page (every 2 s for live games, 15 s before the start).
 */
@injectable()
export class DefaultCouponFeedLink {
  private unsubscribe: (() => void) | null = null;
  private disposeReaction: IReactionDisposer | null = null;
  private readonly watched = new Map<number, Release>();

  constructor(
    @inject(SportsCatalogService) private readonly catalog: SportsCatalogService,
    @inject(CouponService) private readonly coupon: CouponService,
  ) {}

  /** Starts following; a second call does nothing. */
  start(): void {
    if (this.unsubscribe) return;
    // Issue 20: the games of the coupon's bets only (those it watches): a live update that moves 256
    // prices of other games hands the link nothing and builds no game or market for it.
    this.unsubscribe = this.catalog.onGames(
      (games) => {
        for (const { game, market } of marketsOfGames(games)) {
          for (const bet of this.coupon.bets) {
            if (bet.market.id !== market.id) continue;
            const update = feedUpdateFor(game, market);
            if (isFeedUpdateNews(bet, update)) this.coupon.updateBet(bet.id, update);
          }
        }
      },
      (gameId) => this.watched.has(gameId),
    );
    // The bonus bet (document 000 §5) belongs to no game (game id 0): there is nothing to watch.
    this.disposeReaction = reaction(
      () => [...new Set(this.coupon.bets.filter((bet) => !isBonusBet(bet)).map((bet) => bet.market.gameId))].sort((a, b) => a - b).join(','),
      (ids) => this.syncWatches(ids),
      { fireImmediately: true },
    );
  }

  /** Games watched for the coupon. */
  get watchedGameIds(): number[] {
    return [...this.watched.keys()];
  }

  /** Stops following and releases every watch. */
  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.disposeReaction?.();
    this.disposeReaction = null;
    for (const release of this.watched.values()) release();
    this.watched.clear();
  }

  private syncWatches(ids: string): void {
    const wanted = new Set(ids ? ids.split(',').map(Number) : []);
    for (const [gameId, release] of this.watched) {
      if (wanted.has(gameId)) continue;
      release();
      this.watched.delete(gameId);
    }
    for (const gameId of wanted) if (!this.watched.has(gameId)) this.watched.set(gameId, this.catalog.watchGame(gameId));
  }
}

/** The feed-to-coupon link. */
export type CouponFeedLink = DefaultCouponFeedLink;
/** Container identifier of the `CouponFeedLink`. */
export const CouponFeedLink = Symbol.for('CouponFeedLink') as ServiceIdentifier<CouponFeedLink>;
