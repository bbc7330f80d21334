import { LoadedCoupon, PlacingOutcomeResponse, type PlaceCouponRequest, type PlaceCouponResponse } from '@kickoff/contracts';
import { buildPlacingPayloads, EMPTY_DRAFT } from '@kickoff/coupon-core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer, type TestPlayer } from '../auth/auth.testing';
import { LiveSimulator } from '../simulator/simulator';
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

const place = (player: TestPlayer, coupon: PlaceCouponRequest) => placeCoupon(api, player, coupon);

const balanceOf = async (player: TestPlayer) => (await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]))[0]!.balance_minor;

/** Open markets of not-started games: `count` games, their 1X2 market ids. */
async function lineMarkets(count: number, offset = 0): Promise<Array<{ gameId: number; marketIds: number[] }>> {
  const games = await api.db.query<{ id: number }>("select id from feed_games where status = 0 and sport_id = 1 order by id limit $1 offset $2", [count, offset]);
  const out = [];
  for (const game of games) {
    await api.db.query('update feed_markets set is_blocked = false where game_id = $1', [game.id]);
    const markets = await api.db.query<{ id: number }>('select id from feed_markets where game_id = $1 and group_id = 1 order by position', [game.id]);
    out.push({ gameId: game.id, marketIds: markets.map((market) => market.id) });
  }
  return out;
}

const betsFor = (marketIds: number[]) => couponBetsFromFeed(api.db, marketIds);

