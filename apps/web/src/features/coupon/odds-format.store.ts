import { DEFAULT_ODDS_FORMAT_ID, isOddsFormatId, ODDS_FORMATS } from '@kickoff/coupon-core/rules';
import { LocalStore, type KeyValueStore } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** Local-storage key of the chosen odds format (the player's `coefViewId`, document 001 §3). */
export const ODDS_FORMAT_STORAGE_KEY = 'kickoff.coefViewId';

/** Every odds format id the coupon knows (document 000 §9), in order. */
export const ODDS_FORMAT_IDS: readonly number[] = Object.keys(ODDS_FORMATS).map(Number);

/** The odds display format the visitor chose, kept across reloads; lists and the coupon show odds in it. */
@injectable()
export class OddsFormatStore {
  formatId: number = DEFAULT_ODDS_FORMAT_ID;

  constructor(@inject(LocalStore) private readonly store: KeyValueStore) {
    const stored = Number(store.get(ODDS_FORMAT_STORAGE_KEY));
    if (isOddsFormatId(stored)) this.formatId = stored;
    makeAutoObservable<OddsFormatStore, 'store'>(this, { store: false }, { autoBind: true });
  }

  /** Chooses a format; unknown ids are ignored. */
  choose(formatId: number): void {
    if (!isOddsFormatId(formatId)) return;
    this.formatId = formatId;
    this.store.set(ODDS_FORMAT_STORAGE_KEY, String(formatId));
  }
}

/** Container identifier of the `OddsFormatStore`. */
export const OddsFormatStoreId = Symbol.for('web.OddsFormatStore') as ServiceIdentifier<OddsFormatStore>;
