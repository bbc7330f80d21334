import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CouponApi, CouponBet as CouponBetSchema, isApiError, type AcceptedCoupon, type CouponBet, type PlaceCouponRequest, type PlaceCouponResponse } from '@kickoff/contracts';
import { Clock, LocalStore, Logger, readJson, writeJson, type KeyValueStore } from '@kickoff/platform';
import { amountBounds, autoMaxAmount, couponBlocks, currencyAmounts, maxAmountByBlock, stepAmount, type AmountBounds, type CurrencyAmounts } from '../amounts/amounts.rules';
import { splitBankers } from '../bets/bets.rules';
import { capMinor } from '../money/money.rules';
import { hyperBonusMinor } from '../bonus/bonus.rules';
import { requestOneClick, type OneClickDecision } from '../one-click/one-click.rules';
import { applyFeedUpdate, decideFeedUpdate, effectiveChangeCoefAction, ONE_CLICK_CHANGE_COEF_ACTION, type FeedDecision, type FeedUpdate } from '../odds-change/odds-change.rules';
import { applyBetRejection, applyPlacingAttempts, buildPlacingPayloads, isDroppingRejection, placingFingerprint, type PlacingApplication, type PlacingAttempt, type PlacingContext } from '../placing/placing.rules';
import { PlacingIdSource } from '../placing/placing-id';
import { priceCoupon, priceCoefByView, type CouponPrice, type CouponTypeId } from '../pricing/pricing.rules';
import { CouponSettingsService } from '../settings/settings.service';
import { allSystemValues, type SystemValuePricing } from '../system/system.rules';
import { validateAmountInput, validateCoupon, validateSystemValueInput, ValidationCode, type FieldErrors } from '../validation/validation.rules';
import { isVipBetAvailable } from '../vip/vip.rules';
import { addBet, clearDraft, EMPTY_DRAFT, DEFAULT_TAB, nonBankerCount, normalizeDraft, removeBet, replaceBet, switchType, toggleBanker, toStoredCoupon, type CouponDraft, type DraftContext, type StoredCoupon } from './coupon.rules';
import { DEFAULT_COUPON_CONTEXT, type CouponContext, type PendingCoefChange, type PlacingStatus } from './coupon.types';

/** Local-storage key of the coupon (document 000 §3: "Coupon kept locally also holds bets, addedAtByBetId, typeId, systemValue"). */
export const COUPON_STORAGE_KEY = 'kickoff.coupon';

/** The answer of `place()`: refused locally with a code per field, or the answers applied. */
export type PlaceResult =
  | { readonly kind: 'invalid'; readonly errors: FieldErrors }
  /** Placing is in flight, or a lost answer turned out to be placed and is now shown. */
  | { readonly kind: 'busy' }
  /** An earlier placing of an edited coupon still has no known outcome: nothing was sent. */
  | { readonly kind: 'unresolved' }
  | ({ readonly kind: 'done' } & PlacingApplication);

/** One placing intent: its idempotency id, what identifies it, and the coupons it sends. */
interface PlacingIntent {
  readonly id: string;
  readonly fingerprint: string;
  readonly requests: readonly PlaceCouponRequest[];
}

/** Statuses with no answer from the server: the placing may or may not have happened. */
function isUnknownOutcome(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 499 || error.status >= 500;
}

function isStoredCoupon(value: unknown): value is StoredCoupon {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Record<string, unknown>;
  return (
    Array.isArray(stored.bets) &&
    stored.bets.every((bet) => CouponBetSchema.safeParse(bet).success) &&
    typeof stored.addedAtByBetId === 'object' &&
    stored.addedAtByBetId !== null &&
    (stored.typeId === 0 || stored.typeId === 1 || stored.typeId === 2 || stored.typeId === 9) &&
    typeof stored.systemValue === 'number'
  );
}

/**
 * The bet slip (document 000 §3, §4, §5): bets, type, system value, bankers, amounts, promo code,
 * odds changes, one-click and placing. State is observable (MobX); prices and validation are
 * computed from the pure rules; the coupon and settings persist through `LocalStore`; the network
 * only through `CouponApi`. Amounts are minor units; entered amounts are major units, validated.
 */
