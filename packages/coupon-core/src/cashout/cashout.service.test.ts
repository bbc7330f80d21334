import { ApiError, type CashoutOffer, type CashoutOffersResponse, type CashoutRequest, type CashoutResponse } from '@kickoff/contracts';
import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../testing/builders';
import { connectCashoutList, connectCouponCashout } from './cashout.connect';
import { CASHOUT_REFRESH_MS, DefaultCashoutService } from './cashout.service';

/** A server in memory: one single of 10.00 at 2.00, priced with the same rule as the API's (5 % margin). */
class FakeCashoutApi {
  reads = 0;
  readonly requests: CashoutRequest[] = [];
  answers: Array<CashoutResponse | Error> = [];
  offer: CashoutOffer = {
    couponId: '100001',
    code: 'ABCDEF2345',
    typeId: 0,
    bets: [{ opponent1Name: 'Rovers', opponent2Name: 'United', marketName: 'W1', coef: 2, status: 'open' }],
    stake: 10,
    possibleWin: 20,
    value: 9.5,
    isAvailable: true,
    reason: null,
    cashedOut: 0,
    currency: 'EUR',
  };
  open = true;

  getOffers(): Promise<CashoutOffersResponse> {
    this.reads++;
    return Promise.resolve({ offers: this.open ? [this.offer] : [], marginBasisPoints: 500 });
  }

  cashout(request: CashoutRequest): Promise<CashoutResponse> {
    this.requests.push(request);
    const answer = this.answers.shift();
    if (!answer) throw new Error('no scripted answer');
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }
}

