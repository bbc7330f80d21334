import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CouponApi, isApiError, type CouponBet } from '@kickoff/contracts';
import { Clock, LocalStore, Logger, type KeyValueStore } from '@kickoff/platform';
import { quickStakes, stepAmount, type AmountBounds, type CurrencyAmounts } from '../amounts/amounts.rules';
import { applyFeedUpdate, decideFeedUpdate, effectiveChangeCoefAction, type FeedDecision, type FeedUpdate } from '../odds-change/odds-change.rules';
import { applyBetRejection, isDroppingRejection, type PlacingApplication, type PlacingContext } from '../placing/placing.rules';
import { CouponType, type CouponPrice, type CouponTypeId } from '../pricing/pricing.rules';
import { CouponSettingsService } from '../settings/settings.service';
import type { SystemValuePricing } from '../system/system.rules';
import { validateAmountInput, validateSystemValueInput, ValidationCode, type FieldErrors } from '../validation/validation.rules';
import { CouponPicks, DefaultCouponPicks } from '../picks/picks.store';
import { addBet, clearDraft, DEFAULT_TAB, nonBankerCount, normalizeDraft, removeBet, replaceBet, switchType, toggleBanker, type CouponDraft, type DraftContext } from './coupon.rules';
import { CouponPricing } from './coupon.pricing';
import { DEFAULT_COUPON_CONTEXT, type CouponContext, type PendingCoefChange } from './coupon.types';

export { COUPON_STORAGE_KEY } from '../picks/picks.store';

/**
 * The bet slip (document 000 §3, §4, §5): bets, type, system value, bankers, amounts, promo code and
 * odds changes. State is observable (MobX); prices and validation are `CouponPricing`'s selectors
 * over the pure rules; the draft is the coupon's picks' (`CouponPicks`, issue 20: what the first
 * page's odds buttons read and write), which persist it through `LocalStore`; loading a saved coupon
 * goes through `CouponApi`. Placing and one-click are the `CouponPlacer`'s
 * (placing/placer.service.ts). Amounts are minor units; entered amounts are major units, validated.
 */
@injectable()
export class DefaultCouponService {
  context: CouponContext = DEFAULT_COUPON_CONTEXT;
  tab = DEFAULT_TAB;
  /** Promo codes the player may pick (document 000 §3 `promoCodes`), given by the app. */
  promoCodes: readonly string[] = [];
  /** The promo code was typed rather than picked from `promoCodes` (document 000 §3 `manualPromoCode`). */
  manualPromoCode = false;
  loadCouponInputValue = '';
  /** The last refused input per field (entered values that did not apply). */
  inputErrors: Readonly<Record<string, ValidationCode>> = {};
  pendingCoefChanges: Readonly<Record<string, PendingCoefChange>> = {};
  loadErrorKey: string | null = null;
  /** The pricing selectors over this coupon's state. */
  private readonly pricing: CouponPricing;
  /** Where the draft lives (the container's picks; a coupon made without a container keeps its own). */
  private readonly picks: CouponPicks;

  constructor(
    @inject(CouponSettingsService) private readonly settingsService: CouponSettingsService,
    @inject(CouponApi) private readonly api: CouponApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(LocalStore) store: KeyValueStore,
    @inject(Logger) logger: Logger,
    @inject(CouponPicks) @optional() picks?: CouponPicks,
  ) {
    this.picks = picks ?? new DefaultCouponPicks(settingsService, clock, store, logger, undefined);
    const draft = () => this.draft;
    const context = () => this.context;
    const pending = () => this.pendingCoefChanges;
    this.pricing = new CouponPricing({
      get draft() {
        return draft();
      },
      get context() {
        return context();
      },
      get settings() {
        return settingsService.settings;
      },
      get pendingCoefChanges() {
        return pending();
      },
    });
    makeAutoObservable<DefaultCouponService, 'settingsService' | 'api' | 'clock' | 'pricing' | 'picks'>(
      this,
      { settingsService: false, api: false, clock: false, pricing: false, picks: false },
      { autoBind: true },
    );
  }

  // ---- derived state -------------------------------------------------------------------------

