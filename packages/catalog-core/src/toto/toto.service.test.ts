import { ApiError } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTotoDraw, InMemoryTotoApi } from './in-memory-toto-api';
import { connectToto, totoViewOf } from './toto.connect';
import { TOTO_REFRESH_MS, TotoService } from './toto.service';

let platform: TestPlatform;
let api: InMemoryTotoApi;
let service: TotoService;

const settle = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve();
};
/** Picks one outcome on every event (position 1 to 15). */
const pickAll = (outcome: '1' | 'X' | '2') => {
  for (let position = 1; position <= 15; position++) service.toggle(position, outcome);
};

beforeEach(() => {
  platform = createTestPlatform();
  api = new InMemoryTotoApi();
  service = new TotoService(api, platform.clock, platform.logger);
});
afterEach(() => expect(platform.clock.pendingTimerCount()).toBe(0));

describe('TotoService (issue 16: toto, headless)', () => {
  it('reads the draws when watched and again every 30 s, and stops when the page goes', async () => {
    const stop = service.watch('draw');
    expect(connectToto(service).loading).toBe(true);
    await settle();
    const view = connectToto(service);
    expect(view.loading).toBe(false);
    expect(view.current?.id).toBe(7);
    expect(view.current?.statusKey).toBe('toto_status_open');
    expect(view.next?.statusKey).toBe('toto_status_upcoming');
    expect([view.current?.showClosesAt, view.current?.showPayouts]).toEqual([true, false]);
    expect(view.grid).toHaveLength(15);
    expect(view.grid[0]?.options.map((option) => option.outcome)).toEqual(['1', 'X', '2']);
    // the stated rules: 0.50 a line in the player's currency, 15 % cut, classes 50/30/20
    expect(view.rules).toMatchObject({ linePrice: { minor: 50, currency: 'EUR', digits: 2 }, cutPercent: 15, classes: [{ correct: 15, sharePercent: 50 }, { correct: 14, sharePercent: 30 }, { correct: 13, sharePercent: 20 }] });
    expect(api.calls.draws).toBe(1);
    platform.clock.advanceBy(TOTO_REFRESH_MS);
    await settle();
    expect(api.calls.draws).toBe(2);
    stop();
    platform.clock.advanceBy(TOTO_REFRESH_MS);
    await settle();
    expect(api.calls.draws).toBe(2);
  });

  it('picks and unpicks outcomes per event, with the lines and the cost live', async () => {
    const stop = service.watch('draw');
    await settle();
    expect(connectToto(service)).toMatchObject({ lines: 0, cost: null, canPlace: false, picked: 0 });
    pickAll('1');
    expect(connectToto(service)).toMatchObject({ lines: 1, cost: { minor: 50 }, canPlace: true, picked: 15 });
    service.toggle(1, 'X');
    service.toggle(2, '2');
    service.toggle(2, 'X');
    // 2 × 3 lines at 0.50
    expect(connectToto(service)).toMatchObject({ lines: 6, cost: { minor: 300, currency: 'EUR', digits: 2 } });
    expect(connectToto(service).grid[1]?.options).toEqual([
      { outcome: '1', picked: true },
      { outcome: 'X', picked: true },
      { outcome: '2', picked: true },
    ]);
    service.toggle(2, 'X');
    expect(connectToto(service).lines).toBe(4);
    service.toggle(1, '1');
    service.toggle(1, 'X');
    // event 1 has no pick: no line yet
    expect(connectToto(service)).toMatchObject({ lines: 0, cost: null, canPlace: false, picked: 14 });
    service.clear();
    expect(connectToto(service).picked).toBe(0);
    stop();
  });

  it('places the coupon, shows it placed with its cost, lists it and clears the picks', async () => {
    const stop = service.watch('draw');
    await settle();
    pickAll('X');
    service.toggle(3, '1');
    await service.place();
    await settle();
    expect(api.placings).toHaveLength(1);
    expect(api.placings[0]).toMatchObject({ drawId: 7, picks: [['X'], ['X'], ['1', 'X'], ...Array.from({ length: 12 }, () => ['X'])] });
    const view = connectToto(service);
    expect(view.placed).toMatchObject({ drawId: 7, lines: 2, amount: { minor: 100, currency: 'EUR' }, statusKey: 'toto_coupon_open' });
    expect(view.coupons?.map((coupon) => coupon.id)).toEqual([1]);
    expect(view.lines).toBe(0);
    expect(api.balanceMinor).toBe(9_900);
    stop();
  });

  it('maps refusals to keys: short balance, closed draw, bad picks, signed out; the picks stay', async () => {
    const stop = service.watch('draw');
    await settle();
    // 3 outcomes on 7 events: 2 187 lines, 1 093.50, more than the 100.00 balance
    for (let position = 1; position <= 15; position++) {
      service.toggle(position, '1');
      if (position <= 7) {
        service.toggle(position, 'X');
        service.toggle(position, '2');
      }
    }
    expect(connectToto(service).lines).toBe(2_187);
    await service.place();
    expect(connectToto(service)).toMatchObject({ placingErrorKey: 'toto_error_funds', lines: 2_187, placed: null });
    service.clear();
    pickAll('1');
    api.current = aTotoDraw(9);
    await service.place();
    expect(connectToto(service).placingErrorKey).toBe('toto_error_closed');
    api.failNext = { error: new ApiError(400, { code: 'toto_pick_invalid', messageKey: 'toto_error_picks' }), placeAnyway: false };
    await service.place();
    expect(connectToto(service).placingErrorKey).toBe('toto_error_picks');
    api.signedIn = false;
    await service.place();
    expect(connectToto(service).placingErrorKey).toBe('toto_error_sign_in');
    expect(connectToto(service).picked).toBe(15);
    // an event without a pick is refused before any call
    const calls = api.placings.length;
    service.toggle(4, '1');
    await service.place();
    expect(connectToto(service).placingErrorKey).toBe('toto_error_picks');
    expect(api.placings).toHaveLength(calls);
    stop();
  });

  it('keeps the request id after a lost answer, so trying again places once', async () => {
    const stop = service.watch('draw');
    await settle();
    pickAll('2');
    api.failNext = { error: new Error('network down'), placeAnyway: true };
    await service.place();
    expect(connectToto(service).placingErrorKey).toBe('toto_error_network');
    await service.place();
    await settle();
    expect(api.placings.map((placing) => placing.requestId)).toEqual([api.placings[0]?.requestId, api.placings[0]?.requestId]);
    expect(api.coupons).toHaveLength(1);
    expect(connectToto(service).placed?.id).toBe(1);
    stop();
  });

  it('shows my coupons settled with their winning lines and win, and the past draws with what each class paid', async () => {
    api.coupons = [
      { ...(await placedCoupon()), status: 'won', winningLines: { 15: 0, 14: 1, 13: 2 }, winMinor: 1_234, settledAt: Date.UTC(2026, 10, 22, 18) },
    ];
    const settled = aTotoDraw(6, { status: 'settled', settledAt: Date.UTC(2026, 10, 22, 18) });
    settled.events = settled.events.map((event, index) => ({ ...event, status: 4, score: '1:0', result: index === 14 ? 'void' : '1' }));
    settled.pools = [{ ...settled.pools[0]!, poolMinor: 10_000, cutMinor: 1_500, fundMinor: 8_500, classes: [
      { correct: 15, sharePercent: 50, fundMinor: 4_250, winningLines: 0, perLineMinor: 0 },
      { correct: 14, sharePercent: 30, fundMinor: 2_550, winningLines: 2, perLineMinor: 1_275 },
      { correct: 13, sharePercent: 20, fundMinor: 1_700, winningLines: 3, perLineMinor: 566 },
    ], keptMinor: 4_252 }];
    api.results = [settled];
    let stop = service.watch('coupons');
    await settle();
    const coupons = connectToto(service).coupons!;
    expect(coupons[0]).toMatchObject({ statusKey: 'toto_coupon_won', win: { minor: 1_234 }, winningLines: [{ correct: 15, lines: 0 }, { correct: 14, lines: 1 }, { correct: 13, lines: 2 }] });
    stop();
    stop = service.watch('draws');
    await settle();
    const result = connectToto(service).results![0]!;
    expect([result.showClosesAt, result.showPayouts]).toEqual([false, true]);
    expect(result.events[14]).toMatchObject({ result: null, resultKey: 'toto_result_void' });
    expect(result.events[0]).toMatchObject({ result: '1', score: '1:0' });
    expect(result.pools[0]?.classes[0]).toMatchObject({ winningLines: 0, keptKey: 'toto_class_kept' });
    expect(result.pools[0]?.classes[1]).toMatchObject({ winningLines: 2, perLine: { minor: 1_275 }, keptKey: null });
    expect(result.pools[0]?.kept).toEqual({ minor: 4_252, currency: 'EUR', digits: 2 });
    expect(connectToto(service).tabs.find((tab) => tab.active)?.path).toBe('toto/pool/draws');
    stop();
  });

  it('asks a signed-out visitor to sign in for coupons', async () => {
    api.signedIn = false;
    const stop = service.watch('coupons');
    await settle();
    expect(connectToto(service)).toMatchObject({ coupons: null, couponsErrorKey: 'toto_sign_in_for_coupons' });
    stop();
  });

  it('names the page of each route child', () => {
    expect([undefined, 'draws', 'coupons', 'next', 'nonimees', 'other'].map(totoViewOf)).toEqual(['draw', 'draws', 'coupons', 'next', 'nonimees', 'draw']);
  });
});

async function placedCoupon() {
  const other = new InMemoryTotoApi();
  return other.place({ requestId: 'placed-coupon-1', drawId: 7, picks: Array.from({ length: 15 }, () => ['1']) });
}
