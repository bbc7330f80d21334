import { isApiError, PromoApi, type PointsOverview, type PromoCode, type PromoEffect, type PromoStore } from '@kickoff/contracts';
import { SharedWatch } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { CouponService } from '../coupon/coupon.service';
import { PlacingIdSource } from '../placing/placing-id';
import { CouponPlacer } from '../placing/placer.service';

/**
 * Points and the promo-code store as a headless service (issue 16; document 000 §2 `points`,
 * `promo`; §3 `promoCodes`): the signed-in player's points and their history, the store's products
 * and the player's codes, a purchase made once per intent (a failed send is sent again with the
 * same request id, so it never buys twice), and the coupon's `promoCodes`: the player's active
 * codes, read again after sign-in and after every accepted coupon (a code it used is used now).
 */
@injectable()
export class PromoStoreService {
  /** A player is signed in (the store and points are the player's). */
  isSignedIn = false;
  store: PromoStore | null = null;
  points: PointsOverview | null = null;
  /** Why the last read failed, or null. */
  readErrorKey: string | null = null;
  /** The purchase in flight or failed: sent again with its request id. */
  pending: { readonly productId: string; readonly requestId: string } | null = null;
  isBuying = false;
  /** The code the last purchase issued. */
  boughtCode: string | null = null;
  buyErrorKey: string | null = null;
  private readonly watching = new SharedWatch(() => {
    const stopUser = reaction(
      () => this.coupon.context.userId,
      (userId) => void this.sync(userId),
      { fireImmediately: true },
    );
    const stopPlaced = reaction(
      () => this.placer.successCoupon,
      (accepted) => {
        if (accepted) void this.loadStore();
      },
    );
    return () => {
      stopUser();
      stopPlaced();
    };
  });

  constructor(
    @inject(PromoApi) private readonly api: PromoApi,
    @inject(PlacingIdSource) private readonly ids: PlacingIdSource,
    @inject(CouponService) private readonly coupon: CouponService,
    @inject(CouponPlacer) private readonly placer: CouponPlacer,
  ) {
    makeAutoObservable<PromoStoreService, 'api' | 'ids' | 'coupon' | 'placer' | 'watching'>(this, { api: false, ids: false, coupon: false, placer: false, watching: false }, { autoBind: true });
  }

  /** The player's codes that a coupon may take now. */
  get activeCodes(): PromoCode[] {
    return (this.store?.codes ?? []).filter((code) => code.status === 'active');
  }

  /** The effect of one of the player's active codes (typed in any case), or null. */
  effectOf(code: string): PromoEffect | null {
    const wanted = code.trim().toUpperCase();
    return wanted === '' ? null : (this.activeCodes.find((entry) => entry.code === wanted)?.effect ?? null);
  }

  /**
   * Keeps the coupon's codes current while a view shows the coupon or the store: on sign-in and
   * sign-out, and after an accepted coupon. Views share one watch (counted); returns the stop function.
   */
  watch(): () => void {
    return this.watching.watch();
  }

  /** Reads the store and the points for a signed-in player; a guest forgets the player's and reads the products only. */
  async sync(userId: number): Promise<void> {
    this.isSignedIn = userId > 0;
    if (userId <= 0) {
      this.store = null;
      this.points = null;
      this.coupon.setPromoCodes([]);
      await this.loadStore();
      return;
    }
    await Promise.all([this.loadStore(), this.loadPoints()]);
  }

  async loadStore(): Promise<void> {
    try {
      const store = await this.api.getStore();
      runInAction(() => {
        this.store = store;
        this.readErrorKey = null;
        this.coupon.setPromoCodes(this.isSignedIn ? this.activeCodes.map((code) => code.code) : []);
      });
    } catch (error) {
      runInAction(() => {
        this.readErrorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
    }
  }

  async loadPoints(): Promise<void> {
    try {
      const points = await this.api.getPoints();
      runInAction(() => {
        this.points = points;
        this.readErrorKey = null;
      });
    } catch (error) {
      runInAction(() => {
        this.readErrorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
    }
  }

  /** Buys a product: one request id per intent, kept when the send fails so a retry cannot buy twice. */
  async buy(productId: string): Promise<void> {
    if (this.isBuying) return;
    const pending = this.pending?.productId === productId ? this.pending : { productId, requestId: this.ids.next() };
    this.pending = pending;
    this.isBuying = true;
    this.buyErrorKey = null;
    this.boughtCode = null;
    try {
      const answer = await this.api.buy({ requestId: pending.requestId, productId });
      runInAction(() => {
        this.pending = null;
        this.boughtCode = answer.code.code;
      });
      await this.loadStore();
    } catch (error) {
      runInAction(() => {
        this.buyErrorKey = isApiError(error) ? error.messageKey : 'main_error';
        // a refusal is an answer: the next press is a new intent; a lost answer is sent again as it was
        if (isApiError(error) && error.status >= 400 && error.status < 500) this.pending = null;
      });
    } finally {
      runInAction(() => {
        this.isBuying = false;
      });
    }
  }
}
