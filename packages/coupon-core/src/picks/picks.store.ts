import type { CouponBet } from '@kickoff/contracts';
import { Clock, LocalStore, Logger, readJson, writeJson, type KeyValueStore } from '@kickoff/platform';
import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import { computed, makeAutoObservable, onBecomeUnobserved, runInAction, type IComputedValue } from 'mobx';
import { addBet, EMPTY_DRAFT, isStoredCoupon, normalizeDraft, removeBet, toStoredCoupon, type CouponDraft, type DraftContext } from '../coupon/coupon.rules';
import { DEFAULT_COUPON_CONTEXT } from '../coupon/coupon.types';
import { CouponSettingsService } from '../settings/settings.service';
import { toggleSelection, type SelectionTarget } from './selection.rules';

/** Local-storage key of the coupon (document 000 §3: "Coupon kept locally also holds bets, addedAtByBetId, typeId, systemValue"). */
export const COUPON_STORAGE_KEY = 'kickoff.coupon';

/** What decides a press on a selection once the coupon's placing is loaded (coupon-core's `CouponPlacer`). */
export interface CouponPresser {
  pressSelection(bet: CouponBet): Promise<void>;
}

/**
 * Loads the coupon's pricing, validation and placing (`couponPlacingModule`) into the host's
 * container and answers its placer (issue 20: the app loads them on the first pick, not with the
 * first page). Unbound, the picks toggle on their own and one-click presses place nothing.
 */
export interface CouponPlacingLoader {
  load(): Promise<CouponPresser>;
}
/** Container identifier of the `CouponPlacingLoader` port. */
export const CouponPlacingLoader = Symbol.for('CouponPlacingLoader') as ServiceIdentifier<CouponPlacingLoader>;

/** A notice for the player, shown by the app's notices (the shell's notification area). */
export interface CouponNotice {
  type: 'error';
  /** A dictionary key. */
  messageKey: string;
}

/** Where the picks tell the player what a press could not do (the app binds it to its notices). */
export interface CouponNotifier {
  notify(notice: CouponNotice): void;
}
/** Container identifier of the `CouponNotifier` port. */
export const CouponNotifier = Symbol.for('CouponNotifier') as ServiceIdentifier<CouponNotifier>;

/**
 * What a one-click press says when the coupon's placing did not load (issue 20: nothing was placed,
 * the selection is kept in the coupon, the next press loads it again).
 */
export const ONE_CLICK_NOT_LOADED_KEY = 'coupon_one_click_not_loaded';


/**
 * The draft context before the coupon service is configured: no bonus bet (the coupon service
 * applies the site's flag once the app configures it, as it did before the picks were its own).
 */
const DEFAULT_DRAFT_CONTEXT: DraftContext = { isAvailableCouponBonusBet: DEFAULT_COUPON_CONTEXT.siteConfig.isAvailableCouponBonusBet };

/**
 * The coupon's picks (issue 20): the draft the coupon keeps locally (document 000 §3), read from
 * local storage when the app starts and written on every change, what an odds button reads (is
 * this selection in the coupon?) and what its press changes. The coupon service
 * (`CouponService`, with the pricing, validation and placing) keeps its draft here, so both always
 * show the same bets; the first page needs only this store.
 *
 * A press (document 000 §4) goes to the placer once it is loaded. Before that, with one-click off,
 * the selection goes into the coupon (or out, when its market is there) at once, as the placer
 * would do, and the placing is loaded for what follows; with one-click on it waits for the placer,
 * which places it. When the placing does not load, a one-click press places nothing: the player is
 * told (`ONE_CLICK_NOT_LOADED_KEY`), the selection is kept in the coupon, and the next press loads
 * the placing again.
 */
@injectable()
export class DefaultCouponPicks {
  draft: CouponDraft = EMPTY_DRAFT;
  /** Moves when the player starts over (a bet added, the coupon cleared); see `CouponService.editMark`. */
  editMark = 0;
  private presser: CouponPresser | null = null;
  private loading: Promise<CouponPresser> | null = null;
  /** Whether each observed market is picked, one computed value per market (see `isPicked`). */
  private readonly pickedOf = new Map<number, IComputedValue<boolean>>();

