import { CashoutOffersResponse, CashoutResponse, HistoryCoupon, type CashoutRequest } from '@kickoff/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer, type TestPlayer } from '../auth/auth.testing';
import { couponBetsFromFeed } from './betting.feed';
import { settleOpenCoupons } from './betting.settlement';
import { aCoupon, placeCoupon } from './betting.testing';

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const balanceOf = async (player: TestPlayer) => (await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]))[0]!.balance_minor;

let gameOffset = 40;
/** The home-win market of a fresh not-started game, unblocked, at `coef`. */
async function freshMarket(coef: number): Promise<number> {
  const [game] = await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = 1 order by id limit 1 offset $1', [gameOffset++]);
  await api.db.query('update feed_markets set is_blocked = false where game_id = $1', [game!.id]);
  const [market] = await api.db.query<{ id: number }>('select id from feed_markets where game_id = $1 and group_id = 1 order by position limit 1', [game!.id]);
  await api.db.query('update feed_markets set coef = $2 where id = $1', [market!.id, coef]);
  return market!.id;
}

/** Places a coupon of 10.00 on the given markets; returns its id. */
async function placed(player: TestPlayer, marketIds: number[], amount = 10): Promise<string> {
  const answer = await placeCoupon(api, player, aCoupon(player, await couponBetsFromFeed(api.db, marketIds), { amount }));
  if (answer.status !== 'accepted') throw new Error(`placing refused: ${answer.code}`);
  return answer.couponId;
}

async function offers(player: TestPlayer): Promise<CashoutOffersResponse> {
  const response = await fetch(`${api.baseUrl}/web-api/coupon/v1/cashout`, { headers: { cookie: player.cookie } });
  expect(response.status).toBe(200);
  return CashoutOffersResponse.parse(await response.json());
}

async function offerOf(player: TestPlayer, couponId: string) {
  return (await offers(player)).offers.find((offer) => offer.couponId === couponId);
}

const newId = () => `cashout-${randomBytes(8).toString('hex')}`;

async function post(player: TestPlayer, body: Partial<CashoutRequest>): Promise<Response> {
  return fetch(`${api.baseUrl}/web-api/coupon/v1/cashout`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: player.cookie }, body: JSON.stringify(body) });
}

async function cashout(player: TestPlayer, request: CashoutRequest): Promise<CashoutResponse> {
  const response = await post(player, request);
  if (response.status !== 200) throw new Error(`cash-out answered ${response.status}: ${await response.text()}`);
  return CashoutResponse.parse(await response.json());
}

async function historyCoupon(player: TestPlayer, couponId: string): Promise<HistoryCoupon> {
  return HistoryCoupon.parse(await (await fetch(`${api.baseUrl}/web-api/history/v1/coupons/${couponId}`, { headers: { cookie: player.cookie } })).json());
}