@injectable()
export class DefaultCouponService {
  draft: CouponDraft = EMPTY_DRAFT;
  context: CouponContext = DEFAULT_COUPON_CONTEXT;
  tab = DEFAULT_TAB;
  /** Promo codes the player may pick (document 000 §3 `promoCodes`), given by the app. */
  promoCodes: readonly string[] = [];
  /** The promo code was typed rather than picked from `promoCodes` (document 000 §3 `manualPromoCode`). */
  manualPromoCode = false;
  loadCouponInputValue = '';
  successCoupon: AcceptedCoupon | null = null;
  singlesResultCoupons: readonly PlaceCouponResponse[] = [];
  /** The last refused input per field (entered values that did not apply). */
  inputErrors: Readonly<Record<string, ValidationCode>> = {};
  pendingCoefChanges: Readonly<Record<string, PendingCoefChange>> = {};
  /** Turning one-click on waits for this confirmation (`coupon_will_be_cleared`). */
  pendingOneClick: OneClickDecision | null = null;
  placingStatus: PlacingStatus = 'idle';
  rejection: { readonly code: string; readonly messageKey: string } | null = null;
  loadErrorKey: string | null = null;
  /** A one-click placing is in flight. */
  isOneClickPlacing = false;
  private intent: PlacingIntent | null = null;
  private oneClickIntent: PlacingIntent | null = null;

  constructor(
    @inject(CouponSettingsService) private readonly settingsService: CouponSettingsService,
    @inject(CouponApi) private readonly api: CouponApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(LocalStore) private readonly store: KeyValueStore,
    @inject(Logger) private readonly logger: Logger,
    @inject(PlacingIdSource) private readonly ids: PlacingIdSource,
  ) {
    const stored = readJson(store, COUPON_STORAGE_KEY, isStoredCoupon, logger);
    if (stored) this.draft = normalizeDraft({ ...EMPTY_DRAFT, ...stored, bets: [...stored.bets] }, this.draftContext);
    makeAutoObservable<DefaultCouponService, 'settingsService' | 'api' | 'clock' | 'store' | 'logger' | 'ids' | 'intent' | 'oneClickIntent'>(
      this,
      { settingsService: false, api: false, clock: false, store: false, logger: false, ids: false, intent: false, oneClickIntent: false },
      { autoBind: true },
    );
  }

  // ---- derived state -------------------------------------------------------------------------

