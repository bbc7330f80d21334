import { PlaceCouponResponse, type CouponBet, type PlaceCouponRequest } from '@kickoff/contracts';
import { randomBytes } from 'node:crypto';
import type { TestPlayer } from '../auth/auth.testing';

/** A placing request (document 000 §3 "Coupon as sent for placing") for bets as the feed holds them; a single or an express by default. */
export function aCoupon(player: Pick<TestPlayer, 'accountId' | 'userId'>, bets: CouponBet[], overrides: Partial<PlaceCouponRequest> = {}): PlaceCouponRequest {
  return {
    id: `test-${randomBytes(10).toString('hex')}`,
    accountId: player.accountId,
    amount: 1,
    amountByBlockId: {},
    bets,
    changeCoefAction: 2,
    coef: bets[0]?.market.coef ?? 1,
    coefByView: bets[0]?.market.coef ?? 1,
    coefViewId: 0,
    exactCoef: 0,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: 0,
    systemValue: 2,
    typeId: bets.length > 1 ? 1 : 0,
    userId: player.userId,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    ...overrides,
  };
}

/** Places a coupon over HTTP as the player; throws on a non-200 answer. */
export async function placeCoupon(api: { baseUrl: string }, player: Pick<TestPlayer, 'cookie'>, coupon: PlaceCouponRequest): Promise<PlaceCouponResponse> {
  const response = await fetch(`${api.baseUrl}/web-api/coupon/v1/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: player.cookie },
    body: JSON.stringify(coupon),
  });
  if (response.status !== 200) throw new Error(`place answered ${response.status}: ${await response.text()}`);
  return PlaceCouponResponse.parse(await response.json());
}
