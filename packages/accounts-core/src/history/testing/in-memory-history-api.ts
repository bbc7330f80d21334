import { ApiError, HISTORY_PERIOD_MS, HISTORY_TYPE_IDS, type BetHistoryPage, type BetHistoryQuery, type HistoryApi, type HistoryCoupon } from '@kickoff/contracts';
import type { Clock } from '@kickoff/platform';

const cancelled = () => new ApiError(499, { code: 'cancelled', messageKey: 'main_error' });

/** A placed coupon of the history (an open express of two at 1.85 × 2.0, 10 EUR). */
export function aHistoryCoupon(overrides: Partial<HistoryCoupon> = {}): HistoryCoupon {
  return {
    couponId: '100001',
    code: 'K-100001',
    typeId: 1,
    systemValue: 0,
    amount: 10,
    coef: 3.7,
    possibleWin: 37,
    win: null,
    status: 'open',
    currency: 'EUR',
    placedAt: Date.UTC(2026, 0, 1, 11),
    settledAt: null,
    bets: [
      { marketId: 1_000_101, gameId: 10_001, marketName: '1', coef: 1.85, isBanker: false, status: 'open', sportName: 'Football', champName: 'England. Premier Division', opponent1Name: 'London FC', opponent2Name: 'Leeds United', startDateTime: Date.UTC(2026, 0, 1, 18), scoreFormatted: '0:0', gameStatusId: 0 },
      { marketId: 1_000_202, gameId: 10_002, marketName: 'X', coef: 2, isBanker: false, status: 'open', sportName: 'Football', champName: 'Spain. First Division', opponent1Name: 'Madrid', opponent2Name: 'Sevilla', startDateTime: Date.UTC(2026, 0, 1, 20), scoreFormatted: '0:0', gameStatusId: 0 },
    ],
    ...overrides,
  };
}

/**
 * A `HistoryApi` over coupons held in memory, filtered and paged as the server does (newest
 * first, the period counted back from the clock). Tests count the calls, make the next call fail,
 * or hold answers to answer them late.
 */
export class InMemoryHistoryApi implements HistoryApi {
  readonly queries: BetHistoryQuery[] = [];
  readonly couponReads: string[] = [];
  private readonly failures: ApiError[] = [];
  private held: Array<() => void> = [];
  private holding = false;

  constructor(
    private readonly clock: Clock,
    public coupons: HistoryCoupon[] = [aHistoryCoupon()],
  ) {}

  failNext(error: ApiError): void {
    this.failures.push(error);
  }

  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    const waiting = this.held;
    this.held = [];
    for (const resume of waiting) resume();
  }

  /** Settles a coupon as the server does. */
  settle(couponId: string, status: 'won' | 'lost' | 'returned', win: number): void {
    this.coupons = this.coupons.map((coupon) => (coupon.couponId === couponId ? { ...coupon, status, win, settledAt: this.clock.now() } : coupon));
  }

  async getBets(query: BetHistoryQuery, signal?: AbortSignal): Promise<BetHistoryPage> {
    this.queries.push(query);
    await this.wait(signal);
    const period = query.period ?? '30d';
    const status = query.status ?? 'all';
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 20);
    const since = period === 'all' ? -Infinity : this.clock.now() - HISTORY_PERIOD_MS[period];
    const type = query.type ?? 'all';
    const sportId = query.sportId === undefined ? null : Number(query.sportId);
    const inPeriod = this.coupons.filter((coupon) => coupon.placedAt >= since);
    const matching = inPeriod
      .filter((coupon) => (status === 'all' || coupon.status === status) && (type === 'all' || coupon.typeId === HISTORY_TYPE_IDS[type]))
      .filter((coupon) => sportId === null || coupon.bets.some((bet) => this.sportIdOf(bet.sportName) === sportId))
      .sort((a, b) => b.placedAt - a.placedAt);
    // sums in minor units (cents), as the server sums them
    const stake = matching.reduce((sum, coupon) => sum + Math.round(coupon.amount * 100), 0);
    const returns = matching.reduce((sum, coupon) => sum + Math.round((coupon.win ?? 0) * 100) + Math.round((coupon.cashedOut ?? 0) * 100), 0);
    const sportNames = [...new Set(inPeriod.flatMap((coupon) => coupon.bets.map((bet) => bet.sportName)))].sort();
    return {
      coupons: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
      totals: { count: matching.length, stake: stake / 100, returns: returns / 100, net: (returns - stake) / 100, currency: matching[0]?.currency ?? 'EUR' },
      sports: sportNames.map((name) => ({ id: this.sportIdOf(name), name })),
    };
  }

  /** Sport ids of the coupons' sport names: Football 1, Basketball 3, Tennis 4 as in the feed's sports, others from 100. */
  private sportIdOf(name: string): number {
    const known: Record<string, number> = { Football: 1, Basketball: 3, Tennis: 4 };
    return known[name] ?? 100 + name.length;
  }

  async getCoupon(couponId: string, signal?: AbortSignal): Promise<HistoryCoupon> {
    this.couponReads.push(couponId);
    await this.wait(signal);
    const coupon = this.coupons.find((candidate) => candidate.couponId === couponId);
    if (!coupon) throw new ApiError(404, { code: 'not_found', messageKey: 'main_not_found' });
    return coupon;
  }

  private async wait(signal: AbortSignal | undefined): Promise<void> {
    if (this.holding) await new Promise<void>((resume) => this.held.push(resume));
    await Promise.resolve();
    if (signal?.aborted) throw cancelled();
    const failure = this.failures.shift();
    if (failure) throw failure;
  }
}