  constructor(
    @inject(CouponSettingsService) private readonly settings: CouponSettingsService,
    @inject(Clock) private readonly clock: Clock,
    @inject(LocalStore) private readonly store: KeyValueStore,
    @inject(Logger) private readonly logger: Logger,
    @inject(CouponPlacingLoader) @optional() private readonly loader: CouponPlacingLoader | undefined,
    @inject(CouponNotifier) @optional() private readonly notifier?: CouponNotifier,
  ) {
    const stored = readJson(store, COUPON_STORAGE_KEY, isStoredCoupon, logger);
    if (stored) this.draft = normalizeDraft({ ...EMPTY_DRAFT, ...stored, bets: [...stored.bets] }, DEFAULT_DRAFT_CONTEXT);
    makeAutoObservable<DefaultCouponPicks, 'settings' | 'clock' | 'store' | 'logger' | 'loader' | 'notifier' | 'presser' | 'loading' | 'pickedOf' | 'hasPick'>(
      this,
      { settings: false, clock: false, store: false, logger: false, loader: false, notifier: false, presser: false, loading: false, pickedOf: false, isPicked: false, hasPick: false },
      { autoBind: true },
    );
  }

  /** The coupon's bets, in the order they were added. */
  get bets(): readonly CouponBet[] {
    return this.draft.bets;
  }

  /**
   * The market is in the coupon. An observer (an odds button) depends on this market's answer only,
   * not on the draft (issue 20: a new draft, such as the coupon service's when its chunk loads or a
   * pick elsewhere, re-rendered every odds button on the page, ~1 s at 4x CPU on home): each
   * observed market has its own computed value, dropped when nothing observes it any more.
   */
  isPicked(marketId: number): boolean {
    let picked = this.pickedOf.get(marketId);
    if (!picked) {
      const value = computed(() => this.hasPick(marketId));
      picked = value;
      this.pickedOf.set(marketId, value);
      onBecomeUnobserved(value, () => {
        if (this.pickedOf.get(marketId) === value) this.pickedOf.delete(marketId);
      });
    }
    return picked.get();
  }

  /** How many markets have a computed `isPicked` kept now (tests: none left once nothing observes). */
  get observedMarkets(): number {
    return this.pickedOf.size;
  }

  private hasPick(marketId: number): boolean {
    return this.draft.bets.some((bet) => bet.market.id === marketId);
  }

  /** The coupon's draft becomes `draft`, kept in local storage. */
  setDraft(draft: CouponDraft): void {
    this.draft = draft;
    writeJson(this.store, COUPON_STORAGE_KEY, toStoredCoupon(draft));
  }

  /** The player starts over (`editMark` moves). */
  markEdit(): void {
    this.editMark++;
  }

  /** The placer decides the presses from now on (the coupon's placing is loaded). */
  attach(presser: CouponPresser): void {
    this.presser = presser;
  }

  /** A press on a selection in the lists (document 000 §4); see the class. */
  async press(bet: CouponBet): Promise<void> {
    if (this.presser) return this.presser.pressSelection(bet);
    if (!this.settings.settings.isActiveOneClick) {
      toggleSelection(this.selectionTarget(), bet);
      void this.placing().catch((error: unknown) => this.logger.warn('the coupon placing did not load', { error: String(error) }));
      return;
    }
    let presser: CouponPresser;
    try {
      presser = await this.placing();
    } catch (error) {
      this.logger.warn('the coupon placing did not load: the one-click press placed nothing', { error: String(error) });
      this.keepUnplaced(bet);
      return;
    }
    await presser.pressSelection(bet);
  }

  /** A one-click press the placing could not take: kept in the coupon (unless there already), and the player told. */
  private keepUnplaced(bet: CouponBet): void {
    if (!this.hasPick(bet.market.id)) this.selectionTarget().addBet(bet);
    this.notifier?.notify({ type: 'error', messageKey: ONE_CLICK_NOT_LOADED_KEY });
  }

  /** The draft as `toggleSelection` changes it before the placer has loaded (the coupon service's rules, without its context). */
  private selectionTarget(): SelectionTarget {
    return {
      bets: this.draft.bets,
      addBet: (bet) => {
        this.markEdit();
        this.setDraft(addBet(this.draft, bet, this.clock.now(), DEFAULT_DRAFT_CONTEXT));
      },
      removeBet: (betId) => this.setDraft(removeBet(this.draft, betId, DEFAULT_DRAFT_CONTEXT)),
    };
  }

  /** Loads the placing once (again after a failure) and hands the presses to its placer. */
  private placing(): Promise<CouponPresser> {
    if (this.presser) return Promise.resolve(this.presser);
    if (!this.loader) return Promise.reject(new Error('no coupon placing loader bound'));
    this.loading ??= this.loader.load().then(
      (presser) => {
        runInAction(() => this.attach(presser));
        return presser;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}

/** The picks as the container gives them. */
export type CouponPicks = DefaultCouponPicks;
/** Container identifier of the `CouponPicks`. */
export const CouponPicks = Symbol.for('CouponPicks') as ServiceIdentifier<CouponPicks>;
