import { BetHistoryPage, ErrorBody, HistoryCoupon } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer, type TestPlayer } from '../auth/auth.testing';
import { couponBetsFromFeed } from '../betting/betting.feed';
import { settleOpenCoupons } from '../betting/betting.settlement';
import { seedDemoBets } from '../betting/betting.seed';
import { aCoupon, placeCoupon } from '../betting/betting.testing';

let api: TestApi;
let player: TestPlayer;
const placed: string[] = [];

const history = async (query: string, who: TestPlayer = player) => {
  const response = await fetch(`${api.baseUrl}/web-api/history/v1/bets${query}`, { headers: { cookie: who.cookie } });
  return BetHistoryPage.parse(await response.json());
};

beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api, { balanceMinor: 10_000 });
  const games = await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = 1 order by id limit 3');
  for (const [index, game] of games.entries()) {
    const [market] = await api.db.query<{ id: number }>('update feed_markets set is_blocked = false where game_id = $1 and group_id = 1 and type_id = 1 returning id', [game.id]);
    const answer = await placeCoupon(api, player, aCoupon(player, await couponBetsFromFeed(api.db, [market!.id]), { amount: index + 1 }));
    if (answer.status !== 'accepted') throw new Error(`placing failed: ${JSON.stringify(answer)}`);
    placed.push(answer.couponId);
  }
  // placed 40 days, 10 days and 1 hour ago
  const now = api.clock.now();
  for (const [index, ageMs] of [40 * 86_400_000, 10 * 86_400_000, 3_600_000].entries()) {
    await api.db.query('update coupons set placed_at = $2 where id = $1', [Number(placed[index]), now - ageMs]);
  }
  // the first coupon's game ends 0:0: the home win loses
  const [first] = await api.db.query<{ market_id: number; game_id: number }>('select market_id, game_id from coupon_bets where coupon_id = $1', [Number(placed[0])]);
  await api.db.query('update feed_games set status = 4 where id = $1', [first!.game_id]);
  await api.db.query('update feed_markets set result = case when id = $2 then 0 else result end, is_blocked = true where game_id = $1', [first!.game_id, first!.market_id]);
  await settleOpenCoupons(api.context);
});
afterAll(async () => {
  await api?.close();
});

