import { CashoutApi, isApiError, type CashoutOffer, type CashoutResponse } from '@kickoff/contracts';
import { Clock, SharedWatch } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { currencyDecimals } from '../amounts/amounts.rules';
import { toMinorUnits } from '../money/money.rules';
import { PlacingIdSource } from '../placing/placing-id';
import { BalanceRefresher } from '../placing/placer.service';

/**
 * The cash-out flow (issue 16) as a headless service: the signed-in player's open coupons with
 * their offers, read while a view watches them and again every `CASHOUT_REFRESH_MS`; the part of
 * the stake to sell per coupon (all by default); the sale itself with one request id per intent
 * (a failed send is sent again with the same id, so it can never pay twice); a refused stale value
 * shown with the new one, like an odds change; the balance read again after a payout.
 */

/** How often the offers are read while watched (the odds move in live). */
export const CASHOUT_REFRESH_MS = 5_000;

/** Where a coupon's cash-out stands. */
export type CashoutStep = 'idle' | 'sending' | 'paid' | 'changed' | 'refused' | 'failed';

/** A coupon's cash-out state; amounts in minor units of the coupon's currency. */
export interface CashoutEntry {
  /** The part of the running stake to sell; null sells all of it. */
  readonly partMinor: number | null;
  readonly step: CashoutStep;
  /** The request in flight or failed: sent again as it is. */
  readonly pending: { readonly requestId: string; readonly partMinor: number; readonly valueMinor: number } | null;
  /** What the last sale paid. */
  readonly paidMinor: number | null;
  /** The value of the part now, after a refusal of a stale one. */
  readonly newValueMinor: number | null;
  readonly messageKey: string | null;
}

/** A coupon sold whole: the offer is gone, the receipt stays until dismissed. */
export interface CashoutReceipt {
  readonly couponId: string;
  readonly code: string;
  readonly paidMinor: number;
  readonly currency: string;
}

const IDLE: CashoutEntry = { partMinor: null, step: 'idle', pending: null, paidMinor: null, newValueMinor: null, messageKey: null };

/** An offer's amounts in minor units. */
export function offerMinor(offer: CashoutOffer): { decimals: number; stakeMinor: number; valueMinor: number; possibleWinMinor: number; cashedOutMinor: number } {
  const decimals = currencyDecimals(offer.currency);
  const minor = (amount: number) => toMinorUnits(amount, decimals) ?? 0;
  return { decimals, stakeMinor: minor(offer.stake), valueMinor: minor(offer.value), possibleWinMinor: minor(offer.possibleWin), cashedOutMinor: minor(offer.cashedOut) };
}

@injectable()
export class DefaultCashoutService {
  offers: CashoutOffer[] | null = null;
  readErrorKey: string | null = null;
  readonly entries = observable.map<string, CashoutEntry>();
  receipts: CashoutReceipt[] = [];
  private readonly watching = new SharedWatch(() => {
    void this.refresh();
    const timer = this.clock.setInterval(() => void this.refresh(), CASHOUT_REFRESH_MS);
    return () => this.clock.clearInterval(timer);
  });
  private readonly listeners = new Set<() => void>();

  constructor(
    @inject(CashoutApi) private readonly api: CashoutApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(PlacingIdSource) private readonly ids: PlacingIdSource,
    @inject(BalanceRefresher) private readonly balance: BalanceRefresher,
  ) {
    makeAutoObservable<DefaultCashoutService, 'api' | 'clock' | 'ids' | 'balance' | 'watching' | 'listeners'>(
      this,
      { api: false, clock: false, ids: false, balance: false, watching: false, listeners: false, entries: false },
      { autoBind: true },
    );
  }

  /** A view shows the offers: read now and every `CASHOUT_REFRESH_MS` until the last watcher stops. */
  watch(): () => void {
    return this.watching.watch();
  }