describe(`placing coupons on ${database}`, () => {
  it('accepts exactly 20 of 50 concurrent placements against a balance that covers 20, never below zero', async () => {
    const player = await registerPlayer(api, { balanceMinor: 2_000 });
    const [game] = await lineMarkets(1);
    const [bet] = await betsFor([game!.marketIds[0]!]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(player, aCoupon(player, [bet!], { amount: 1 }))));
    const accepted = answers.filter((answer) => answer.status === 'accepted');
    const rejected = answers.filter((answer) => answer.status === 'rejected');
    expect(accepted).toHaveLength(20);
    expect(rejected.every((answer) => answer.status === 'rejected' && answer.code === 'insufficient_funds')).toBe(true);
    expect(await balanceOf(player)).toBe(0);
    const [ledger] = await api.db.query<{ lowest: number; bets: number }>(
      "select min(balance_after_minor)::int as lowest, count(*) filter (where reason = 'bet')::int as bets from ledger where account_id = $1",
      [player.accountId],
    );
    expect(ledger).toEqual({ lowest: 0, bets: 20 });
    const [coupons] = await api.db.query<{ count: number }>('select count(*)::int as count from coupons where user_id = $1', [player.userId]);
    expect(coupons?.count).toBe(20);
  });

  it('places one bet when the same idempotency id arrives twice in parallel, and answers the first answer again', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const [game] = await lineMarkets(1, 1);
    const coupon = aCoupon(player, await betsFor([game!.marketIds[0]!]), { amount: 2 });
    const [first, second] = await Promise.all([place(player, coupon), place(player, coupon)]);
    expect(first.status).toBe('accepted');
    expect(second).toEqual(first);
    expect(await place(player, coupon)).toEqual(first);
    expect(await balanceOf(player)).toBe(9_800);
    const [rows] = await api.db.query<{ count: number }>('select count(*)::int as count from coupons where request_id = $1', [coupon.id]);
    expect(rows?.count).toBe(1);
    const outcome = await fetch(`${api.baseUrl}/web-api/coupon/v1/outcome/${coupon.id}`, { headers: { cookie: player.cookie } });
    expect(PlacingOutcomeResponse.parse(await outcome.json())).toEqual(first);
    const stranger = await registerPlayer(api);
    expect((await fetch(`${api.baseUrl}/web-api/coupon/v1/outcome/${coupon.id}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/web-api/coupon/v1/outcome/unknown-id-1234`, { headers: { cookie: player.cookie } })).status).toBe(404);
  });

  describe('an odds change between pricing and placing follows the policy', () => {
    // document 000 §3 changeCoefAction: 0 confirm every change, 1 accept any, 2 accept increases only.
    it.each([
      [0, 'up', 'rejected'],
      [0, 'down', 'rejected'],
      [1, 'up', 'accepted'],
      [1, 'down', 'accepted'],
      [2, 'up', 'accepted'],
      [2, 'down', 'rejected'],
    ] as const)('changeCoefAction %i with the odds going %s: %s', async (changeCoefAction, direction, expected) => {
      const player = await registerPlayer(api, { balanceMinor: 1_000 });
      const [game] = await lineMarkets(1, 2 + changeCoefAction * 2 + (direction === 'up' ? 0 : 1));
      const marketId = game!.marketIds[0]!;
      const [bet] = await betsFor([marketId]);
      const priced = bet!.market.coef;
      const moved = direction === 'up' ? Math.round((priced + 0.25) * 100) / 100 : Math.max(1.01, Math.round((priced - 0.2) * 100) / 100);
      await api.db.query('update feed_markets set coef = $2 where id = $1', [marketId, moved]);
      const answer = await place(player, aCoupon(player, [bet!], { changeCoefAction, amount: 2 }));
      expect(answer.status).toBe(expected);
      if (answer.status === 'rejected') {
        expect(answer.code).toBe('odds_changed');
        expect(answer.bets).toEqual([{ betId: bet!.id, code: 'odds_changed', newCoef: moved }]);
        expect(await balanceOf(player)).toBe(1_000);
      } else {
        // accepted at the server's coefficient, never the one sent
        expect(answer.coef).toBe(moved);
        expect(answer.possibleWin).toBe(Math.round(2 * moved * 100) / 100);
        expect(await balanceOf(player)).toBe(800);
      }
    });

    it('places a coupon with exactCoef only at that coefficient', async () => {
      const player = await registerPlayer(api, { balanceMinor: 1_000 });
      const [game] = await lineMarkets(1, 10);
      const [bet] = await betsFor([game!.marketIds[0]!]);
      const coef = bet!.market.coef;
      await api.db.query('update feed_markets set coef = $2 where id = $1', [bet!.market.id, coef + 0.5]);
      const refused = await place(player, aCoupon(player, [bet!], { changeCoefAction: 1, exactCoef: coef }));
      expect(refused.status === 'rejected' && refused.code).toBe('odds_changed');
      const accepted = await place(player, aCoupon(player, [{ ...bet!, market: { ...bet!.market, coef: coef + 0.5 } }], { exactCoef: coef + 0.5 }));
      expect(accepted.status === 'accepted' && accepted.coef).toBe(coef + 0.5);
    });
  });

  it('refuses blocked, finished, dependent, express-banned bets, amounts out of bounds and a time-out with a code per bet', async () => {
    const player = await registerPlayer(api, { balanceMinor: 5_000 });
    const [a, b, c] = await lineMarkets(3, 12);
    const codeOf = (answer: PlaceCouponResponse) => (answer.status === 'rejected' ? answer.code : 'accepted');

    await api.db.query('update feed_markets set is_blocked = true where id = $1', [a!.marketIds[0]]);
    const blocked = await place(player, aCoupon(player, await betsFor([a!.marketIds[0]!])));
    expect(blocked.status === 'rejected' && blocked.bets).toEqual([{ betId: String(a!.marketIds[0]), code: 'market_blocked' }]);

    await api.db.query('update feed_games set status = 4 where id = $1', [c!.gameId]);
    expect(codeOf(await place(player, aCoupon(player, await betsFor([c!.marketIds[0]!]))))).toBe('game_finished');

    const dependent = await place(player, aCoupon(player, await betsFor([b!.marketIds[0]!, b!.marketIds[2]!]), { typeId: 1 }));
    expect(dependent.status === 'rejected' && dependent.bets.map((bet) => bet.code)).toEqual(['bet_dependent', 'bet_dependent']);

    const [correctScore] = await api.db.query<{ id: number }>('select id from feed_markets where game_id = $1 and group_id = 136 limit 1', [b!.gameId]);
    await api.db.query('update feed_markets set is_blocked = false where id = $1', [correctScore!.id]);
    const [other] = await lineMarkets(1, 20);
    expect(codeOf(await place(player, aCoupon(player, await betsFor([correctScore!.id, other!.marketIds[0]!]), { typeId: 1 })))).toBe('express_banned');
    expect(codeOf(await place(player, aCoupon(player, await betsFor([correctScore!.id]))))).toBe('accepted');

    const single = await betsFor([other!.marketIds[1]!]);
    expect(codeOf(await place(player, aCoupon(player, single, { amount: 0.05 })))).toBe('amount_below_min');
    expect(codeOf(await place(player, aCoupon(player, single, { amount: 1.234 })))).toBe('too_many_decimals');
    expect(codeOf(await place(player, aCoupon(player, single, { amount: 100_001 })))).toBe('amount_above_max');
    expect(codeOf(await place(player, aCoupon(player, single, { amount: 51 })))).toBe('insufficient_funds');

    const now = Math.floor(api.clock.now() / 1000);
    await api.db.query(
      "insert into user_limits (user_id, limit_type, limit_value, limit_state, started_at, ends_at, created_at, updated_at) values ($1, 33, 1, 'ACTIVE', $2, $3, $2, $2)",
      [player.userId, now - 10, now + 86_400],
    );
    const timeOut = await place(player, aCoupon(player, single));
    expect(timeOut.status === 'rejected' && [timeOut.code, timeOut.messageKey]).toEqual(['time_out_active', 'responsible_gaming_time_out_active']);
  });

  it('places a system 2 of 3 priced over its combinations and debits the amount once', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    const games = await lineMarkets(3, 40);
    const bets = await betsFor(games.map((game) => game.marketIds[0]!));
    const answer = await place(player, aCoupon(player, bets, { typeId: 2, systemValue: 2, amount: 3 }));
    expect(answer.status).toBe('accepted');
    const [a, b, c] = bets.map((bet) => bet.market.coef) as [number, number, number];
    // unit 1.00 per combination: the win when all three win is e_2 = ab + ac + bc
    expect(answer.status === 'accepted' && answer.possibleWin).toBeCloseTo(a * b + a * c + b * c, 2);
    expect(await balanceOf(player)).toBe(700);
  });

  it('applies the wagering limit (type 1, 24 h) and refuses a self-excluded player before anything moves', async () => {
    const player = await registerPlayer(api, { balanceMinor: 5_000 });
    const now = Math.floor(api.clock.now() / 1000);
    await api.db.query(
      "insert into user_limits (user_id, limit_type, limit_value, limit_state, started_at, created_at, updated_at) values ($1, 1, 500, 'ACTIVE', $2, $2, $2)",
      [player.userId, now - 10],
    );
    const [game] = await lineMarkets(1, 50);
    const bets = await betsFor([game!.marketIds[0]!]);
    const over = await place(player, aCoupon(player, bets, { amount: 6 }));
    expect(over.status === 'rejected' && [over.code, over.messageKey]).toEqual(['limit_reached', 'responsible_gaming_wagering_limit_exceeded']);
    expect((await place(player, aCoupon(player, bets, { amount: 4 }))).status).toBe('accepted');
    const second = await place(player, aCoupon(player, bets, { amount: 2 }));
    expect(second.status === 'rejected' && second.code).toBe('limit_reached');
    expect(await balanceOf(player)).toBe(4_600);

    await api.db.query(
      "insert into user_limits (user_id, limit_type, limit_value, limit_state, started_at, ends_at, created_at, updated_at) values ($1, 30, 7, 'ACTIVE', $2, $3, $2, $2)",
      [player.userId, now - 10, now + 7 * 86_400],
    );
    const excluded = await fetch(`${api.baseUrl}/web-api/coupon/v1/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: player.cookie },
      body: JSON.stringify(aCoupon(player, bets, { amount: 1 })),
    });
    expect(excluded.status).toBe(403);
    expect(((await excluded.json()) as { code: string }).code).toBe('self_excluded');
    expect(await balanceOf(player)).toBe(4_600);
  });

  it('places several singles (type 9) as the type-0 coupons coupon-core sends, each with its own amount and id', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    const games = await lineMarkets(3, 60);
    const bets = await betsFor(games.map((game) => game.marketIds[1]!));
    const draft = { ...EMPTY_DRAFT, typeId: 9 as const, bets, amountMinor: 100, amountByBetIdMinor: { [bets[2]!.id]: 250 } };
    const context = {
      accountId: player.accountId,
      userId: player.userId,
      refId: 0,
      currencyDecimals: 2,
      coefViewId: 0,
      changeCoefAction: 2 as const,
      exactCoef: 0,
      isDropOnScoreChange: false,
      prepaidAmountMinor: 0,
      hyperBonus: { hyperBonusPercent: 0, minHyperBonusBetLimit: 0, maxHyperBonusLimit: 0 },
    };
    const payloads = buildPlacingPayloads(draft, context, 'intent-several-singles');
    expect(payloads.map((payload) => [payload.typeId, payload.amount])).toEqual([
      [0, 1],
      [0, 1],
      [0, 2.5],
    ]);
    const answers = await Promise.all(payloads.map((payload) => place(player, payload)));
    expect(answers.map((answer) => answer.status)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(await balanceOf(player)).toBe(1_000 - 450);
  });

  it('drops a live bet whose score changed when isDropOnScoreChange is on', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    const [game] = await api.db.query<{ id: number }>('select id from feed_games where status = 2 and sport_id = 1 order by id limit 1');
    const [market] = await api.db.query<{ id: number }>('update feed_markets set is_blocked = false where game_id = $1 and group_id = 1 returning id', [game!.id]);
    const [bet] = await betsFor([market!.id]);
    await api.db.query('update feed_games set score1 = score1 + 1 where id = $1', [game!.id]);
    const dropped = await place(player, aCoupon(player, [bet!], { isDropOnScoreChange: true, changeCoefAction: 1 }));
    expect(dropped.status === 'rejected' && dropped.code).toBe('score_changed');
    const kept = await place(player, aCoupon(player, [bet!], { isDropOnScoreChange: false, changeCoefAction: 1 }));
    expect(kept.status).toBe('accepted');
  });

  it('loads a placed coupon by its number into a new slip at the current coefficients', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    const [x, y] = await lineMarkets(2, 30);
    const answer = await place(player, aCoupon(player, await betsFor([x!.marketIds[0]!, y!.marketIds[2]!]), { typeId: 1 }));
    expect(answer.status).toBe('accepted');
    if (answer.status !== 'accepted') return;
    await api.db.query('update feed_markets set coef = 3.33 where id = $1', [y!.marketIds[2]]);
    const loaded = LoadedCoupon.parse(await (await fetch(`${api.baseUrl}/web-api/coupon/v1/load/${answer.couponNumber}`)).json());
    expect(loaded.typeId).toBe(1);
    expect(loaded.bets.map((bet) => [bet.market.id, bet.market.coef])).toEqual([
      [x!.marketIds[0], (await betsFor([x!.marketIds[0]!]))[0]!.market.coef],
      [y!.marketIds[2], 3.33],
    ]);
    expect((await fetch(`${api.baseUrl}/web-api/coupon/v1/load/${answer.couponNumber.toLowerCase()}`)).status).toBe(200);
    // the numeric id (print-coupon) does not load a coupon: codes cannot be guessed by counting
    expect((await fetch(`${api.baseUrl}/web-api/coupon/v1/load/${answer.couponId}`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/web-api/coupon/v1/load/99999999`)).status).toBe(404);
  });
});

