import type { ServiceIdentifier } from 'inversify';
import type { BonusKind, BonusOverview } from './bonus.schemas';

/** The player's bonus calls (issue 14). Methods reject with `ApiError`. */
export interface BonusApi {
  get(signal?: AbortSignal): Promise<BonusOverview>;
  optIn(kind: BonusKind): Promise<BonusOverview>;
  cancel(bonusId: number): Promise<BonusOverview>;
}
/** Container identifier of the `BonusApi`. */
export const BonusApi = Symbol.for('BonusApi') as ServiceIdentifier<BonusApi>;
