import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { ChangeCoefAction } from '@kickoff/contracts';
import { LocalStore, Logger, readJson, writeJson, type KeyValueStore } from '@kickoff/platform';
import { isOddsFormatId } from '../odds/odds-format.rules';
import { withDropOnScoreChange, withExactCoef } from '../one-click/one-click.rules';
import { DEFAULT_COUPON_SETTINGS, normalizeSettings, type CouponSettings } from './settings.rules';

/** Local-storage key of the coupon settings (document 000 §7: "Stored items: coupon settings"). */
export const SETTINGS_STORAGE_KEY = 'kickoff.coupon.settings';

const isAnything = (value: unknown): value is unknown => value !== undefined;

/** The coupon settings (document 000 §3) and the odds format, observable, persisted in local storage on every change. */
@injectable()
export class DefaultCouponSettingsService {
  settings: CouponSettings = DEFAULT_COUPON_SETTINGS;

  constructor(
    @inject(LocalStore) private readonly store: KeyValueStore,
    @inject(Logger) private readonly logger: Logger,
  ) {
    this.settings = normalizeSettings(readJson(store, SETTINGS_STORAGE_KEY, isAnything, logger));
    makeAutoObservable<DefaultCouponSettingsService, 'store' | 'logger'>(this, { store: false, logger: false }, { autoBind: true });
  }

  /** Changes fields and persists; values of the wrong type are dropped by `normalizeSettings`. */
  update(patch: Partial<CouponSettings>): void {
    this.save(normalizeSettings({ ...this.settings, ...patch }));
  }

  /** 0 confirm every change, 1 accept any, 2 accept increases (document 000 §3). */
  setChangeCoefAction(action: ChangeCoefAction): void {
    this.update({ changeCoefAction: action });
  }

  /** Choosing drop-on-score-change turns one-click off (document 000 §4). */
  setDropOnScoreChange(isDropOnScoreChange: boolean): void {
    this.save(withDropOnScoreChange(this.settings, isDropOnScoreChange));
  }

  /** Exact coef 0 turns drop-on-score-change off (document 000 §4). */
  setExactCoef(exactCoef: number): void {
    if (!Number.isFinite(exactCoef) || exactCoef < 0) return;
    this.save(withExactCoef(this.settings, exactCoef));
  }

  /** Chooses the odds format (document 000 §9 ids); an unknown id changes nothing. */
  setOddsFormat(formatId: number): void {
    if (isOddsFormatId(formatId)) this.update({ coefViewId: formatId });
  }

  /** The player's own amount step for a currency (document 000 §5); `undefined` goes back to the table's. */
  setAmountStep(currencyIso: string, step: number | undefined): void {
    const steps = { ...this.settings.amountStepByCurrencyIso };
    if (step === undefined) delete steps[currencyIso.toUpperCase()];
    else steps[currencyIso.toUpperCase()] = step;
    this.update({ amountStepByCurrencyIso: steps, isManualAmountStep: Object.keys(steps).length > 0 });
  }

  private save(settings: CouponSettings): void {
    this.settings = settings;
    writeJson(this.store, SETTINGS_STORAGE_KEY, settings);
    this.logger.debug('coupon settings saved');
  }
}

/** The coupon settings service as the container gives it. */
export type CouponSettingsService = DefaultCouponSettingsService;
/** Container identifier of the `CouponSettingsService`. */
export const CouponSettingsService = Symbol.for('CouponSettingsService') as ServiceIdentifier<CouponSettingsService>;