  get bets(): readonly CouponBet[] {
    return this.draft.bets;
  }
  get typeId(): CouponTypeId {
    return this.draft.typeId;
  }
  get systemValue(): number {
    return this.draft.systemValue;
  }
  get currency(): CurrencyAmounts {
    return currencyAmounts(this.context.currencyIso, this.settingsService.settings);
  }
  /** Min and max of the amount for the current type and account (document 000 §5). */
  get bounds(): AmountBounds {
    return amountBounds({ typeId: this.draft.typeId, config: this.context.siteConfig, minBetMinor: this.context.minBetMinor, maxBetMinor: this.context.maxBetMinor, isBonusAccount: this.context.isBonusAccount });
  }
  /** Auto max is on (document 000 §3 `isActiveAutoMax`): the stored choice `isAutoMax`, while there is a finite maximum. */
  get isActiveAutoMax(): boolean {
    return this.settingsService.settings.isAutoMax && this.bounds.maxMinor !== undefined;
  }
  /** VIP bet is on (document 000 §3 `isActiveVipBet`): the stored choice `isVipBet`, while available (document 000 §5). */
  get isActiveVipBet(): boolean {
    return this.settingsService.settings.isVipBet && this.isVipBetAvailable;
  }
  /** The amount priced and sent: the maximum under auto max, else the entered one. */
  get amountMinor(): number {
    return this.isActiveAutoMax ? (autoMaxAmount(this.bounds.maxMinor, this.context.balanceMinor) ?? this.draft.amountMinor) : this.draft.amountMinor;
  }
  get price(): CouponPrice {
    return priceCoupon({
      typeId: this.draft.typeId,
      bets: this.draft.bets,
      amountMinor: this.amountMinor,
      amountByBetIdMinor: this.draft.amountByBetIdMinor,
      systemValue: this.draft.systemValue,
      isActiveSystemBanker: this.draft.isActiveSystemBanker,
      exactCoef: this.settingsService.settings.exactCoef,
      ...(this.context.maxPayoutMinor === undefined ? {} : { maxPayoutMinor: this.context.maxPayoutMinor }),
    });
  }
  get coefByView(): number {
    return priceCoefByView(this.price, this.context.coefViewId);
  }
  /** Every system value of the coupon with its entry fields and wins, capped by `maxPayout` (document 000 §3 `systemValues`). */
  get systemValues(): SystemValuePricing[] {
    const { bankers, others } = splitBankers(this.draft.bets, this.draft.isActiveSystemBanker);
    const entries = allSystemValues({ coefs: others.map((bet) => bet.market.coef), bankerCoefs: bankers.map((bet) => bet.market.coef) }, this.amountMinor, this.context.minStakePerCombinationMinor);
    const cap = this.context.maxPayoutMinor;
    return cap === undefined ? entries : entries.map((entry) => ({ ...entry, minWinMinor: capMinor(entry.minWinMinor, cap), maxWinMinor: capMinor(entry.maxWinMinor, cap) }));
  }
  /** The hyper bonus on the current possible win, in minor units (0 when it does not apply). */
  get hyperBonusAmountMinor(): number {
    return hyperBonusMinor({ typeId: this.draft.typeId, amountMinor: this.amountMinor, possibleWinMinor: this.price.possibleWinMinor, decimals: this.currency.decimals, config: this.context.siteConfig });
  }
  get maxAmountByBlockIdMinor(): Record<number, number | undefined> {
    return maxAmountByBlock(couponBlocks(this.draft.bets), this.draft.amountByBlockIdMinor, this.bounds.maxMinor, this.currency.decimals);
  }
  get isVipBetAvailable(): boolean {
    return isVipBetAvailable({ showVipBet: this.context.siteConfig.showVipBet, maxBetMinor: this.bounds.maxMinor, bets: this.draft.bets, typeId: this.draft.typeId });
  }
  /** Why the coupon cannot be placed now: a code per field, empty when it can. */
  get validationErrors(): FieldErrors {
    return validateCoupon({
      typeId: this.draft.typeId,
      bets: this.draft.bets,
      amountMinor: this.amountMinor,
      amountByBetIdMinor: this.draft.amountByBetIdMinor,
      amountByBlockIdMinor: this.draft.amountByBlockIdMinor,
      maxAmountByBlockIdMinor: this.maxAmountByBlockIdMinor,
      systemValue: this.draft.systemValue,
      isActiveSystemBanker: this.draft.isActiveSystemBanker,
      minMinor: this.bounds.minMinor,
      maxMinor: this.bounds.maxMinor,
      promoCode: this.draft.promoCode,
      pendingCoefChangeBetIds: Object.keys(this.pendingCoefChanges),
      isPossibleWinOverflow: this.price.isOverflow,
      ...(this.systemMinAmountMinor === undefined ? {} : { systemMinAmountMinor: this.systemMinAmountMinor }),
    });
  }
  /** The smallest amount of the chosen system value (its entry's `minBetAmount`), when there is a minimum stake per combination. */
  get systemMinAmountMinor(): number | undefined {
    if (this.draft.typeId !== 2 || this.context.minStakePerCombinationMinor <= 0) return undefined;
    return this.systemValues.find((entry) => entry.value === this.draft.systemValue)?.minBetAmount;
  }
  get canPlace(): boolean {
    return this.placingStatus !== 'placing' && Object.keys(this.validationErrors).length === 0;
  }
  /** Whether the placing is in flight (document 000 §3 `isActivePlaceBet`). */
  get isActivePlaceBet(): boolean {
    return this.placingStatus === 'placing';
  }

  // ---- configuration -------------------------------------------------------------------------

  /** Sets the account, limits and site configuration; a first or new currency starts at its initial amount. */
  configure(context: Partial<CouponContext>): void {
    const previousCurrency = this.context.currencyIso;
    const accountChanged = context.accountId !== undefined && context.accountId !== this.context.accountId && this.context.accountId !== 0;
    this.context = { ...this.context, ...context };
    // Document 001 §4: switching the active account resets the prepaid coupon amount to 0.
    if (accountChanged && context.availablePrepaidAmountMinor === undefined) this.context = { ...this.context, availablePrepaidAmountMinor: 0 };
    if (this.draft.amountMinor === 0 || previousCurrency !== this.context.currencyIso) this.setDraft({ ...this.draft, amountMinor: this.currency.initialAmountMinor, amountByBetIdMinor: {}, amountByBlockIdMinor: {} });
    else this.setDraft(normalizeDraft(this.draft, this.draftContext));
  }

  setTab(tab: number): void {
    this.tab = tab;
  }

  // ---- bets ----------------------------------------------------------------------------------