  /** The coupon's draft (the picks' own, read from local storage at start). */
  get draft(): CouponDraft {
    return this.picks.draft;
  }
  /**
   * Moves when the player starts over (a bet added, the coupon cleared): the placer's receipt and
   * refusal belong to the coupon they answered and close when it moves.
   */
  get editMark(): number {
    return this.picks.editMark;
  }

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
    return this.pricing.currency;
  }
  get bounds(): AmountBounds {
    return this.pricing.bounds;
  }
  get isActiveAutoMax(): boolean {
    return this.pricing.isActiveAutoMax;
  }
  get isActiveVipBet(): boolean {
    return this.pricing.isActiveVipBet;
  }
  get amountMinor(): number {
    return this.pricing.amountMinor;
  }
  get price(): CouponPrice {
    return this.pricing.price;
  }
  get coefByView(): number {
    return this.pricing.coefByView;
  }
  get systemValues(): SystemValuePricing[] {
    return this.pricing.systemValues;
  }
  get hyperBonusAmountMinor(): number {
    return this.pricing.hyperBonusAmountMinor;
  }
  get maxAmountByBlockIdMinor(): Record<number, number | undefined> {
    return this.pricing.maxAmountByBlockIdMinor;
  }
  get isVipBetAvailable(): boolean {
    return this.pricing.isVipBetAvailable;
  }
  get validationErrors(): FieldErrors {
    return this.pricing.validationErrors;
  }
  get systemMinAmountMinor(): number | undefined {
    return this.pricing.systemMinAmountMinor;
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
    this.picks.markEdit();
    this.setDraft(addBet(this.draft, bet, this.clock.now(), this.draftContext));
  }

  /** Removes a bet; removing the bonus bet sets `manuallyDeletedBonusBet`. */
  removeBet(betId: string): void {
    this.setDraft(removeBet(this.draft, betId, this.draftContext));
    this.pendingCoefChanges = omit(this.pendingCoefChanges, betId);
  }

  /** Empties the coupon. A placing whose answer was lost stays on record in the placer until its outcome is known. */
  clear(): void {
    this.picks.markEdit();
    this.setDraft(clearDraft(this.draft));
    this.pendingCoefChanges = {};
    this.inputErrors = {};
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

  /** The quick-stake amounts offered now (minor units, issue 15). */
  get quickStakesMinor(): number[] {
    return quickStakes(this.currency.initialAmountMinor, this.bounds);
  }

  /** Takes one of the quick stakes as the amount; an amount not offered changes nothing. */
  chooseQuickStake(minor: number): void {
    if (!this.quickStakesMinor.includes(minor)) return;
    this.accept('amount');
    this.stopAutoMax();
    this.setDraft({ ...this.draft, amountMinor: minor });
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
    if (code !== '' && this.draft.typeId === CouponType.severalSingles) return this.refuse('promoCode', ValidationCode.promoCodeNotAllowed);
    this.accept('promoCode');
    const promoCode = code.trim();
    this.manualPromoCode = promoCode !== '' && !this.promoCodes.includes(promoCode);
    this.setDraft({ ...this.draft, promoCode });
    return {};
  }

  // ---- placing (the CouponPlacer places; these are the coupon's side of it) -------------------

  /** The draft as placed: with the priced amount (the maximum under auto max). */
  get draftForPlacing(): CouponDraft {
    return { ...this.draft, amountMinor: this.amountMinor };
  }

  /** Who and how the coupon is placed (the payload's parts that are not the coupon's own). */
  get placingContext(): PlacingContext {
    return this.pricing.placingContext;
  }

  /**
   * Applies the answers of a placing to the coupon: accepted bets leave (all placed empties it),
   * rejected bets take their rejection (a new coef to confirm, locked, or dropped on a score change).
   */
  applyPlacingAnswers(application: PlacingApplication): void {
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
  }

  /** What the player typed as a saved coupon's code (document 000 §3 `loadCouponInputValue`). */
  setLoadCouponInputValue(code: string): void {
    this.loadCouponInputValue = code;
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

  private get draftContext(): DraftContext {
    return { isAvailableCouponBonusBet: this.context.siteConfig.isAvailableCouponBonusBet };
  }

  private setDraft(draft: CouponDraft): void {
    this.picks.setDraft(draft);
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

/** Container identifier (src/ids.ts, apart from the service: issue 20). */
export { CouponService } from '../ids';
