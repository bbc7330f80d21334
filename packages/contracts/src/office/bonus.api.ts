import type { ServiceIdentifier } from 'inversify';
import type { BonusKind, BonusOverview, CashbackOverview, CashbackProgramme, RewardsOverview } from './bonus.schemas';

/** The player's bonus calls (issue 14). Methods reject with `ApiError`. */
export interface BonusApi {
  get(signal?: AbortSignal): Promise<BonusOverview>;
  optIn(kind: BonusKind): Promise<BonusOverview>;
  cancel(bonusId: number): Promise<BonusOverview>;
  cashback(programme: CashbackProgramme, signal?: AbortSignal): Promise<CashbackOverview>;
  claimCashback(programme: CashbackProgramme): Promise<CashbackOverview>;
  rewards(signal?: AbortSignal): Promise<RewardsOverview>;
}
/** Container identifier of the `BonusApi`. */
export const BonusApi = Symbol.for('BonusApi') as ServiceIdentifier<BonusApi>;