describe(`bet history on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('lists the player’s coupons newest first, with bets and game details', async () => {
    const page = await history('?period=all');
    expect(page.total).toBe(3);
    expect(page.coupons.map((coupon) => coupon.couponId)).toEqual([...placed].reverse());
    expect(page.coupons.map((coupon) => coupon.amount)).toEqual([3, 2, 1]);
    expect(page.coupons[0]!.bets[0]!.marketName).toBe('1');
  });

  it('filters by period and status and pages', async () => {
    expect((await history('?period=90d')).total).toBe(3);
    expect((await history('?period=30d')).total).toBe(2);
    expect((await history('?period=7d')).total).toBe(1);
    expect((await history('?period=24h')).coupons.map((coupon) => coupon.couponId)).toEqual([placed[2]]);
    const lost = await history('?period=all&status=lost');
    expect(lost.coupons.map((coupon) => [coupon.couponId, coupon.status, coupon.win])).toEqual([[placed[0], 'lost', 0]]);
    expect(lost.coupons[0]!.bets[0]!.status).toBe('lost');
    expect((await history('?period=all&status=open')).total).toBe(2);
    const second = await history('?period=all&pageSize=2&page=2');
    expect(second.coupons.map((coupon) => coupon.couponId)).toEqual([placed[0]]);
    expect((await fetch(`${api.baseUrl}/web-api/history/v1/bets?period=1y`, { headers: { cookie: player.cookie } })).status).toBe(400);
  });

  it('shows one coupon to its owner only; print-coupon ids are numeric only', async () => {
    const mine = await fetch(`${api.baseUrl}/web-api/history/v1/coupons/${placed[1]}`, { headers: { cookie: player.cookie } });
    const coupon = HistoryCoupon.parse(await mine.json());
    expect(coupon.couponId).toBe(placed[1]);
    expect(coupon.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const other = await registerPlayer(api);
    expect((await fetch(`${api.baseUrl}/web-api/history/v1/coupons/${placed[1]}`, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await history('?period=all', other)).total).toBe(0);
    const letters = await fetch(`${api.baseUrl}/web-api/history/v1/coupons/12a4`, { headers: { cookie: player.cookie } });
    expect(letters.status).toBe(400);
    expect(ErrorBody.parse(await letters.json()).code).toBe('validation_error');
    expect((await fetch(`${api.baseUrl}/web-api/history/v1/coupons/${placed[1]}`)).status).toBe(401);
  });

  it('filters by type and sport and sums the stakes, returns and net of the whole filter (issue 16)', async () => {
    const [football] = await api.db.query<{ id: number; name: string }>('select id, name from feed_sports where id = 1');
    const [other] = await api.db.query<{ id: number }>('select id from feed_sports where id <> 1 order by id limit 1');
    const all = await history('?period=all&type=single&pageSize=1');
    expect([all.total, all.coupons.length]).toEqual([3, 1]);
    // stakes 1 + 2 + 3, the first lost: nothing returned yet
    expect(all.totals).toEqual({ count: 3, stake: 6, returns: 0, net: -6, currency: all.coupons[0]!.currency });
    expect(all.sports).toEqual([{ id: 1, name: football!.name }]);
    expect((await history('?period=all&status=lost')).totals).toMatchObject({ count: 1, stake: 1, returns: 0, net: -1 });
    expect((await history('?period=all&type=express')).totals).toMatchObject({ count: 0, stake: 0, returns: 0, net: 0 });
    expect((await history('?period=all&sportId=1')).total).toBe(3);
    expect((await history(`?period=all&sportId=${other!.id}`)).totals).toMatchObject({ count: 0, stake: 0 });
    expect((await history('?period=7d&sportId=1')).totals).toMatchObject({ count: 1, stake: 3 });
    // the second coupon's home win wins: its return counts, the net moves by it
    const [second] = await api.db.query<{ market_id: number; game_id: number }>('select market_id, game_id from coupon_bets where coupon_id = $1', [Number(placed[1])]);
    await api.db.query('update feed_games set status = 4 where id = $1', [second!.game_id]);
    await api.db.query('update feed_markets set result = case when id = $2 then 1 else 0 end, is_blocked = true where game_id = $1', [second!.game_id, second!.market_id]);
    await settleOpenCoupons(api.context);
    const won = await history('?period=all&status=won');
    expect(won.coupons.map((coupon) => coupon.couponId)).toEqual([placed[1]]);
    const win = won.coupons[0]!.win!;
    expect(win).toBeCloseTo(2 * won.coupons[0]!.coef, 2);
    expect(won.totals).toMatchObject({ count: 1, stake: 2, returns: win });
    expect(won.totals.net).toBeCloseTo(win - 2, 2);
    const every = await history('?period=all');
    expect(every.totals).toMatchObject({ count: 3, stake: 6, returns: win });
    expect(every.totals.net).toBeCloseTo(win - 6, 2);
    expect((await fetch(`${api.baseUrl}/web-api/history/v1/bets?type=accumulator`, { headers: { cookie: player.cookie } })).status).toBe(400);
  });

  it('seeds a single and an express for the demo player once, through the placing code', async () => {
    const count = async () =>
      (
        await api.db.query<{ coupons: number; stakes: number }>(
          `select (select count(*)::int from coupons c join users u on u.id = c.user_id where u.email = 'demo@kickoff.example') as coupons,
                  (select count(*)::int from ledger l join users u on u.id = l.user_id where u.email = 'demo@kickoff.example' and l.reason = 'bet') as stakes`,
        )
      )[0];
    expect(await count()).toEqual({ coupons: 2, stakes: 2 });
    await seedDemoBets(api.context);
    expect(await count()).toEqual({ coupons: 2, stakes: 2 });
  });
});
