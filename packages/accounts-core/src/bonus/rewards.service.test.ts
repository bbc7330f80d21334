import type { BonusApi, RewardsOverview } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { connectRewardsPage, RewardsService } from './rewards.service';

const AT = Date.UTC(2026, 10, 25, 12);

function serviceWith(answer: RewardsOverview | Error): RewardsService {
  const api: Pick<BonusApi, 'rewards'> = { rewards: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)) };
  return new RewardsService(api as unknown as BonusApi);
}

describe('RewardsService and connectRewardsPage (issue 14)', () => {
  it('lists the rewards with their kind, amount and page, and the totals', async () => {
    const service = serviceWith({
      rewards: [
        { kind: 'cashback', amountMinor: 520, currency: 'EUR', at: AT, link: 'office/casino/vipcashback' },
        { kind: 'bonus', amountMinor: 4_000, currency: 'EUR', at: AT - 1_000, link: 'office/bonuses/deposit' },
      ],
      totals: [{ currency: 'EUR', amountMinor: 4_520 }],
    });
    await service.load();
    const view = connectRewardsPage(service);
    expect(view.emptyKey).toBeNull();
    expect(view.totals).toEqual([{ minor: 4_520, iso: 'EUR' }]);
    expect(view.rewards.map((reward) => [reward.labelKey, reward.amount.minor, reward.link])).toEqual([
      ['rewards_kind_cashback', 520, 'office/casino/vipcashback'],
      ['rewards_kind_bonus', 4_000, 'office/bonuses/deposit'],
    ]);
  });

  it('says so when there is none, and when the API fails', async () => {
    const empty = serviceWith({ rewards: [], totals: [] });
    await empty.load();
    expect(connectRewardsPage(empty)).toMatchObject({ emptyKey: 'rewards_none', failed: false });
    const failing = serviceWith(new Error('down'));
    await failing.load();
    expect(connectRewardsPage(failing)).toMatchObject({ failed: true, emptyKey: null });
  });
});