  /** Adds a bet from the line or live (an in-page event, document 000 §7), stamped with the clock. */
  addBet(bet: CouponBet): void {
    this.successCoupon = null;
    this.singlesResultCoupons = [];
    this.setDraft(addBet(this.draft, bet, this.clock.now(), this.draftContext));
  }

  /** Removes a bet; removing the bonus bet sets `manuallyDeletedBonusBet`. */
  removeBet(betId: string): void {
    this.setDraft(removeBet(this.draft, betId, this.draftContext));
    this.pendingCoefChanges = omit(this.pendingCoefChanges, betId);
  }

  /** Empties the coupon. A placing whose answer was lost stays on record until its outcome is known. */
  clear(): void {
    this.setDraft(clearDraft(this.draft));
    this.pendingCoefChanges = {};
    this.inputErrors = {};
    this.rejection = null;
    if (this.placingStatus !== 'unknown') this.intent = null;
  }

  /**
   * Applies a feed update to a bet by the odds-change policy: accepted silently, accepted with a
   * change the player must confirm before placing, or the bet dropped.
   */
  updateBet(betId: string, update: FeedUpdate): FeedDecision | undefined {
    const bet = this.draft.bets.find((current) => current.id === betId);
    if (!bet) return undefined;
    const settings = this.settingsService.settings;
    const pending = this.pendingCoefChanges[betId];
    const decision = decideFeedUpdate(bet, update, { changeCoefAction: effectiveChangeCoefAction(settings), isDropOnScoreChange: settings.isDropOnScoreChange }, pending?.fromCoef ?? bet.market.coef);
    if (decision.kind === 'drop') {
      this.removeBet(betId);
      return decision;
    }
    this.setDraft(replaceBet(this.draft, applyFeedUpdate(bet, update), this.draftContext));
    if (decision.kind === 'confirm') this.pendingCoefChanges = { ...this.pendingCoefChanges, [betId]: { fromCoef: decision.fromCoef, toCoef: decision.toCoef } };
    else if (update.coef !== undefined) this.pendingCoefChanges = omit(this.pendingCoefChanges, betId);
    return decision;
  }

  /** The player accepts every waiting coefficient change. */
  acceptCoefChanges(): void {
    this.pendingCoefChanges = {};
  }

  // ---- type, system, bankers -----------------------------------------------------------------

  setType(typeId: CouponTypeId): void {
    this.setDraft(switchType(this.draft, typeId, this.draftContext));
  }

  /** Sets the system value; 1, NaN, a fraction or more than the non-banker bets give a code and change nothing. */
  setSystemValue(value: number): FieldErrors {
    const check = validateSystemValueInput(value, nonBankerCount(this.draft));
    if (!check.ok) return this.refuse('systemValue', check.code);
    this.accept('systemValue');
    this.setDraft({ ...this.draft, systemValue: check.value });
    return {};
  }

  toggleBanker(betId: string): void {
    this.setDraft(toggleBanker(this.draft, betId, this.draftContext));
  }

  /** Turns the banker feature on or off (document 000 §3 `isActiveSystemBanker`). */
  setSystemBankersActive(isActive: boolean): void {
    this.setDraft(normalizeDraft({ ...this.draft, isActiveSystemBanker: isActive }, this.draftContext));
  }

  // ---- amounts -------------------------------------------------------------------------------

  /** Sets the amount (major units); bad input gives a code for `amount` and changes nothing. */
  setAmount(amount: number): FieldErrors {
    const check = validateAmountInput(amount, { decimals: this.currency.decimals, ...this.bounds });
    if (!check.ok) return this.refuse('amount', check.code);
    this.accept('amount');
    this.stopAutoMax();
    this.setDraft({ ...this.draft, amountMinor: check.minor });
    return {};
  }

  /** One step up or down (the currency's step or the player's own), kept within the amount bounds. */
  stepAmount(direction: 1 | -1): void {
    this.stopAutoMax();
    const { minMinor, maxMinor } = this.bounds;
    let next = stepAmount(this.draft.amountMinor, this.currency.amountStepMinor, direction);
    if (maxMinor !== undefined) next = Math.min(next, maxMinor);
    if (minMinor !== undefined && next > 0) next = Math.max(next, minMinor);
    this.setDraft({ ...this.draft, amountMinor: next });
  }

