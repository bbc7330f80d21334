import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CouponBet } from '@kickoff/contracts';
import { Clock } from '@kickoff/platform';
import { CouponService, type PlaceResult } from '../coupon/coupon.service';
import { ValidationCode, type FieldErrors } from '../validation/validation.rules';

/**
 * The one retry and look-up policy of a placing intent. A lost answer (no answer, 408, 499 or
 * 5xx) is never re-sent under a new id: the placer asks the server what became of the same id,
 * up to `outcomeLookups` times, waiting `lookupDelaysMs[i]` on the Clock before look-up i. So one
 * intent costs exactly one place call per coupon and at most `outcomeLookups` look-ups per coupon;
 * the transport retries neither call. After the last look-up the coupon shows "outcome unknown"
 * and the player may check again (one more look-up) or place again (the same id, one more call).
 */
export const PLACING_POLICY = {
  outcomeLookups: 4,
  lookupDelaysMs: [0, 1000, 2000, 3000],
} as const;

/** What the player is told when one-click cannot place (document 000 §4 one-click mode). */
export const ONE_CLICK_SET_AMOUNT_KEY = 'coupon_one_click_set_amount';

/** Something placed was accepted: the accounts (balance) should be read again. */
export interface BalanceRefresher {
  refresh(): Promise<unknown>;
}
/** Container identifier of the `BalanceRefresher` port (the app binds accounts-core's service). */
export const BalanceRefresher = Symbol.for('BalanceRefresher') as ServiceIdentifier<BalanceRefresher>;

/**
 * Runs a placing intent from the press to a known outcome: places through `CouponService` (one
 * idempotency id per intent), then looks a lost outcome up by the policy above, then refreshes the
 * balance. Holds the UI-facing flags (`isResolving`, `oneClickRefusalKey`) so views only render.
 */
@injectable()
export class DefaultCouponPlacer {
  /** Looking up a lost outcome between attempts. */
  isResolving = false;
  /** Why the last one-click press placed nothing (a dictionary key), until the next press. */
  oneClickRefusalKey: string | null = null;
  /** The last press was refused locally, per field. */
  refusal: FieldErrors | null = null;

  constructor(
    @inject(CouponService) private readonly coupon: CouponService,
    @inject(Clock) private readonly clock: Clock,
    @inject(BalanceRefresher) private readonly balance: BalanceRefresher,
  ) {
    makeAutoObservable<DefaultCouponPlacer, 'coupon' | 'clock' | 'balance'>(this, { coupon: false, clock: false, balance: false }, { autoBind: true });
  }

  /** The coupon is being placed or its outcome looked up. */
  get isBusy(): boolean {
    return this.coupon.isActivePlaceBet || this.isResolving;
  }

  /** Places the coupon and settles a lost outcome by the policy. */
  async place(): Promise<PlaceResult> {
    const result = await this.coupon.place();
    runInAction(() => {
      this.refusal = result.kind === 'invalid' ? result.errors : null;
    });
    if (result.kind !== 'done') return result;
    await this.settleUnknownOutcome();
    void this.balance.refresh();
    return result;
  }

  /** One-click: places `bet` at once; an unset stake tells the player to set one instead of doing nothing. */
  async placeOneClick(bet: CouponBet): Promise<PlaceResult> {
    runInAction(() => {
      this.oneClickRefusalKey = null;
    });
    const result = await this.coupon.placeOneClick(bet);
    if (result.kind === 'invalid') {
      const codes = Object.values(result.errors);
      runInAction(() => {
        this.oneClickRefusalKey = codes.includes(ValidationCode.amountRequired) ? ONE_CLICK_SET_AMOUNT_KEY : (codes[0] ?? null);
      });
      return result;
    }
    if (result.kind === 'done') void this.balance.refresh();
    return result;
  }

  dismissOneClickRefusal(): void {
    this.oneClickRefusalKey = null;
  }

  /** The player asks again what became of a lost placing: one look-up. */
  async checkOutcome(): Promise<void> {
    await this.coupon.resolveUnknownOutcome();
    if (this.coupon.placingStatus !== 'unknown') void this.balance.refresh();
  }

  private async settleUnknownOutcome(): Promise<void> {
    if (this.coupon.placingStatus !== 'unknown') return;
    runInAction(() => {
      this.isResolving = true;
    });
    try {
      for (let lookup = 0; lookup < PLACING_POLICY.outcomeLookups && this.coupon.placingStatus === 'unknown'; lookup++) {
        const delayMs = PLACING_POLICY.lookupDelaysMs[lookup] ?? 0;
        if (delayMs > 0) await new Promise<void>((resolve) => this.clock.setTimeout(resolve, delayMs));
        await this.coupon.resolveUnknownOutcome();
      }
    } finally {
      runInAction(() => {
        this.isResolving = false;
      });
    }
  }
}

/** The placer as the container gives it. */
export type CouponPlacer = DefaultCouponPlacer;
/** Container identifier of the `CouponPlacer`. */
export const CouponPlacer = Symbol.for('CouponPlacer') as ServiceIdentifier<CouponPlacer>;
