import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CouponApi, type AcceptedCoupon, type CouponBet, type PlaceCouponRequest, type PlaceCouponResponse } from '@kickoff/contracts';
import { Clock, Logger } from '@kickoff/platform';
import { amountBounds } from '../amounts/amounts.rules';
import { CouponService } from '../coupon/coupon.service';
import type { CouponDraft } from '../coupon/coupon.rules';
import { EMPTY_DRAFT } from '../coupon/coupon.rules';
import type { PlacingStatus } from '../coupon/coupon.types';
import { ONE_CLICK_CHANGE_COEF_ACTION } from '../odds-change/odds-change.rules';
import { requestOneClick, type OneClickDecision } from '../one-click/one-click.rules';
import { CouponType, priceCoupon } from '../pricing/pricing.rules';
import { toggleSelection } from '../picks/selection.rules';
import { CouponSettingsService } from '../settings/settings.service';
import { validateAmountInput, validateCoupon, ValidationCode, type FieldErrors } from '../validation/validation.rules';
import { BalanceRefresher } from '../ids';
import { PlacingIdSource } from './placing-id';
import { applyPlacingAttempts, buildPlacingPayloads, placingFingerprint, type PlacingApplication, type PlacingContext } from './placing.rules';
import { lookUpPlacing, sendPlacing } from './placing.transport';

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

/** The port an accepted placing refreshes the balance through (src/ids.ts: the app binds it at start, issue 20). */
export { BalanceRefresher } from '../ids';

/** The answer of `place()`: refused locally with a code per field, or the answers applied. */
export type PlaceResult =
  | { readonly kind: 'invalid'; readonly errors: FieldErrors }
  /** Placing is in flight, or a lost answer turned out to be placed and is now shown. */
  | { readonly kind: 'busy' }
  /** An earlier placing of an edited coupon still has no known outcome: nothing was sent. */
  | { readonly kind: 'unresolved' }
  | ({ readonly kind: 'done' } & PlacingApplication);

/** A coupon-level refusal of the server (document 000 §3 coupon answers). */
export interface PlacingRejection {
  readonly code: string;
  readonly messageKey: string;
}

/** One placing intent: its idempotency id, what identifies it, and the coupons it sends. */
interface PlacingIntent {
  readonly id: string;
  readonly fingerprint: string;
  readonly requests: readonly PlaceCouponRequest[];
  /** The currency the coupon was placed in: its receipt keeps it when the active account changes. */
  readonly money: PlacedMoney;
}

/** The currency of a placed coupon (its receipt's amounts are in it). */
export interface PlacedMoney {
  readonly currencyIso: string;
  readonly decimals: number;
}

/** The answers of the last placing, tied to the coupon they answered (`CouponService.editMark`). */
interface PlacingAnswers {
  readonly editMark: number;
  readonly money: PlacedMoney;
  readonly successCoupon: AcceptedCoupon | null;
  readonly singlesResultCoupons: readonly PlaceCouponResponse[];
  readonly rejection: PlacingRejection | null;
}

/**
 * Places the coupon and one-click bets (document 000 §3, §4), from the press to a known outcome:
 * validates, builds the payloads (several singles split), keeps one idempotency id per placing
 * intent across retries, sends through `CouponApi`, looks a lost outcome up by `PLACING_POLICY` on
 * the Clock, applies the answers to the coupon and refreshes the balance after an accepted placing.
 * Holds the placing state (`placingStatus`, the receipt, the refusal, one-click's confirmation) so
 * views only render.
 */
@injectable()
export class DefaultCouponPlacer {
  /** Where the placing stands: nothing sent, being sent, or sent without an answer (retry keeps the id). */
  placingStatus: PlacingStatus = 'idle';
  /** Looking up a lost outcome between attempts. */
  isResolving = false;
  /** A one-click placing is in flight. */
  isOneClickPlacing = false;
  /** Turning one-click on waits for this confirmation (`coupon_will_be_cleared`, document 000 §4). */
  pendingOneClick: OneClickDecision | null = null;
  /** Why the last one-click press placed nothing (a dictionary key), until the next press. */
  oneClickRefusalKey: string | null = null;
  /** The last press was refused locally, per field. */
  refusal: FieldErrors | null = null;
  private answers: PlacingAnswers | null = null;
  private intent: PlacingIntent | null = null;
  private oneClickIntent: PlacingIntent | null = null;