  /** Several singles: the amount of one bet (major units). */
  setAmountByBet(betId: string, amount: number): FieldErrors {
    const field = `amountByBetId.${betId}`;
    if (!this.draft.bets.some((bet) => bet.id === betId)) return {};
    const check = validateAmountInput(amount, { decimals: this.currency.decimals, ...this.bounds });
    if (!check.ok) return this.refuse(field, check.code);
    this.accept(field);
    this.setDraft({ ...this.draft, amountByBetIdMinor: { ...this.draft.amountByBetIdMinor, [betId]: check.minor } });
    return {};
  }

  /** The amount of one block, at most the chained maximum of that block (document 000 §5). */
  setAmountByBlock(blockId: number, amount: number): FieldErrors {
    const field = `amountByBlockId.${blockId}`;
    if (!this.draft.bets.some((bet) => bet.blockId === blockId)) return {};
    const check = validateAmountInput(amount, { decimals: this.currency.decimals, maxMinor: this.maxAmountByBlockIdMinor[blockId] });
    if (!check.ok) return this.refuse(field, check.code);
    this.accept(field);
    this.setDraft({ ...this.draft, amountByBlockIdMinor: { ...this.draft.amountByBlockIdMinor, [blockId]: check.minor } });
    return {};
  }

  /** Auto max (applies while there is a finite maximum); the choice is kept in the settings (`isAutoMax`). */
  setAutoMax(isActive: boolean): void {
    this.settingsService.update({ isAutoMax: isActive });
  }

  /** VIP bet (applies while available, document 000 §5); the choice is kept in the settings (`isVipBet`). */
  setVipBet(isActive: boolean): void {
    this.settingsService.update({ isVipBet: isActive });
  }

  /** An amount typed or stepped by the player ends auto max. */
  private stopAutoMax(): void {
    if (this.settingsService.settings.isAutoMax) this.settingsService.update({ isAutoMax: false });
  }

  /** The promo codes the player may pick from. */
  setPromoCodes(codes: readonly string[]): void {
    this.promoCodes = [...codes];
  }

  /** Sets the promo code; several singles take none (document 000 §5). */
  setPromoCode(code: string): FieldErrors {
    if (code !== '' && this.draft.typeId === 9) return this.refuse('promoCode', ValidationCode.promoCodeNotAllowed);
    this.accept('promoCode');
    const promoCode = code.trim();
    this.manualPromoCode = promoCode !== '' && !this.promoCodes.includes(promoCode);
    this.setDraft({ ...this.draft, promoCode });
    return {};
  }

  // ---- one-click -----------------------------------------------------------------------------

  /** Turns one-click on or off; on with bets waits for `confirmOneClick` (document 000 §4). */
  requestOneClick(enable: boolean): OneClickDecision {
    const decision = requestOneClick(enable, this.draft.bets.length);
    if (decision.kind === 'confirm') this.pendingOneClick = decision;
    else this.settingsService.update({ isActiveOneClick: enable });
    return decision;
  }

  /** The player chose "enable": the coupon is cleared and one-click turns on. */
  confirmOneClick(): void {
    if (!this.pendingOneClick) return;
    this.pendingOneClick = null;
    this.clear();
    this.settingsService.update({ isActiveOneClick: true });
  }

  cancelOneClick(): void {
    this.pendingOneClick = null;
  }

  // ---- placing -------------------------------------------------------------------------------

