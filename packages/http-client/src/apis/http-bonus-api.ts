import { cancelBonusCall, claimCashbackCall, getBonusesCall, getCashbackCall, getRewardsCall, optInBonusCall, type BonusApi, type BonusKind, type BonusOverview, type CashbackOverview, type CashbackProgramme, type RewardsOverview } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `BonusApi` over HTTP (issue 14). */
@injectable()
export class HttpBonusApi implements BonusApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  get(signal?: AbortSignal): Promise<BonusOverview> {
    return this.transport.call(getBonusesCall, signal ? { signal } : {});
  }

  optIn(kind: BonusKind): Promise<BonusOverview> {
    return this.transport.call(optInBonusCall, { body: { kind } });
  }

  cancel(bonusId: number): Promise<BonusOverview> {
    return this.transport.call(cancelBonusCall, { params: { bonusId } });
  }

  cashback(programme: CashbackProgramme, signal?: AbortSignal): Promise<CashbackOverview> {
    return this.transport.call(getCashbackCall, { params: { programme }, ...(signal ? { signal } : {}) });
  }

  claimCashback(programme: CashbackProgramme): Promise<CashbackOverview> {
    return this.transport.call(claimCashbackCall, { params: { programme } });
  }

  rewards(signal?: AbortSignal): Promise<RewardsOverview> {
    return this.transport.call(getRewardsCall, signal ? { signal } : {});
  }
}
