import { ApiError, type BonusApi, type CashbackOverview, type CashbackProgramme } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { connectCashbackPage } from './cashback.connect';
import { CashbackService } from './cashback.service';

const WEEK = Date.UTC(2026, 10, 23);

function overview(programme: CashbackProgramme, netLossMinor: number, claimed: boolean): CashbackOverview {
  const rate = programme === 'vip' ? 10 : 15;
  const min = programme === 'vip' ? 0 : 5_000;
  const pays = netLossMinor >= min && netLossMinor > 0 ? Math.floor((netLossMinor * rate) / 100) : 0;
  return {
    programme,
    ratePercent: rate,
    minLossMinor: min,
    currency: 'EUR',
    periodStart: WEEK,
    periodEnd: WEEK + 7 * 86_400_000,
    netLossMinor,
    claimableMinor: claimed ? 0 : pays,
    claimed: claimed ? { periodStart: WEEK, amountMinor: pays, netLossMinor, claimedAt: WEEK + 3_600_000, currency: 'EUR' } : null,
    history: [],
  };
}

/** The API as the cashback pages see it: net losses held in memory, one claim per week. */
class FakeApi implements Pick<BonusApi, 'cashback' | 'claimCashback'> {
  netLoss = 0;
  claimed = false;
  claims = 0;
  cashback(programme: CashbackProgramme): Promise<CashbackOverview> {
    return Promise.resolve(overview(programme, this.netLoss, this.claimed));
  }
  claimCashback(programme: CashbackProgramme): Promise<CashbackOverview> {
    if (this.claimed) return Promise.reject(new ApiError(409, { code: 'cashback_already_claimed', messageKey: 'cashback_error_already_claimed' }));
    this.claims++;
    this.claimed = true;
    return Promise.resolve(overview(programme, this.netLoss, true));
  }
}

let refreshes = 0;
const serviceOn = (api: FakeApi) =>
  new CashbackService(api as unknown as BonusApi, {
    refresh: () => {
      refreshes++;
      return Promise.resolve(true);
    },
  });

describe('CashbackService and connectCashbackPage (issue 14)', () => {
  it('states the rate, shows the week\'s net loss and what a claim pays, claims once', async () => {
    const api = new FakeApi();
    const service = serviceOn(api);
    await service.load('vip');
    let view = connectCashbackPage(service);
    expect(view).toMatchObject({ titleKey: 'cashback_vip_title', rulesKey: 'cashback_rules', ratePercent: 10, canClaim: false, statusKey: 'cashback_no_loss', periodStartMs: WEEK });

    api.netLoss = 12_345;
    await service.load('vip');
    view = connectCashbackPage(service);
    expect(view).toMatchObject({ netLoss: { minor: 12_345, iso: 'EUR' }, claimable: { minor: 1_234, iso: 'EUR' }, canClaim: true, statusKey: null });

    await service.claim();
    view = connectCashbackPage(service);
    expect(api.claims).toBe(1);
    // the header's balance is read again after the credit
    expect(refreshes).toBe(1);
    expect(view).toMatchObject({ noticeKey: 'cashback_claimed', canClaim: false, statusKey: 'cashback_claimed_this_week', claimed: { amount: { minor: 1_234, iso: 'EUR' } } });
    await service.claim();
    expect(api.claims).toBe(1);
  });

  it('states the premium minimum, and shows the refusal of a claim made elsewhere first', async () => {
    const api = new FakeApi();
    api.netLoss = 4_000;
    const service = serviceOn(api);
    await service.load('premium');
    expect(connectCashbackPage(service)).toMatchObject({ rulesKey: 'cashback_rules_with_minimum', minLoss: { minor: 5_000, iso: 'EUR' }, canClaim: false, statusKey: 'cashback_below_minimum' });

    api.netLoss = 6_000;
    await service.load('premium');
    expect(connectCashbackPage(service).canClaim).toBe(true);
    api.claimed = true;
    await service.claim();
    expect(connectCashbackPage(service)).toMatchObject({ errorKey: 'cashback_error_already_claimed', canClaim: false, statusKey: 'cashback_claimed_this_week' });
  });
});