  /**
   * Places the coupon: validates, builds the payloads (several singles split), keeps one
   * idempotency id per placing intent across retries, sends through `CouponApi`, applies the answers.
   */
  async place(): Promise<PlaceResult> {
    if (this.placingStatus === 'placing') return { kind: 'busy' };
    const errors = this.validationErrors;
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const context = this.placingContext;
    const draft = this.draftForPlacing;
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
      this.intent = { id, fingerprint, requests: buildPlacingPayloads(draft, context, id) };
    }
    const { requests } = this.intent;
    const typeId = this.draft.typeId;
    runInAction(() => {
      this.placingStatus = 'placing';
      this.rejection = null;
    });
    const application = applyPlacingAttempts(typeId, await this.send(requests));
    runInAction(() => this.applyPlacing(application));
    return { kind: 'done', ...application };
  }

  /**
   * One-click (document 000 §4): places `bet` at once as a single with the one-click amount
   * (`bonusAccountOneClickAmount` on the bonus account), change-coef action 1 and the one-click
   * `exactCoef` and `isDropOnScoreChange`; the coupon's own bets stay as they are. A retry of the
   * same bet and amount after a lost answer keeps its idempotency id.
   */
  async placeOneClick(bet: CouponBet): Promise<PlaceResult> {
    const settings = this.settingsService.settings;
    if (!settings.isActiveOneClick) return { kind: 'invalid', errors: { oneClick: ValidationCode.oneClickOff } };
    if (this.isOneClickPlacing) return { kind: 'busy' };
    const bounds = amountBounds({ typeId: 0, config: this.context.siteConfig, minBetMinor: this.context.minBetMinor, maxBetMinor: this.context.maxBetMinor, isBonusAccount: this.context.isBonusAccount });
    const amount = this.context.isBonusAccount ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;
    const check = validateAmountInput(amount, { decimals: this.currency.decimals, ...bounds });
    if (!check.ok) return { kind: 'invalid', errors: { oneClickAmount: check.code } };
    const draft: CouponDraft = { ...EMPTY_DRAFT, typeId: 0, bets: [bet], amountMinor: check.minor };
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
    const context = { ...this.placingContext, changeCoefAction: ONE_CLICK_CHANGE_COEF_ACTION, exactCoef: settings.exactCoef };
    const fingerprint = placingFingerprint(buildPlacingPayloads(draft, context, 'fingerprint'));
    if (!this.oneClickIntent || this.oneClickIntent.fingerprint !== fingerprint) {
      const id = this.ids.next();
      this.oneClickIntent = { id, fingerprint, requests: buildPlacingPayloads(draft, context, id) };
    }
    this.isOneClickPlacing = true;
    const application = applyPlacingAttempts(0, await this.send(this.oneClickIntent.requests));
    runInAction(() => {
      this.isOneClickPlacing = false;
      if (application.successCoupon) this.successCoupon = application.successCoupon;
      this.rejection = application.rejection;
      if (!application.hasUnknownOutcome) this.oneClickIntent = null;
    });
    return { kind: 'done', ...application };
  }

  /** Sends coupons one after the other; a missing answer is an unknown outcome, a refusal an answer. */
  private async send(requests: readonly PlaceCouponRequest[]): Promise<PlacingAttempt[]> {
    const attempts: PlacingAttempt[] = [];
    for (const request of requests) {
      try {
        attempts.push({ kind: 'answered', request, response: await this.api.placeCoupon(request) });
      } catch (error) {
        if (isUnknownOutcome(error)) {
          this.logger.warn('coupon placing got no answer', { requestId: request.id, error: String(error) });
          attempts.push({ kind: 'unknown', request, errorCode: isApiError(error) ? error.code : 'network_error' });
        } else if (isApiError(error)) {
          attempts.push({ kind: 'answered', request, response: { status: 'rejected', requestId: request.id, code: 'coupon_invalid', messageKey: error.messageKey, bets: [] } });
        }
      }
    }
    return attempts;
  }

  /** After an unknown outcome: asks the server what became of each sent id, and applies the answers. */
  async resolveUnknownOutcome(): Promise<PlacingApplication | undefined> {
    const intent = this.intent;
    if (!intent || this.placingStatus !== 'unknown') return undefined;
    const attempts: PlacingAttempt[] = [];
    for (const request of intent.requests) {
      try {
        const outcome = await this.api.getPlacingOutcome(request.id);
        attempts.push(outcome.status === 'pending' ? { kind: 'unknown', request, errorCode: 'pending' } : { kind: 'answered', request, response: outcome });
      } catch (error) {
        // 404: the server never received this id, so nothing was placed under it.
        if (isApiError(error) && error.status === 404) attempts.push({ kind: 'absent', request });
        else attempts.push({ kind: 'unknown', request, errorCode: isApiError(error) ? error.code : 'network_error' });
      }
    }
    const application = applyPlacingAttempts(this.draft.typeId, attempts);
    runInAction(() => this.applyPlacing(application));
    this.logger.info('coupon placing outcome looked up', { requestId: intent.id, unknown: application.hasUnknownOutcome });
    return application;
  }

  /** Loads a saved coupon by its code into the coupon (replacing its bets). */
  async loadCoupon(code: string): Promise<boolean> {
    this.loadCouponInputValue = code;
    this.loadErrorKey = null;
    try {
      const loaded = await this.api.loadCoupon(code.trim());
      runInAction(() => {
        const now = this.clock.now();
        this.setDraft(normalizeDraft({ ...this.draft, typeId: loaded.typeId, systemValue: loaded.systemValue, bets: loaded.bets, addedAtByBetId: Object.fromEntries(loaded.bets.map((bet) => [bet.id, now])), manuallyDeletedBonusBet: false }, this.draftContext));
        this.pendingCoefChanges = {};
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.loadErrorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
      return false;
    }
  }

  dismissSuccess(): void {
    this.successCoupon = null;
    this.singlesResultCoupons = [];
  }

  /** The id of the current placing intent (kept across retries), if any. */
  get placingIntentId(): string | undefined {
    return this.intent?.id;
  }

  private get placingContext(): PlacingContext {
    const settings = this.settingsService.settings;
    return {
      accountId: this.context.accountId,
      userId: this.context.userId,
      refId: this.context.siteConfig.ref_id,
      currencyDecimals: this.currency.decimals,
      coefViewId: this.context.coefViewId,
      changeCoefAction: effectiveChangeCoefAction(settings),
      exactCoef: this.draft.typeId === 0 ? settings.exactCoef : 0,
      isDropOnScoreChange: settings.isDropOnScoreChange,
      prepaidAmountMinor: this.context.availablePrepaidAmountMinor,
      hyperBonus: this.context.siteConfig,
      ...(this.context.maxPayoutMinor === undefined ? {} : { maxPayoutMinor: this.context.maxPayoutMinor }),
    };
  }

  /** The draft as placed: with the priced amount (the maximum under auto max). */
  private get draftForPlacing(): CouponDraft {
    return { ...this.draft, amountMinor: this.amountMinor };
  }

  private applyPlacing(application: PlacingApplication): void {
    const settings = this.settingsService.settings;
    const policy = { changeCoefAction: effectiveChangeCoefAction(settings), isDropOnScoreChange: settings.isDropOnScoreChange };
    let draft = this.draft;
    let pending = { ...this.pendingCoefChanges };
    for (const rejected of application.rejectedBets) {
      const bet = draft.bets.find((current) => current.id === rejected.betId);
      if (!bet) continue;
      if (isDroppingRejection(rejected)) {
        draft = removeBet(draft, bet.id, this.draftContext);
        continue;
      }
      if (rejected.code === 'odds_changed' && rejected.newCoef !== undefined) {
        const decision = decideFeedUpdate(bet, { coef: rejected.newCoef }, policy);
        if (decision.kind === 'confirm') pending = { ...pending, [bet.id]: { fromCoef: decision.fromCoef, toCoef: decision.toCoef } };
      }
      draft = replaceBet(draft, applyBetRejection(bet, rejected), this.draftContext);
    }
    const remaining = new Set(application.remainingBetIds);
    const placedAll = draft.bets.every((bet) => !remaining.has(bet.id)) && !application.hasUnknownOutcome;
    if (placedAll && (application.successCoupon || application.singlesResultCoupons.length > 0)) {
      draft = clearDraft(draft);
      pending = {};
    } else {
      const leaving = draft.bets.filter((bet) => !remaining.has(bet.id)).map((bet) => bet.id);
      for (const id of leaving) draft = removeBet(draft, id, this.draftContext);
    }
    this.setDraft(draft);
    this.pendingCoefChanges = pending;
    this.successCoupon = application.successCoupon;
    this.singlesResultCoupons = application.singlesResultCoupons;
    this.rejection = application.rejection;
    this.placingStatus = application.hasUnknownOutcome ? 'unknown' : 'idle';
    if (!application.hasUnknownOutcome) this.intent = null;
  }

  private get draftContext(): DraftContext {
    return { isAvailableCouponBonusBet: this.context.siteConfig.isAvailableCouponBonusBet };
  }

  private setDraft(draft: CouponDraft): void {
    this.draft = draft;
    writeJson(this.store, COUPON_STORAGE_KEY, toStoredCoupon(draft));
  }

  private refuse(field: string, code: ValidationCode): FieldErrors {
    this.inputErrors = { ...this.inputErrors, [field]: code };
    return { [field]: code };
  }

  private accept(field: string): void {
    if (field in this.inputErrors) this.inputErrors = omit(this.inputErrors, field);
  }
}

function omit<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** The coupon service as the container gives it. */
export type CouponService = DefaultCouponService;
/** Container identifier of the `CouponService`. */
export const CouponService = Symbol.for('CouponService') as ServiceIdentifier<CouponService>;