  constructor(
    @inject(CouponService) private readonly coupon: CouponService,
    @inject(CouponSettingsService) private readonly settingsService: CouponSettingsService,
    @inject(CouponApi) private readonly api: CouponApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(PlacingIdSource) private readonly ids: PlacingIdSource,
    @inject(BalanceRefresher) private readonly balance: BalanceRefresher,
  ) {
    makeAutoObservable<DefaultCouponPlacer, 'coupon' | 'settingsService' | 'api' | 'clock' | 'logger' | 'ids' | 'balance' | 'intent' | 'oneClickIntent'>(
      this,
      { coupon: false, settingsService: false, api: false, clock: false, logger: false, ids: false, balance: false, intent: false, oneClickIntent: false },
      { autoBind: true },
    );
  }

  // ---- what the views show -------------------------------------------------------------------

  /** Whether the placing is in flight (document 000 §3 `isActivePlaceBet`). */
  get isActivePlaceBet(): boolean {
    return this.placingStatus === 'placing';
  }
  /** The coupon is being placed or its outcome looked up. */
  get isBusy(): boolean {
    return this.isActivePlaceBet || this.isResolving;
  }
  /** Nothing stops a press now: not in flight and nothing to correct. */
  get canPlace(): boolean {
    return !this.isActivePlaceBet && Object.keys(this.coupon.validationErrors).length === 0;
  }
  /** Document 000 §3 `successCoupon`: the accepted coupon, until the player starts a new one or closes it. */
  get successCoupon(): AcceptedCoupon | null {
    return this.currentAnswers?.successCoupon ?? null;
  }
  /** Document 000 §3 `singlesResultCoupons`: each answer of several singles, in bet order. */
  get singlesResultCoupons(): readonly PlaceCouponResponse[] {
    return this.currentAnswers?.singlesResultCoupons ?? [];
  }
  /** The currency of the last placing's receipt (null when there is no receipt). */
  get receiptMoney(): PlacedMoney | null {
    return this.currentAnswers?.money ?? null;
  }

  /** The server's refusal of the last placing. */
  get rejection(): PlacingRejection | null {
    return this.currentAnswers?.rejection ?? null;
  }
  /** The id of the current placing intent (kept across retries), if any. */
  get placingIntentId(): string | undefined {
    return this.intent?.id;
  }

  private get currentAnswers(): PlacingAnswers | null {
    return this.answers?.editMark === this.coupon.editMark ? this.answers : null;
  }

  // ---- placing the coupon ------------------------------------------------------------------

  /** Places the coupon (one press) and settles a lost outcome by the policy. */
  async place(): Promise<PlaceResult> {
    const result = await this.attempt();
    runInAction(() => {
      this.refusal = result.kind === 'invalid' ? result.errors : null;
    });
    if (result.kind !== 'done') return result;
    await this.settleUnknownOutcome();
    void this.balance.refresh();
    return result;
  }

  /** The player asks again what became of a lost placing: one look-up. */
  async checkOutcome(): Promise<void> {
    await this.resolveUnknownOutcome();
    if (this.placingStatus !== 'unknown') void this.balance.refresh();
  }

  /** The player closes the receipt. */
  dismissSuccess(): void {
    if (this.answers) this.answers = { ...this.answers, successCoupon: null, singlesResultCoupons: [] };
  }