describe(`cash-out on ${database} (issue 16)`, () => {
  it('offers the stake x placed / current coefficient less the 5 % margin, and follows the odds', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const marketId = await freshMarket(2);
    const couponId = await placed(player, [marketId]);
    const offer = await offerOf(player, couponId);
    expect(offer).toMatchObject({ couponId, typeId: 0, stake: 10, possibleWin: 20, value: 9.5, isAvailable: true, reason: null, cashedOut: 0, currency: 'EUR' });
    expect(offer?.bets).toEqual([expect.objectContaining({ coef: 2, status: 'open' })]);
    expect((await offers(player)).marginBasisPoints).toBe(500);
    // the odds shortened to 1.60: 10 x 2 / 1.6 x 0.95 = 11.875 -> 11.87
    await api.db.query('update feed_markets set coef = 1.6 where id = $1', [marketId]);
    expect((await offerOf(player, couponId))?.value).toBe(11.87);
  });

  it('refuses a stale value with the new one, like an odds change, and moves nothing', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const marketId = await freshMarket(2);
    const couponId = await placed(player, [marketId]);
    await api.db.query('update feed_markets set coef = 2.5 where id = $1', [marketId]);
    const answer = await cashout(player, { requestId: newId(), couponId, stake: 10, value: 9.5 });
    expect(answer).toMatchObject({ status: 'rejected', code: 'cashout_value_changed', messageKey: 'coupon_cashout_value_changed', newValue: 7.6, offer: { value: 7.6, stake: 10 } });
    expect(await balanceOf(player)).toBe(9_000);
    const accepted = await cashout(player, { requestId: newId(), couponId, stake: 10, value: 7.6 });
    expect(accepted).toMatchObject({ status: 'accepted', paid: 7.6, stakeLeft: 0, couponStatus: 'cashed_out' });
    expect(await balanceOf(player)).toBe(9_760);
  });

  it('cashes out half, then the rest: the balance, the ledger and My bets agree', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const marketId = await freshMarket(2);
    const couponId = await placed(player, [marketId]);
    const half = await cashout(player, { requestId: newId(), couponId, stake: 5, value: 4.75 });
    expect(half).toMatchObject({ status: 'accepted', paid: 4.75, stakeLeft: 5, couponStatus: 'open' });
    expect(await balanceOf(player)).toBe(9_475);
    expect(await offerOf(player, couponId)).toMatchObject({ stake: 5, possibleWin: 10, value: 4.75, cashedOut: 4.75 });
    expect(await historyCoupon(player, couponId)).toMatchObject({ status: 'open', amount: 10, possibleWin: 10, cashedOut: 4.75, stakeCashedOut: 5, win: null });
    const rest = await cashout(player, { requestId: newId(), couponId, stake: 5, value: 4.75 });
    expect(rest).toMatchObject({ status: 'accepted', paid: 4.75, stakeLeft: 0, couponStatus: 'cashed_out' });
    expect(await balanceOf(player)).toBe(9_950);
    expect(await offerOf(player, couponId)).toBeUndefined();
    expect(await historyCoupon(player, couponId)).toMatchObject({ status: 'cashed_out', amount: 10, cashedOut: 9.5, stakeCashedOut: 10, win: 9.5 });
    const [ledger] = await api.db.query<{ paid: number; rows: number }>("select sum(amount_minor)::int as paid, count(*)::int as rows from ledger where account_id = $1 and ref like 'cashout:%'", [player.accountId]);
    expect(ledger).toEqual({ paid: 950, rows: 2 });
    // a sold coupon is never settled: its game's result pays nothing more
    await api.db.query('update feed_markets set result = 1 where id = $1', [marketId]);
    await settleOpenCoupons(api.context);
    expect(await balanceOf(player)).toBe(9_950);
  });

  it('settles what still runs after a partial cash-out on the remaining stake', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const marketId = await freshMarket(3);
    const couponId = await placed(player, [marketId]);
    // 4 of 10 sold: 10 x 3 / 3 x 0.95 = 9.50 for the whole, 3.80 for 4
    expect(await cashout(player, { requestId: newId(), couponId, stake: 4, value: 3.8 })).toMatchObject({ status: 'accepted', paid: 3.8, stakeLeft: 6 });
    await api.db.query('update feed_markets set result = 1 where id = $1', [marketId]);
    await settleOpenCoupons(api.context);
    expect(await historyCoupon(player, couponId)).toMatchObject({ status: 'won', amount: 10, win: 18, cashedOut: 3.8 });
    expect(await balanceOf(player)).toBe(9_000 + 380 + 1_800);
  });

  it('answers a repeated request id with the first answer and pays once', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const couponId = await placed(player, [await freshMarket(2)]);
    const request = { requestId: newId(), couponId, stake: 10, value: 9.5 };
    const [first, second] = await Promise.all([cashout(player, request), cashout(player, request)]);
    expect(first.status).toBe('accepted');
    expect(second).toEqual(first);
    expect(await cashout(player, request)).toEqual(first);
    expect(await balanceOf(player)).toBe(9_950);
  });

  it('pays once when ten different requests cash out the same bet at the same time', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const couponId = await placed(player, [await freshMarket(2)]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cashout(player, { requestId: newId(), couponId, stake: 10, value: 9.5 })));
    expect(answers.filter((answer) => answer.status === 'accepted')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 'rejected').map((answer) => answer.status === 'rejected' && answer.code)).toEqual(Array(9).fill('coupon_not_open'));
    expect(await balanceOf(player)).toBe(9_950);
    const [ledger] = await api.db.query<{ rows: number }>("select count(*)::int as rows from ledger where account_id = $1 and ref like 'cashout:%'", [player.accountId]);
    expect(ledger?.rows).toBe(1);
  });

  it('is unavailable while a market is suspended and once a leg of an express has lost', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const first = await freshMarket(2);
    const second = await freshMarket(1.5);
    const couponId = await placed(player, [first, second]);
    // at the odds it was placed at: the stake less the margin, whatever the legs
    expect(await offerOf(player, couponId)).toMatchObject({ isAvailable: true, value: 9.5 });
    await api.db.query('update feed_markets set is_blocked = true where id = $1', [second]);
    expect(await offerOf(player, couponId)).toMatchObject({ isAvailable: false, value: 0, reason: 'suspended' });
    expect(await cashout(player, { requestId: newId(), couponId, stake: 10, value: 9.5 })).toMatchObject({ status: 'rejected', code: 'cashout_unavailable' });
    await api.db.query('update feed_markets set is_blocked = false where id = $1', [second]);
    await api.db.query('update feed_markets set result = 0 where id = $1', [first]);
    expect(await offerOf(player, couponId)).toMatchObject({ isAvailable: false, value: 0, reason: 'leg_lost' });
    expect(await balanceOf(player)).toBe(9_000);
  });

  it('refuses a stake above the running one, bad bodies and other players\' coupons', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const couponId = await placed(player, [await freshMarket(2)]);
    expect(await cashout(player, { requestId: newId(), couponId, stake: 11, value: 10.45 })).toMatchObject({ status: 'rejected', code: 'cashout_stake_invalid' });
    expect((await post(player, { requestId: newId(), couponId, stake: 0, value: 0 })).status).toBe(400);
    expect((await post(player, { requestId: 'x', couponId, stake: 1, value: 0.95 })).status).toBe(400);
    const stranger = await registerPlayer(api, { balanceMinor: 100 });
    expect((await post(stranger, { requestId: newId(), couponId, stake: 10, value: 9.5 })).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/web-api/coupon/v1/cashout`)).status).toBe(401);
    expect(await balanceOf(player)).toBe(9_000);
  });
});
