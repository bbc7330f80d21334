import { ApiError, type PlaceTotoCouponRequest, type TotoApi, type TotoCoupon, type TotoCoupons, type TotoDraw, type TotoDraws, type TotoResults } from '@kickoff/contracts';
import { TOTO_EVENTS, TOTO_LINE_PRICE_MINOR, TOTO_MAX_LINES, TOTO_OPERATOR_CUT_PERCENT, TOTO_PRIZE_CLASSES, validateTotoPicks, type TotoOutcome } from './toto.rules';

/** A draw of 15 events for tests: number `id`, its games `id * 100 + position`, an empty euro pool. */
export function aTotoDraw(id: number, over: Partial<TotoDraw> = {}): TotoDraw {
  return {
    id,
    status: 'open',
    closesAt: Date.UTC(2026, 10, 22, 15),
    settledAt: null,
    events: Array.from({ length: TOTO_EVENTS }, (_, index) => ({
      position: index + 1,
      gameId: id * 100 + index + 1,
      sportName: 'Football',
      champName: 'England. Premier League',
      opponent1: `Home ${index + 1}`,
      opponent2: `Away ${index + 1}`,
      startAt: Date.UTC(2026, 10, 22, 15) + index * 600_000,
      status: 0,
      score: null,
      result: null,
    })),
    pools: [
      {
        currency: 'EUR',
        minorDigits: 2,
        linePriceMinor: 50,
        coupons: 0,
        lines: 0,
        poolMinor: 0,
        cutMinor: 0,
        fundMinor: 0,
        classes: TOTO_PRIZE_CLASSES.map((prize) => ({ correct: prize.correct, sharePercent: prize.sharePercent, fundMinor: 0, winningLines: null, perLineMinor: null })),
        keptMinor: null,
      },
    ],
    ...over,
  };
}

/**
 * `TotoApi` in memory for tests: the draws and results it is given, coupons placed on the current
 * draw in euros (once per request id, like the server), refusals as the server words them, and a
 * `failNext` switch for a lost answer or a refusal.
 */
export class InMemoryTotoApi implements TotoApi {
  current: TotoDraw | null = aTotoDraw(7);
  next: TotoDraw | null = aTotoDraw(8, { status: 'upcoming' });
  results: TotoDraw[] = [];
  coupons: TotoCoupon[] = [];
  balanceMinor = 10_000;
  /** Signed in: without it the coupon calls answer 401. */
  signedIn = true;
  /** The next placing fails with this error (and, for a lost answer, still places). */
  failNext: { error: Error; placeAnyway: boolean } | null = null;
  readonly placings: PlaceTotoCouponRequest[] = [];
  calls = { draws: 0, results: 0, coupons: 0 };

  async getDraws(): Promise<TotoDraws> {
    this.calls.draws++;
    return {
      current: this.current,
      next: this.next,
      rules: {
        events: TOTO_EVENTS,
        cutPercent: TOTO_OPERATOR_CUT_PERCENT,
        classes: TOTO_PRIZE_CLASSES.map((prize) => ({ ...prize })),
        linePrices: Object.entries(TOTO_LINE_PRICE_MINOR).map(([currency, linePriceMinor]) => ({ currency, minorDigits: 2, linePriceMinor })),
        maxLines: TOTO_MAX_LINES,
      },
    };
  }

  async getResults(): Promise<TotoResults> {
    this.calls.results++;
    return { draws: this.results };
  }

  async getCoupons(): Promise<TotoCoupons> {
    this.calls.coupons++;
    if (!this.signedIn) throw new ApiError(401, { code: 'unauthorized', messageKey: 'main_unauthorized' });
    return { coupons: [...this.coupons].reverse() };
  }

  async place(request: PlaceTotoCouponRequest): Promise<TotoCoupon> {
    this.placings.push(request);
    if (!this.signedIn) throw new ApiError(401, { code: 'unauthorized', messageKey: 'main_unauthorized' });
    const failure = this.failNext;
    this.failNext = null;
    if (failure && !failure.placeAnyway) throw failure.error;
    const coupon = this.placeNow(request);
    if (failure) throw failure.error;
    return coupon;
  }

  private placeNow(request: PlaceTotoCouponRequest): TotoCoupon {
    const known = this.coupons.find((coupon) => coupon.requestId === request.requestId);
    if (known) return known;
    const checked = validateTotoPicks(request.picks);
    if (!checked.ok) throw new ApiError(400, { code: checked.code, messageKey: 'toto_error_picks' });
    if (this.current === null || request.drawId !== this.current.id) throw new ApiError(409, { code: 'toto_draw_closed', messageKey: 'toto_error_closed' });
    const amountMinor = checked.lines * 50;
    if (amountMinor > this.balanceMinor) throw new ApiError(402, { code: 'insufficient_funds', messageKey: 'main_insufficient_funds' });
    this.balanceMinor -= amountMinor;
    const coupon: TotoCoupon = {
      id: this.coupons.length + 1,
      requestId: request.requestId,
      drawId: request.drawId,
      picks: checked.picks.map((event) => [...event] as TotoOutcome[]),
      lines: checked.lines,
      linePriceMinor: 50,
      amountMinor,
      currency: 'EUR',
      minorDigits: 2,
      status: 'open',
      winningLines: null,
      winMinor: null,
      placedAt: Date.UTC(2026, 10, 22, 12),
      settledAt: null,
    };
    this.coupons.push(coupon);
    return coupon;
  }
}
