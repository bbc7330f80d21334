import type { BonusApi, BonusKind, BonusOverview, PlayerBonus } from '@kickoff/contracts';
import { ApiError } from '@kickoff/contracts';
import { SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { connectBonusPage } from './bonus.connect';
import { BonusService } from './bonus.service';

const START = Date.UTC(2026, 10, 25, 12);
const HOUR = 3_600_000;

const offers = (available: boolean): BonusOverview['offers'] => [
  { kind: 'deposit', percent: 100, amountMinor: 10_000, wagerMultiplier: 5, validDays: 7, currency: 'EUR', available },
  { kind: 'wager', percent: null, amountMinor: 1_000, wagerMultiplier: 10, validDays: 3, currency: 'EUR', available },
];

/** A BonusApi over a list held in memory: the rules the API states (one open bonus, each offer once). */
class FakeBonusApi implements Pick<BonusApi, 'get' | 'optIn' | 'cancel'> {
  bonuses: PlayerBonus[] = [];
  calls: string[] = [];
  constructor(private readonly clock: SimulatedClock) {}
  private answer(): BonusOverview {
    const open = this.bonuses.some((bonus) => bonus.status === 'awaiting_deposit' || bonus.status === 'wagering');
    for (const bonus of this.bonuses) if ((bonus.status === 'wagering' || bonus.status === 'awaiting_deposit') && this.clock.now() >= bonus.expiresAt) bonus.status = 'expired';
    return { offers: offers(!open).map((offer) => ({ ...offer, available: !open && !this.bonuses.some((bonus) => bonus.kind === offer.kind) })), bonuses: [...this.bonuses] };
  }
  get(): Promise<BonusOverview> {
    this.calls.push('get');
    return Promise.resolve(this.answer());
  }
  optIn(kind: BonusKind): Promise<BonusOverview> {
    this.calls.push(`optIn:${kind}`);
    if (this.bonuses.some((bonus) => bonus.kind === kind)) return Promise.reject(new ApiError(409, { code: 'bonus_already_taken', messageKey: 'bonus_error_already_taken' }));
    const now = this.clock.now();
    this.bonuses.unshift({ id: this.bonuses.length + 1, kind, status: 'wagering', currency: 'EUR', amountMinor: 1_000, wagerRequiredMinor: 10_000, wageredMinor: 2_500, progressPercent: 25, optedInAt: now, activatedAt: now, expiresAt: now + 72 * HOUR, endedAt: null });
    return Promise.resolve(this.answer());
  }
  cancel(bonusId: number): Promise<BonusOverview> {
    this.calls.push(`cancel:${bonusId}`);
    const bonus = this.bonuses.find((candidate) => candidate.id === bonusId)!;
    bonus.status = 'cancelled';
    bonus.endedAt = this.clock.now();
    return Promise.resolve(this.answer());
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BonusService and connectBonusPage (issue 14)', () => {
  it('states the offer, opts in, shows the progress and the time left, and cancels only after the forfeit is confirmed', async () => {
    const clock = new SimulatedClock(START);
    const api = new FakeBonusApi(clock);
    const service = new BonusService(api as unknown as BonusApi, clock, { refresh: () => Promise.resolve(true) });
    await service.load();
    let view = connectBonusPage(service, 'wager');
    expect(view.offer).toMatchObject({ rulesKey: 'bonus_wager_offer_rules', amount: { minor: 1_000, iso: 'EUR' }, wagerMultiplier: 10, validDays: 3, canOptIn: true, unavailableKey: null });
    expect(view.emptyKey).toBe('bonus_none_yet');

    await service.optIn('wager');
    view = connectBonusPage(service, 'wager');
    expect(view.noticeKey).toBe('bonus_opted_in');
    expect(view.offer).toMatchObject({ canOptIn: false, unavailableKey: 'bonus_offer_taken' });
    expect(view.bonuses[0]).toMatchObject({ statusKey: 'bonus_status_wagering', progressPercent: 25, wagered: { minor: 2_500, iso: 'EUR' }, required: { minor: 10_000, iso: 'EUR' }, hoursLeft: 72, isOpen: true, deadlineKey: 'bonus_wager_by', cancelWarningKey: 'bonus_cancel_forfeits' });
    // the deposit page says another bonus is open
    expect(connectBonusPage(service, 'deposit').offer).toMatchObject({ canOptIn: false, unavailableKey: 'bonus_offer_other_open' });

    service.askCancel(1);
    expect(connectBonusPage(service, 'wager').bonuses[0]!.confirmingCancel).toBe(true);
    service.dismissCancel();
    expect(api.calls).not.toContain('cancel:1');
    service.askCancel(1);
    await service.confirmCancel();
    view = connectBonusPage(service, 'wager');
    expect(api.calls).toContain('cancel:1');
    expect(view.bonuses[0]).toMatchObject({ statusKey: 'bonus_status_cancelled', isOpen: false, hoursLeft: null, confirmingCancel: false });
    expect(view.noticeKey).toBe('bonus_cancelled');
    service.dispose();
  });

  it('reads again on the Clock when an open bonus runs out, and shows the API\'s refusal', async () => {
    const clock = new SimulatedClock(START);
    const api = new FakeBonusApi(clock);
    const service = new BonusService(api as unknown as BonusApi, clock, { refresh: () => Promise.resolve(true) });
    await service.load();
    await service.optIn('wager');
    const gets = api.calls.filter((call) => call === 'get').length;
    clock.advanceBy(72 * HOUR + 1_000);
    await flush();
    expect(api.calls.filter((call) => call === 'get').length).toBe(gets + 1);
    expect(connectBonusPage(service, 'wager').bonuses[0]).toMatchObject({ statusKey: 'bonus_status_expired', isOpen: false });
    expect(clock.pendingTimerCount()).toBe(0);

    await service.optIn('wager');
    expect(connectBonusPage(service, 'wager').errorKey).toBe('bonus_error_already_taken');
    service.dispose();
  });
});