  /** One send of the coupon under its intent's id; a changed coupon after a lost answer first learns the old outcome. */
  private async attempt(): Promise<PlaceResult> {
    if (this.placingStatus === 'placing') return { kind: 'busy' };
    const errors = this.coupon.validationErrors;
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const context = this.coupon.placingContext;
    const draft = this.coupon.draftForPlacing;
    const fingerprint = placingFingerprint(buildPlacingPayloads(draft, context, 'fingerprint'));
    if (this.intent && this.intent.fingerprint !== fingerprint && this.placingStatus === 'unknown') {
      // The coupon changed after a lost answer: learn what became of the first intent before a new
      // one, or the player could get both coupons.
      await this.resolveUnknownOutcome();
      if (this.placingStatus === 'unknown') return { kind: 'unresolved' };
      if (this.successCoupon || this.singlesResultCoupons.length > 0) return { kind: 'busy' };
    }
    if (!this.intent || this.intent.fingerprint !== fingerprint) {
      const id = this.ids.next();
      this.intent = { id, fingerprint, requests: buildPlacingPayloads(draft, context, id), money: this.couponMoney() };
    }
    const { requests } = this.intent;
    const typeId = draft.typeId;
    runInAction(() => {
      this.placingStatus = 'placing';
      this.answers = null;
    });
    const application = applyPlacingAttempts(typeId, await sendPlacing(this.api, this.logger, requests));
    runInAction(() => this.apply(application, this.intent?.money ?? this.couponMoney()));
    return { kind: 'done', ...application };
  }

  /** After an unknown outcome: asks the server what became of each sent id, and applies the answers. */
  private async resolveUnknownOutcome(): Promise<PlacingApplication | undefined> {
    const intent = this.intent;
    if (!intent || this.placingStatus !== 'unknown') return undefined;
    const attempts = await lookUpPlacing(this.api, intent.requests);
    const application = applyPlacingAttempts(this.coupon.typeId, attempts);
    runInAction(() => this.apply(application, intent.money));
    this.logger.info('coupon placing outcome looked up', { requestId: intent.id, unknown: application.hasUnknownOutcome });
    return application;
  }

  private async settleUnknownOutcome(): Promise<void> {
    if (this.placingStatus !== 'unknown') return;
    runInAction(() => {
      this.isResolving = true;
    });
    try {
      for (let lookup = 0; lookup < PLACING_POLICY.outcomeLookups && this.placingStatus === 'unknown'; lookup++) {
        const delayMs = PLACING_POLICY.lookupDelaysMs[lookup] ?? 0;
        if (delayMs > 0) await new Promise<void>((resolve) => this.clock.setTimeout(resolve, delayMs));
        await this.resolveUnknownOutcome();
      }
    } finally {
      runInAction(() => {
        this.isResolving = false;
      });
    }
  }

  /** The coupon's currency now (a new intent takes it). */
  private couponMoney(): PlacedMoney {
    return { currencyIso: this.coupon.currency.currencyIso, decimals: this.coupon.currency.decimals };
  }

  private apply(application: PlacingApplication, money: PlacedMoney): void {
    this.coupon.applyPlacingAnswers(application);
    this.answers = { editMark: this.coupon.editMark, money, successCoupon: application.successCoupon, singlesResultCoupons: application.singlesResultCoupons, rejection: application.rejection };
    this.placingStatus = application.hasUnknownOutcome ? 'unknown' : 'idle';
    if (!application.hasUnknownOutcome) this.intent = null;
  }

  // ---- one-click ---------------------------------------------------------------------------

  /** Turns one-click on or off; on with bets waits for `confirmOneClick` (document 000 §4). */
  requestOneClick(enable: boolean): OneClickDecision {
    const decision = requestOneClick(enable, this.coupon.bets.length);
    if (decision.kind === 'confirm') this.pendingOneClick = decision;
    else this.settingsService.update({ isActiveOneClick: enable });
    return decision;
  }

  /** The player chose "enable": the coupon is cleared and one-click turns on. */
  confirmOneClick(): void {
    if (!this.pendingOneClick) return;
    this.pendingOneClick = null;
    this.coupon.clear();
    this.settingsService.update({ isActiveOneClick: true });
  }

