import { ApiError, type BonusApi, type CashbackOverview, type CashbackProgramme } from '@kickoff/contracts';
import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { CasinoBonusesPage, connectCasinoBonuses } from './casino-bonuses.service';

const overview = (programme: CashbackProgramme, over: Partial<CashbackOverview> = {}): CashbackOverview => ({
  programme,
  ratePercent: programme === 'vip' ? 10 : 15,
  minLossMinor: 5_000,
  currency: 'EUR',
  periodStart: Date.UTC(2026, 10, 23),
  periodEnd: Date.UTC(2026, 10, 30),
  netLossMinor: 0,
  claimableMinor: 0,
  claimed: null,
  history: [],
  ...over,
});

/** A BonusApi answering the cashback overviews it holds (401 when `signedIn` is false). */
function bonusApi(answers: Record<CashbackProgramme, CashbackOverview>, signedIn = true): BonusApi & { reads: number } {
  const api = {
    reads: 0,
    async cashback(programme: CashbackProgramme) {
      api.reads++;
      if (!signedIn) throw new ApiError(401, { code: 'unauthorized', messageKey: 'main_unauthorized' });
      return answers[programme];
    },
    get: () => Promise.reject(new Error('not used')),
    optIn: () => Promise.reject(new Error('not used')),
    cancel: () => Promise.reject(new Error('not used')),
    claimCashback: () => Promise.reject(new Error('not used')),
    rewards: () => Promise.reject(new Error('not used')),
  };
  return api as BonusApi & { reads: number };
}

describe('the casino bonus page (issue 17)', () => {
  it("shows the player's casino cashbacks as the API computed them this week", async () => {
    const api = bonusApi({
      vip: overview('vip', { netLossMinor: 8_000, claimableMinor: 800 }),
      premium: overview('premium', { netLossMinor: 8_000, claimed: { periodStart: Date.UTC(2026, 10, 23), amountMinor: 1_200, netLossMinor: 8_000, claimedAt: Date.UTC(2026, 10, 24), currency: 'EUR' } }),
    });
    const page = new CasinoBonusesPage(api, createTestPlatform().logger);
    await page.load(true);
    expect(connectCasinoBonuses(page, true)).toEqual({
      signInKey: null,
      loading: false,
      errorKey: null,
      programmes: [
        { programme: 'vip', titleKey: 'casino_cashback_vip', path: 'office/casino/vipcashback', ratePercent: 10, minLoss: { minor: 5_000, currency: 'EUR', digits: 2 }, netLoss: { minor: 8_000, currency: 'EUR', digits: 2 }, claimable: { minor: 800, currency: 'EUR', digits: 2 }, claimed: null, stateKey: 'casino_cashback_claimable', stateAmount: { minor: 800, currency: 'EUR', digits: 2 } },
        { programme: 'premium', titleKey: 'casino_cashback_premium', path: 'office/casino/premiumcashback', ratePercent: 15, minLoss: { minor: 5_000, currency: 'EUR', digits: 2 }, netLoss: { minor: 8_000, currency: 'EUR', digits: 2 }, claimable: null, claimed: { minor: 1_200, currency: 'EUR', digits: 2 }, stateKey: 'casino_cashback_claimed', stateAmount: { minor: 1_200, currency: 'EUR', digits: 2 } },
      ],
    });
  });

  it('asks a guest to sign in and reads nothing', async () => {
    const api = bonusApi({ vip: overview('vip'), premium: overview('premium') });
    const page = new CasinoBonusesPage(api, createTestPlatform().logger);
    await page.load(false);
    expect(connectCasinoBonuses(page, false)).toEqual({ signInKey: 'casino_bonuses_sign_in', loading: false, errorKey: null, programmes: [] });
    expect(api.reads).toBe(0);
  });

  it('says why when the programmes cannot be read', async () => {
    const page = new CasinoBonusesPage(bonusApi({ vip: overview('vip'), premium: overview('premium') }, false), createTestPlatform().logger);
    await page.load(true);
    expect(connectCasinoBonuses(page, true)).toMatchObject({ loading: false, errorKey: 'main_unauthorized', programmes: [] });
  });
});