  /** Calls `listener` after every payout (a view of My bets reads its page again). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async refresh(): Promise<void> {
    try {
      const answer = await this.api.getOffers();
      runInAction(() => {
        this.offers = answer.offers;
        this.readErrorKey = null;
      });
    } catch (error) {
      runInAction(() => {
        this.readErrorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
    }
  }

  offer(couponId: string): CashoutOffer | undefined {
    return this.offers?.find((offer) => offer.couponId === couponId);
  }

  entry(couponId: string): CashoutEntry {
    return this.entries.get(couponId) ?? IDLE;
  }

  /** The part of the stake to sell, in minor units; null (or the whole stake) sells all. */
  setPart(couponId: string, partMinor: number | null): void {
    const entry = this.entry(couponId);
    if (entry.step === 'sending') return;
    this.entries.set(couponId, { ...entry, partMinor, step: entry.step === 'failed' ? 'idle' : entry.step, pending: null });
  }

  /** The part as the player typed it, in major units of the coupon's currency; what is not an amount is kept as invalid. */
  setPartInput(couponId: string, amount: number): void {
    const offer = this.offer(couponId);
    if (!offer) return;
    const minor = Number.isFinite(amount) ? toMinorUnits(amount, offerMinor(offer).decimals) : undefined;
    this.setPart(couponId, minor ?? Number.NaN);
  }

  /** Half of the running stake (rounded down to a minor unit). */
  setHalf(couponId: string): void {
    const offer = this.offer(couponId);
    if (offer) this.setPart(couponId, Math.floor(offerMinor(offer).stakeMinor / 2));
  }

  dismissReceipt(couponId: string): void {
    this.receipts = this.receipts.filter((receipt) => receipt.couponId !== couponId);
  }

  /**
   * Sells the chosen part at the value shown for it now; a failed send is sent again with the same
   * request id, part and value. Resolves with the step it ends on.
   */
  async cashout(couponId: string, shownValueMinor: number): Promise<CashoutStep> {
    const offer = this.offer(couponId);
    const entry = this.entry(couponId);
    if (!offer || entry.step === 'sending') return entry.step;
    const { stakeMinor, decimals } = offerMinor(offer);
    const pending = entry.step === 'failed' && entry.pending ? entry.pending : { requestId: this.ids.next(), partMinor: Math.min(entry.partMinor ?? stakeMinor, stakeMinor), valueMinor: shownValueMinor };
    this.entries.set(couponId, { ...entry, step: 'sending', pending, messageKey: null });
    let answer: CashoutResponse;
    try {
      answer = await this.api.cashout({ requestId: pending.requestId, couponId, stake: pending.partMinor / 10 ** decimals, value: pending.valueMinor / 10 ** decimals });
    } catch (error) {
      const messageKey = isApiError(error) ? error.messageKey : 'main_error';
      runInAction(() => this.entries.set(couponId, { ...this.entry(couponId), step: 'failed', messageKey }));
      return 'failed';
    }
    return this.apply(couponId, offer, decimals, answer);
  }

  private apply(couponId: string, offer: CashoutOffer, decimals: number, answer: CashoutResponse): CashoutStep {
    const minor = (amount: number) => toMinorUnits(amount, decimals) ?? 0;
    if (answer.status === 'accepted') {
      const paidMinor = minor(answer.paid);
      if (answer.couponStatus === 'cashed_out') {
        this.entries.delete(couponId);
        this.offers = (this.offers ?? []).filter((candidate) => candidate.couponId !== couponId);
        this.receipts = [...this.receipts.filter((receipt) => receipt.couponId !== couponId), { couponId, code: offer.code, paidMinor, currency: offer.currency }];
      } else {
        this.entries.set(couponId, { ...IDLE, step: 'paid', paidMinor, messageKey: 'coupon_cashout_paid' });
      }
      void this.balance.refresh();
      void this.refresh();
      for (const listener of this.listeners) listener();
      return 'paid';
    }
    if (answer.offer) {
      const fresh = answer.offer;
      this.offers = (this.offers ?? []).map((candidate) => (candidate.couponId === couponId ? fresh : candidate));
    } else {
      this.offers = (this.offers ?? []).filter((candidate) => candidate.couponId !== couponId);
    }
    const step: CashoutStep = answer.code === 'cashout_value_changed' ? 'changed' : 'refused';
    const entry = this.entry(couponId);
    this.entries.set(couponId, { ...entry, step, pending: null, newValueMinor: answer.newValue === undefined ? null : minor(answer.newValue), messageKey: answer.messageKey });
    return step;
  }
}

/** The cash-out service. */
export { CashoutService } from './cashout.id';