function setup() {
  const platform = createTestPlatform();
  const api = new FakeCashoutApi();
  const balanceReads: number[] = [];
  const service = new DefaultCashoutService(api, platform.clock, new SequentialIds(), { refresh: () => Promise.resolve(balanceReads.push(platform.clock.now())) });
  return { platform, api, service, balanceReads };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('CashoutService (issue 16)', () => {
  it('reads the offers while watched, every 5 s on the Clock, and stops with the last watcher', async () => {
    const { platform, api, service } = setup();
    expect(connectCashoutList(service)).toMatchObject({ isLoading: true, items: [], emptyKey: null });
    const stopA = service.watch();
    const stopB = service.watch();
    await flush();
    expect(api.reads).toBe(1);
    platform.clock.advanceBy(CASHOUT_REFRESH_MS);
    await flush();
    expect(api.reads).toBe(2);
    stopA();
    stopA();
    platform.clock.advanceBy(CASHOUT_REFRESH_MS);
    await flush();
    expect(api.reads).toBe(3);
    stopB();
    platform.clock.advanceBy(CASHOUT_REFRESH_MS * 3);
    await flush();
    expect(api.reads).toBe(3);
  });

  it('shows the offer in minor units with all of the stake chosen, and the value of half of it', async () => {
    const { service } = setup();
    await service.refresh();
    const [item] = connectCashoutList(service).items;
    expect(item).toMatchObject({
      couponId: '100001',
      typeKey: 'coupon_type_0',
      bets: [{ title: 'Rovers – United', marketName: 'W1', coef: 2, statusKey: 'office_history_status_open' }],
      money: { currencyIso: 'EUR', decimals: 2 },
      stakeMinor: 1_000,
      possibleWinMinor: 2_000,
      cashedOutMinor: null,
      part: { minor: 1_000, maxMinor: 1_000, isAll: true, errorKey: null },
      valueMinor: 950,
      button: { labelKey: 'coupon_cashout_all', amountMinor: 950, isDisabled: false },
      canHalf: true,
      notice: null,
    });
    service.setHalf('100001');
    expect(connectCouponCashout(service, '100001')).toMatchObject({ part: { minor: 500, isAll: false }, valueMinor: 475, button: { labelKey: 'coupon_cashout_part', amountMinor: 475 } });
    service.setPartInput('100001', 2.5);
    expect(connectCouponCashout(service, '100001')).toMatchObject({ part: { minor: 250, isAll: false, errorKey: null }, valueMinor: 237 });
    service.setPartInput('100001', Number.NaN);
    expect(connectCouponCashout(service, '100001')).toMatchObject({ part: { errorKey: 'coupon_cashout_part_invalid' }, button: { isDisabled: true } });
    service.setPartInput('100001', 1.234);
    expect(connectCouponCashout(service, '100001')?.part.errorKey).toBe('coupon_cashout_part_invalid');
    service.setPart('100001', 1_001);
    expect(connectCouponCashout(service, '100001')).toMatchObject({ part: { errorKey: 'coupon_cashout_part_invalid' }, button: { isDisabled: true } });
    expect(connectCouponCashout(service, 'other')).toBeNull();
  });

  it('sells half then the rest, each with its own request id, reading the balance after each payout', async () => {
    const { api, service, balanceReads } = setup();
    let paidEvents = 0;
    service.subscribe(() => paidEvents++);
    await service.refresh();
    service.setHalf('100001');
    api.answers = [{ status: 'accepted', requestId: 'intent-0001', couponId: '100001', paid: 4.75, stakeLeft: 5, couponStatus: 'open' }];
    expect(await service.cashout('100001', 475)).toBe('paid');
    expect(api.requests[0]).toEqual({ requestId: 'intent-0001', couponId: '100001', stake: 5, value: 4.75 });
    expect(connectCouponCashout(service, '100001')?.notice).toEqual({ step: 'paid', messageKey: 'coupon_cashout_paid', amountMinor: 475, isAlert: false });
    api.offer = { ...api.offer, stake: 5, possibleWin: 10, value: 4.75, cashedOut: 4.75 };
    await service.refresh();
    expect(connectCouponCashout(service, '100001')).toMatchObject({ stakeMinor: 500, cashedOutMinor: 475, part: { minor: 500, isAll: true }, valueMinor: 475 });
    api.answers = [{ status: 'accepted', requestId: 'intent-0002', couponId: '100001', paid: 4.75, stakeLeft: 0, couponStatus: 'cashed_out' }];
    api.open = false;
    expect(await service.cashout('100001', 475)).toBe('paid');
    expect(api.requests[1]).toEqual({ requestId: 'intent-0002', couponId: '100001', stake: 5, value: 4.75 });
    await flush();
    const view = connectCashoutList(service);
    expect(view.items).toEqual([]);
    expect(view.emptyKey).toBe('coupon_open_bets_empty');
    expect(view.receipts).toEqual([{ couponId: '100001', code: 'ABCDEF2345', messageKey: 'coupon_cashout_receipt', amountMinor: 475, money: { currencyIso: 'EUR', decimals: 2 } }]);
    expect(balanceReads).toHaveLength(2);
    expect(paidEvents).toBe(2);
    service.dismissReceipt('100001');
    expect(connectCashoutList(service).receipts).toEqual([]);
  });

  it('shows a refused stale value with the new one, then sells at it with a new request id', async () => {
    const { api, service } = setup();
    await service.refresh();
    const moved = { ...api.offer, value: 7.6 };
    api.answers = [
      { status: 'rejected', requestId: 'intent-0001', couponId: '100001', code: 'cashout_value_changed', messageKey: 'coupon_cashout_value_changed', newValue: 7.6, offer: moved },
      { status: 'accepted', requestId: 'intent-0002', couponId: '100001', paid: 7.6, stakeLeft: 0, couponStatus: 'cashed_out' },
    ];
    expect(await service.cashout('100001', 950)).toBe('changed');
    const item = connectCouponCashout(service, '100001');
    expect(item).toMatchObject({ valueMinor: 760, button: { amountMinor: 760, labelKey: 'coupon_cashout_all' }, notice: { step: 'changed', messageKey: 'coupon_cashout_value_changed', amountMinor: 760, isAlert: true } });
    expect(await service.cashout('100001', item?.valueMinor ?? 0)).toBe('paid');
    expect(api.requests.map((request) => [request.requestId, request.value])).toEqual([
      ['intent-0001', 9.5],
      ['intent-0002', 7.6],
    ]);
  });

  it('sends a failed request again with the same id, part and value, so it can never pay twice', async () => {
    const { api, service } = setup();
    await service.refresh();
    service.setHalf('100001');
    api.answers = [new ApiError(0, { code: 'network_error', messageKey: 'main_network_error' }), { status: 'accepted', requestId: 'intent-0001', couponId: '100001', paid: 4.75, stakeLeft: 5, couponStatus: 'open' }];
    expect(await service.cashout('100001', 475)).toBe('failed');
    expect(connectCouponCashout(service, '100001')).toMatchObject({ button: { labelKey: 'coupon_cashout_retry', amountMinor: 475, isDisabled: false }, notice: { step: 'failed', messageKey: 'main_network_error', isAlert: true } });
    // the odds moved meanwhile: the retry still sends what the player agreed to
    api.offer = { ...api.offer, value: 8 };
    await service.refresh();
    expect(await service.cashout('100001', 400)).toBe('paid');
    expect(api.requests).toEqual([
      { requestId: 'intent-0001', couponId: '100001', stake: 5, value: 4.75 },
      { requestId: 'intent-0001', couponId: '100001', stake: 5, value: 4.75 },
    ]);
  });

  it('says why there is no cash-out, and sends nothing then', async () => {
    const { api, service } = setup();
    api.offer = { ...api.offer, value: 0, isAvailable: false, reason: 'suspended' };
    await service.refresh();
    expect(connectCouponCashout(service, '100001')).toMatchObject({ isAvailable: false, unavailableKey: 'coupon_cashout_reason_suspended', button: { isDisabled: true }, canHalf: false });
  });

  it('keeps the read error key when the offers cannot be read', async () => {
    const { service } = setup();
    const failing = new DefaultCashoutService(
      { getOffers: () => Promise.reject(new ApiError(401, { code: 'unauthorized', messageKey: 'main_unauthorized' })), cashout: () => Promise.reject(new Error('unused')) },
      createTestPlatform().clock,
      new SequentialIds(),
      { refresh: () => Promise.resolve() },
    );
    await failing.refresh();
    expect(connectCashoutList(failing)).toMatchObject({ isLoading: false, errorKey: 'main_unauthorized', items: [] });
    expect(service.offers).toBeNull();
  });
});
