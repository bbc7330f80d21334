import { BonusApi, type RewardsOverview } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MoneyView } from '../payments/payments.connect';

/**
 * The office's rewards page (issue 14, office route rewards): what the site gave into the player's
 * account (bonuses released after their wager, cashback, tournament prizes), from the API's ledger.
 */
@injectable()
export class RewardsService {
  overview: RewardsOverview | null = null;
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  constructor(@inject(BonusApi) private readonly api: BonusApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    try {
      const overview = await this.api.rewards();
      runInAction(() => {
        this.overview = overview;
        this.loadState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }
}

/** What the rewards page draws. */
export interface RewardsPageView {
  loading: boolean;
  failed: boolean;
  emptyKey: string | null;
  totals: MoneyView[];
  rewards: Array<{ key: string; labelKey: string; amount: MoneyView; atMs: number; link: string }>;
}

/** The rewards page's view model; links are paths without language. */
export function connectRewardsPage(service: RewardsService): RewardsPageView {
  const overview = service.overview;
  return {
    loading: service.loadState === 'loading' && !overview,
    failed: service.loadState === 'failed',
    emptyKey: overview && overview.rewards.length === 0 ? 'rewards_none' : null,
    totals: (overview?.totals ?? []).map((total) => ({ minor: total.amountMinor, iso: total.currency })),
    rewards: (overview?.rewards ?? []).map((reward, index) => ({
      key: `${reward.at}-${index}`,
      labelKey: `rewards_kind_${reward.kind}`,
      amount: { minor: reward.amountMinor, iso: reward.currency },
      atMs: reward.at,
      link: reward.link,
    })),
  };
}