  cancelOneClick(): void {
    this.pendingOneClick = null;
  }

  /**
   * One-click (document 000 §4): places `bet` at once as a single with the one-click amount
   * (`bonusAccountOneClickAmount` on the bonus account), change-coef action 1 and the one-click
   * `exactCoef` and `isDropOnScoreChange`; the coupon's own bets stay as they are. A retry of the
   * same bet and amount after a lost answer keeps its idempotency id. An unset stake tells the
   * player to set one instead of doing nothing.
   */
  async placeOneClick(bet: CouponBet): Promise<PlaceResult> {
    this.oneClickRefusalKey = null;
    const result = await this.attemptOneClick(bet);
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

  /**
   * A press on a selection in the lists (document 000 §4 one-click mode): with one-click on it is
   * placed at once; otherwise it goes into the coupon, or out when its market is there already.
   */
  async pressSelection(bet: CouponBet): Promise<void> {
    if (this.settingsService.settings.isActiveOneClick) {
      await this.placeOneClick(bet);
      return;
    }
    toggleSelection(this.coupon, bet);
  }

  dismissOneClickRefusal(): void {
    this.oneClickRefusalKey = null;
  }

  private async attemptOneClick(bet: CouponBet): Promise<PlaceResult> {
    const settings = this.settingsService.settings;
    if (!settings.isActiveOneClick) return { kind: 'invalid', errors: { oneClick: ValidationCode.oneClickOff } };
    if (this.isOneClickPlacing) return { kind: 'busy' };
    const { context } = this.coupon;
    const bounds = amountBounds({ typeId: CouponType.single, config: context.siteConfig, minBetMinor: context.minBetMinor, maxBetMinor: context.maxBetMinor, isBonusAccount: context.isBonusAccount });
    const amount = context.isBonusAccount ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;
    const check = validateAmountInput(amount, { decimals: this.coupon.currency.decimals, ...bounds });
    if (!check.ok) return { kind: 'invalid', errors: { oneClickAmount: check.code } };
    const draft: CouponDraft = { ...EMPTY_DRAFT, typeId: CouponType.single, bets: [bet], amountMinor: check.minor };
    const errors = validateCoupon({
      ...draft,
      amountByBetIdMinor: {},
      amountByBlockIdMinor: {},
      maxAmountByBlockIdMinor: {},
      minMinor: bounds.minMinor,
      maxMinor: bounds.maxMinor,
      pendingCoefChangeBetIds: [],
      isPossibleWinOverflow: priceCoupon({ ...draft, exactCoef: settings.exactCoef }).isOverflow,
    });
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const placing: PlacingContext = { ...this.coupon.placingContext, changeCoefAction: ONE_CLICK_CHANGE_COEF_ACTION, exactCoef: settings.exactCoef };
    const fingerprint = placingFingerprint(buildPlacingPayloads(draft, placing, 'fingerprint'));
    if (!this.oneClickIntent || this.oneClickIntent.fingerprint !== fingerprint) {
      const id = this.ids.next();
      this.oneClickIntent = { id, fingerprint, requests: buildPlacingPayloads(draft, placing, id), money: this.couponMoney() };
    }
    this.isOneClickPlacing = true;
    const { requests, money } = this.oneClickIntent;
    const application = applyPlacingAttempts(CouponType.single, await sendPlacing(this.api, this.logger, requests));
    runInAction(() => {
      this.isOneClickPlacing = false;
      this.answers = {
        editMark: this.coupon.editMark,
        money,
        successCoupon: application.successCoupon ?? this.successCoupon,
        singlesResultCoupons: this.singlesResultCoupons,
        rejection: application.rejection,
      };
      if (!application.hasUnknownOutcome) this.oneClickIntent = null;
    });
    return { kind: 'done', ...application };
  }
}

/** Container identifier (src/ids.ts, apart from the service: issue 20). */
export { CouponPlacer } from '../ids';
