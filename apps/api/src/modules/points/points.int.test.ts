import { BuyPromoResponse, PointsOverview, PromoStore, type CouponBet, type PlaceCouponResponse } from '@kickoff/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { enableDevTools, registerPlayer, type TestPlayer } from '../auth/auth.testing';
import { couponBetsFromFeed } from '../betting/betting.feed';
import { aCoupon, placeCoupon } from '../betting/betting.testing';
import { finishGame } from '../simulator/simulator.service';

/**
 * Points and the promo-code store (issue 16): points earned once per settled real-money coupon, a
 * purchase made once under concurrency, a code used once under concurrent placings, refused for
 * several singles, and its effect paid at settlement as the coupon showed it.
 */

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

async function call(player: TestPlayer | null, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(player ? { cookie: player.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const balanceOf = async (player: TestPlayer) => (await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]))[0]!.balance_minor;
const points = async (player: TestPlayer) => PointsOverview.parse(await (await call(player, 'GET', '/web-api/points/v1/overview')).json());
const grant = async (player: TestPlayer, amount: number) => expect((await call(null, 'POST', `/dev-api/users/${player.userId}/points`, { points: amount })).status).toBe(200);
const newId = () => `buy-${randomBytes(8).toString('hex')}`;

async function buy(player: TestPlayer, productId: string, requestId = newId()): Promise<Response> {
  return call(player, 'POST', '/web-api/promo/v1/buy', { requestId, productId });
}
async function bought(player: TestPlayer, productId: string): Promise<string> {
  const response = await buy(player, productId);
  expect(response.status).toBe(200);
  return BuyPromoResponse.parse(await response.json()).code.code;
}

let gameOffset = 60;
/** Home-win markets of fresh pre-match football games at the given coefficients. */
async function homeMarkets(coefs: readonly number[]): Promise<{ gameIds: number[]; bets: CouponBet[] }> {
  const games = await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = 1 order by id limit $1 offset $2', [coefs.length, gameOffset]);
  gameOffset += coefs.length;
  for (const [index, game] of games.entries()) await api.db.query('update feed_markets set coef = $2, is_blocked = false where id = $1', [game.id * 100, coefs[index]]);
  return { gameIds: games.map((game) => game.id), bets: await couponBetsFromFeed(api.db, games.map((game) => game.id * 100)) };
}

const accepted = (answer: PlaceCouponResponse) => (answer.status === 'accepted' ? answer : null);

describe(`points and the promo store on ${database}`, () => {
  it('states the catalogue and the earning rule; a new player has no points', async () => {
    const player = await registerPlayer(api);
    expect(await points(player)).toEqual({ balance: 0, pointsPerUnit: 1, history: [] });
    const store = PromoStore.parse(await (await call(player, 'GET', '/web-api/promo/v1/store')).json());
    expect(store.products.map((product) => [product.id, product.pricePoints])).toEqual([
      ['boost-10', 100],
      ['boost-25', 300],
      ['free-bet-5', 250],
    ]);
    expect(store.codes).toEqual([]);
    expect((await call(null, 'GET', '/web-api/points/v1/overview')).status).toBe(401);
    // a guest sees the same products and prices, with no points and no codes, and cannot buy
    const guestStore = PromoStore.parse(await (await call(null, 'GET', '/web-api/promo/v1/store')).json());
    expect(guestStore).toEqual({ balance: 0, products: store.products, codes: [] });
    expect((await call(null, 'POST', '/web-api/promo/v1/buy', { requestId: 'guest-buy-0001', productId: 'boost-10' })).status).toBe(401);
  });

  it('buys once per request id, and two purchases at once never spend more points than the player has', async () => {
    const player = await registerPlayer(api);
    await grant(player, 150);
    const requestId = newId();
    const [first, second] = await Promise.all([buy(player, 'boost-10', requestId), buy(player, 'boost-10', requestId)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [BuyPromoResponse.parse(await first.json()), BuyPromoResponse.parse(await second.json())];
    expect(a.code.code).toBe(b.code.code);
    expect(a.code).toMatchObject({ status: 'active', effect: { kind: 'boost', boostPercent: 10, minSelections: 3 }, usedAt: null });
    expect(a.code.expiresAt - a.code.boughtAt).toBe(30 * 86_400_000);
    expect((await points(player)).balance).toBe(50);

    await grant(player, 100);
    const answers = await Promise.all([buy(player, 'boost-10'), buy(player, 'boost-10')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toMatchObject({ code: 'points_insufficient', messageKey: 'promo_error_points' });
    const overview = await points(player);
    expect(overview.balance).toBe(50);
    expect(overview.history.map((row) => [row.reason, row.points])).toEqual([
      ['promo_bought', -100],
      ['dev_grant', 100],
      ['promo_bought', -100],
      ['dev_grant', 150],
    ]);
    expect((await buy(player, 'no-such-product')).status).toBe(404);
  });

  it('a +10 % boost code takes an express of 3 once: two placings at once, one accepted with the boosted possible win, one refused; paid as shown; points earned once', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    await grant(player, 100);
    const code = await bought(player, 'boost-10');
    const { gameIds, bets } = await homeMarkets([1.5, 2, 2.5]);
    // 10.00 x 1.5 x 2 x 2.5 = 75.00, the site's hyper bonus of 5 % of the net win 65.00 = 3.25: 78.25; boosted by 10 %: 78.25 + 7.825 -> 86.08
    const answers = await Promise.all([placeCoupon(api, player, aCoupon(player, bets, { amount: 10, promoCode: code })), placeCoupon(api, player, aCoupon(player, bets, { amount: 10, promoCode: code }))]);
    const winners = answers.filter((answer) => answer.status === 'accepted');
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ possibleWin: 86.08, amount: 10 });
    expect(answers.find((answer) => answer.status === 'rejected')).toMatchObject({ code: 'promo_code_used', messageKey: 'coupon_reject_promo_code_used' });
    expect(await balanceOf(player)).toBe(9_000);
    const store = PromoStore.parse(await (await call(player, 'GET', '/web-api/promo/v1/store')).json());
    expect(store.codes[0]).toMatchObject({ code, status: 'used', couponNumber: accepted(winners[0]!)!.couponNumber });
    // no cash-out for a coupon placed with a code
    const offers = (await (await call(player, 'GET', '/web-api/coupon/v1/cashout')).json()) as { offers: unknown[] };
    expect(offers.offers).toEqual([]);

    for (const gameId of gameIds) await finishGame(api.context, gameId, 1, 0);
    expect(await balanceOf(player)).toBe(9_000 + 8_608);
    const [settled] = await api.db.query<{ status: string; win_minor: number }>('select status, win_minor from coupons where code = $1', [accepted(winners[0]!)!.couponNumber]);
    expect(settled).toEqual({ status: 'won', win_minor: 8_608 });
    // 1 point per whole unit staked: 10.00 earns 10, once
    const overview = await points(player);
    expect(overview.history[0]).toMatchObject({ reason: 'bet_settled', points: 10, ref: accepted(winners[0]!)!.couponNumber });
    expect(overview.balance).toBe(10);
  });

  it('refuses codes that do not fit: several singles, a single for a boost, an unknown, another player’s, an expired one; nothing is taken', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const other = await registerPlayer(api);
    await grant(player, 200);
    await grant(other, 100);
    const code = await bought(player, 'boost-10');
    const othersCode = await bought(other, 'boost-10');
    const { bets } = await homeMarkets([1.5, 2, 2.5]);
    const refusal = async (overrides: Parameters<typeof aCoupon>[2]) => {
      const answer = await placeCoupon(api, player, aCoupon(player, overrides?.typeId === 0 ? bets.slice(0, 1) : bets, { amount: 10, ...overrides }));
      return answer.status === 'rejected' ? answer.code : answer.status;
    };
    // document 000 §5: a single of a several-singles coupon takes no code
    expect(await refusal({ typeId: 0, promoCode: code, severalSingles: true })).toBe('promo_code_not_applicable');
    expect(await refusal({ typeId: 0, promoCode: code })).toBe('promo_code_not_applicable');
    expect(await refusal({ promoCode: 'PNOSUCHCODE1' })).toBe('promo_code_invalid');
    expect(await refusal({ promoCode: othersCode })).toBe('promo_code_invalid');
    const expiring = await bought(player, 'boost-10');
    await api.db.query('update promo_codes set expires_at = $2 where code = $1', [expiring, api.clock.now()]);
    expect(await refusal({ promoCode: expiring })).toBe('promo_code_expired');
    expect(await balanceOf(player)).toBe(10_000);
    const store = PromoStore.parse(await (await call(player, 'GET', '/web-api/promo/v1/store')).json());
    expect(store.codes.map((row) => [row.code, row.status])).toEqual(expect.arrayContaining([[code, 'active'], [expiring, 'expired']]));
  });

  it('a free bet of 5 takes no money, pays the win less the stake and earns no points', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    await grant(player, 250);
    const code = await bought(player, 'free-bet-5');
    const { gameIds, bets } = await homeMarkets([2.4]);
    expect((await placeCoupon(api, player, aCoupon(player, bets, { amount: 6, promoCode: code }))).status === 'rejected' ? 'refused' : 'placed').toBe('refused');
    const answer = await placeCoupon(api, player, aCoupon(player, bets, { amount: 5, promoCode: code }));
    // 5.00 x 2.40 = 12.00, less the stake: 7.00
    expect(answer).toMatchObject({ status: 'accepted', amount: 5, possibleWin: 7 });
    expect(await balanceOf(player)).toBe(1_000);
    await finishGame(api.context, gameIds[0]!, 2, 0);
    expect(await balanceOf(player)).toBe(1_700);
    expect((await points(player)).balance).toBe(0);
  });
});
