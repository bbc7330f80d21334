import { Container } from 'inversify';
import { ApiError, type AcceptedCoupon, type CouponApi, type CouponBet, type LoadedCoupon, type PlaceCouponRequest, type PlaceCouponResponse, type PlacingOutcomeResponse } from '@kickoff/contracts';
import { CouponApi as CouponApiId } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { couponCoreModule } from '../coupon-core.module';
import { PlacingIdSource } from '../placing/placing-id';
import { BalanceRefresher } from '../placing/placer.service';
import type { CouponContext } from '../coupon/coupon.types';
import { DEFAULT_COUPON_CONTEXT } from '../coupon/coupon.types';

let nextMarketId = 1;

/** A coupon bet: a pre-match football bet unless told otherwise. */
export function aBet(overrides: { id?: string; coef?: number; isLive?: boolean; isBanker?: boolean; kind?: number; sportId?: number; blockId?: number } & Partial<Omit<CouponBet, 'market'>> = {}): CouponBet {
  const marketId = nextMarketId++;
  const { coef = 2, isLive = false, kind = 1, sportId = 1, id = `bet-${marketId}`, isBanker = false, blockId = 0, ...rest } = overrides;
  return {
    id,
    market: { id: marketId, coef, kind, sportId, typeId: 1, isLive, gameId: 1000 + marketId, champId: 50 },
    blockId,
    statusId: -2,
    typeId: 1,
    game: { isFinished: false, isLiveInLive: false, statusId: 1, timeSec: 0 },
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    isBanker,
    ...rest,
  };
}

/** A coupon context: a RUB account with the given overrides. */
export function aContext(overrides: Partial<CouponContext> = {}): CouponContext {
  return { ...DEFAULT_COUPON_CONTEXT, accountId: 11, userId: 7, ...overrides, siteConfig: { ...DEFAULT_COUPON_CONTEXT.siteConfig, ...overrides.siteConfig } };
}

/** A CouponApi that answers from a script and records every request. */
export class FakeCouponApi implements CouponApi {
  readonly placed: PlaceCouponRequest[] = [];
  readonly outcomeLookups: string[] = [];
  /** Answers in order; a function answers from the request; an Error rejects. */
  placeAnswers: Array<PlaceCouponResponse | Error | ((request: PlaceCouponRequest) => PlaceCouponResponse)> = [];
  outcomes = new Map<string, PlacingOutcomeResponse>();
  coupons = new Map<string, LoadedCoupon>();

  placeCoupon(request: PlaceCouponRequest): Promise<PlaceCouponResponse> {
    this.placed.push(request);
    const answer = this.placeAnswers.shift() ?? acceptAll;
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(typeof answer === 'function' ? answer(request) : answer);
  }

  getPlacingOutcome(requestId: string): Promise<PlacingOutcomeResponse> {
    this.outcomeLookups.push(requestId);
    const outcome = this.outcomes.get(requestId);
    return outcome ? Promise.resolve(outcome) : Promise.reject(new ApiError(404, { code: 'not_found', messageKey: 'main_not_found' }));
  }

  loadCoupon(code: string): Promise<LoadedCoupon> {
    const coupon = this.coupons.get(code);
    return coupon ? Promise.resolve(coupon) : Promise.reject(new ApiError(404, { code: 'not_found', messageKey: 'coupon_not_found' }));
  }
}

/** Accepts a request as the server would, with a coupon id made from the request id. */
export function acceptAll(request: PlaceCouponRequest): AcceptedCoupon {
  return { status: 'accepted', requestId: request.id, couponId: `c-${request.id}`, couponNumber: `N-${request.id}`, typeId: request.typeId, amount: request.amount, coef: request.coef, possibleWin: 0, betIds: request.bets.map((bet) => bet.id), acceptedAt: 0 };
}

/** Ids `intent-0001`, `intent-0002`, ... */
export class SequentialIds {
  private count = 0;
  next(): string {
    this.count++;
    return `intent-${String(this.count).padStart(4, '0')}`;
  }
}

/** A fresh container with memory adapters, the fake API, sequential ids and a balance that needs no reading. */
export function aContainer(platform: TestPlatform = createTestPlatform()): { container: Container; platform: TestPlatform; api: FakeCouponApi } {
  const container = new Container();
  const api = new FakeCouponApi();
  container.load(platformModule(platform));
  container.load(couponCoreModule);
  container.bind(CouponApiId).toConstantValue(api);
  container.rebind(PlacingIdSource).toConstantValue(new SequentialIds());
  container.bind(BalanceRefresher).toConstantValue({ refresh: () => Promise.resolve() });
  return { container, platform, api };
}