describe(`settlement on ${database}`, () => {
  it('credits each winning bet exactly once when a game finishes, also when settlement runs twice at once', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const [game] = await api.db.query<{ id: number }>('select id from feed_games where status = 2 and sport_id = 1 order by id desc limit 1');
    const markets = await api.db.query<{ id: number }>('update feed_markets set is_blocked = false where game_id = $1 and group_id = 1 returning id', [game!.id]);
    const ids = markets.map((market) => market.id).sort((p, q) => p - q);
    const bets = await betsFor(ids);
    const placed = [];
    for (const bet of bets) placed.push(await place(player, aCoupon(player, [bet], { amount: 10, changeCoefAction: 1 })));
    expect(placed.every((answer) => answer.status === 'accepted')).toBe(true);
    expect(await balanceOf(player)).toBe(10_000 - 1_000 * bets.length);

    // the clock reaches the end of the game: the simulator finishes it and settles its markets
    await api.db.query('update feed_games set time_sec = $2 where id = $1', [game!.id, 90 * 60 - 1]);
    const simulator = new LiveSimulator(api.context, { minLineGames: 0 });
    await simulator.tick();
    api.clock.advanceBy(2_000);
    const report = await simulator.tick();
    expect(report.finished).toContain(game!.id);
    const results = await api.db.query<{ id: number; result: number }>('select id, result from feed_markets where id = any($1::bigint[]) order by id', [ids]);
    const winners = results.filter((row) => row.result === 1);
    expect(winners).toHaveLength(1);

    const [first, second] = await Promise.all([settleOpenCoupons(api.context), settleOpenCoupons(api.context)]);
    expect(await settleOpenCoupons(api.context)).toBe(0);
    const mine = await api.db.query<{ status: string; win_minor: number; market_id: number; coef: number }>(
      'select c.status, c.win_minor, b.market_id, b.coef from coupons c join coupon_bets b on b.coupon_id = c.id where c.user_id = $1 order by b.market_id',
      [player.userId],
    );
    expect(first + second).toBeGreaterThanOrEqual(mine.length);
    const winning = mine.find((row) => row.market_id === winners[0]!.id)!;
    expect(winning.status).toBe('won');
    expect(winning.win_minor).toBe(Math.round(1_000 * winning.coef));
    expect(mine.filter((row) => row.status === 'lost')).toHaveLength(bets.length - 1);
    const [ledger] = await api.db.query<{ wins: number; paid: number }>(
      "select count(*)::int as wins, coalesce(sum(amount_minor), 0)::int as paid from ledger where account_id = $1 and reason = 'bet_win'",
      [player.accountId],
    );
    expect(ledger).toEqual({ wins: 1, paid: winning.win_minor });
    expect(await balanceOf(player)).toBe(10_000 - 1_000 * bets.length + winning.win_minor);
  });
});
