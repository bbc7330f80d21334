import { HistoryCoupon, type CouponBet, type PlaceCouponRequest } from '@kickoff/contracts';
import { bonusBet, buildPlacingPayloads, EMPTY_DRAFT, hyperBonusMinor, priceCoupon, reconcileBonusBet } from '@kickoff/coupon-core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer, type TestPlayer } from '../auth/auth.testing';
import { DEMO_SITE_CONFIG } from '../../seed/site.seed';
import { finishGame } from '../simulator/simulator.service';
import { couponBetsFromFeed } from './betting.feed';
import { aCoupon, placeCoupon } from './betting.testing';

/**
 * Issue 11: the bonus bet (document 000 §5) and the hyper bonus (document 000 §3) are priced by the
 * server with coupon-core's own functions, stored with the coupon, shown by the history and paid at
 * settlement, to the minor unit of what the coupon showed.
 */

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

/** The home-win market ("1", selection index 0) of `count` pre-match football games, set to the given coefficients. */
async function homeMarkets(coefs: readonly number[], offset: number): Promise<{ gameIds: number[]; bets: CouponBet[] }> {
  const games = await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = 1 order by id limit $1 offset $2', [coefs.length, offset]);
  const marketIds: number[] = [];
  for (const [index, game] of games.entries()) {
    const [market] = await api.db.query<{ id: number }>('update feed_markets set coef = $2, is_blocked = false where id = $1 returning id', [game.id * 100, coefs[index]]);
    marketIds.push(market!.id);
  }
  return { gameIds: games.map((game) => game.id), bets: await couponBetsFromFeed(api.db, marketIds) };
}

/** The site's hyper bonus settings as the seed stores them (the coupon reads the same from the site configuration). */
const hyperBonus = { hyperBonusPercent: DEMO_SITE_CONFIG.hyperBonusPercent, minHyperBonusBetLimit: DEMO_SITE_CONFIG.minHyperBonusBetLimit, maxHyperBonusLimit: DEMO_SITE_CONFIG.maxHyperBonusLimit };

/** The express as the coupon sends it: coupon-core's draft with the bonus bet reconciled, its payload built by coupon-core. */
function clientExpress(player: TestPlayer, bets: CouponBet[], amountMinor: number, intentId: string): PlaceCouponRequest {
  const withBonus = reconcileBonusBet(bets, { typeId: 1, isAvailableCouponBonusBet: true, manuallyDeletedBonusBet: false });
  const draft = { ...EMPTY_DRAFT, typeId: 1 as const, bets: withBonus, amountMinor };
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
    hyperBonus,
  };
  const [payload] = buildPlacingPayloads(draft, context, intentId);
  return payload!;
}

describe(`the bonus bet and the hyper bonus on ${database}`, () => {
  it('seeds a hyper bonus of 5 % from 3.00 up to 1000.00 and the bonus bet on', () => {
    expect(hyperBonus).toEqual({ hyperBonusPercent: 5, minHyperBonusBetLimit: 3, maxHyperBonusLimit: 1000 });
    expect(DEMO_SITE_CONFIG.isAvailableCouponBonusBet).toBe(true);
    // the issue: VIP bets have no server effect, so they are not offered
    expect(DEMO_SITE_CONFIG.showVipBet).toBe(false);
  });

  it('accepts an express of 3 with its bonus line, prices it as the coupon does, stores it, shows it in My bets and pays exactly that', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const { gameIds, bets } = await homeMarkets([1.5, 1.9, 2.25], 0);
    const payload = clientExpress(player, bets, 1_000, 'intent-bonus-express-3');
    expect(payload.bets.map((bet) => bet.id)).toEqual([...bets.map((bet) => bet.id), 'bonus']);

    // what the coupon shows: priceCoupon over the bets and the bonus bet, plus the hyper bonus
    const price = priceCoupon({ typeId: 1, bets: payload.bets, amountMinor: 1_000, systemValue: 2, isActiveSystemBanker: true });
    const hyper = hyperBonusMinor({ typeId: 1, amountMinor: 1_000, possibleWinMinor: price.possibleWinMinor, decimals: 2, config: hyperBonus });
    // document 000 §5: bonus coefficient 1 × (1 + 3/100) = 1.03; 10.00 × 1.5 × 1.9 × 2.25 × 1.03 = 66.04875 → 66.05;
    // hyper bonus 5 % of the net win 56.05 = 2.8025 → 2.80; possible win 68.85
    expect([price.coef, price.possibleWinMinor, hyper]).toEqual([6.605, 6_605, 280]);

    const answer = await place(player, payload);
    expect(answer).toMatchObject({ status: 'accepted', coef: 6.605, possibleWin: 68.85, bonusCoef: 1.03, hyperBonus: 2.8, amount: 10 });
    expect(answer.status === 'accepted' && answer.betIds).toEqual(payload.bets.map((bet) => bet.id));
    expect(await balanceOf(player)).toBe(9_000);
    const [stored] = await api.db.query<{ coef: number; possible_win_minor: number; bonus_coef: number; hyper_bonus_minor: number; bets: number }>(
      'select c.coef, c.possible_win_minor, c.bonus_coef, c.hyper_bonus_minor, (select count(*)::int from coupon_bets b where b.coupon_id = c.id) as bets from coupons c where c.request_id = $1',
      [payload.id],
    );
    expect(stored).toEqual({ coef: 6.605, possible_win_minor: 6_885, bonus_coef: 1.03, hyper_bonus_minor: 280, bets: 3 });

    const history = await fetch(`${api.baseUrl}/web-api/history/v1/coupons/${answer.status === 'accepted' ? answer.couponId : ''}`, { headers: { cookie: player.cookie } });
    const shown = HistoryCoupon.parse(await history.json());
    expect([shown.possibleWin, shown.coef, shown.bonusCoef, shown.hyperBonus, shown.bets.length]).toEqual([68.85, 6.605, 1.03, 2.8, 3]);

    // every game ends 1:0: each home bet wins; the settlement pays the possible win, bonus and hyper bonus included
    for (const gameId of gameIds) await finishGame(api.context, gameId, 1, 0);
    expect(await balanceOf(player)).toBe(9_000 + 6_885);
    const [settled] = await api.db.query<{ status: string; win_minor: number }>('select status, win_minor from coupons where request_id = $1', [payload.id]);
    expect(settled).toEqual({ status: 'won', win_minor: 6_885 });
    const [ledger] = await api.db.query<{ paid: number }>("select coalesce(sum(amount_minor), 0)::int as paid from ledger where account_id = $1 and reason = 'bet_win'", [player.accountId]);
    expect(ledger?.paid).toBe(6_885);
  });

  it('ignores a forged bonus coefficient: the bonus line is priced by the server', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const { bets } = await homeMarkets([1.5, 1.9, 2.25], 3);
    const honest = clientExpress(player, bets, 1_000, 'intent-bonus-forged');
    const forgedLine = { ...bonusBet(3), market: { ...bonusBet(3).market, coef: 5 } };
    const forged = { ...honest, bets: [...bets, forgedLine], coef: 32.063, coefByView: 32.063 };
    const answer = await place(player, forged);
    expect(answer).toMatchObject({ status: 'accepted', coef: 6.605, possibleWin: 68.85, bonusCoef: 1.03 });
  });

  it.each([
    ['a bet below 1.1', [1.05, 1.9, 2.25]],
    ['two bets only', [1.5, 1.9]],
  ])('refuses a bonus line when the express is not eligible (%s), naming the line, and takes no money', async (_label, coefs) => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const { bets } = await homeMarkets(coefs, 6);
    const coupon = aCoupon(player, [...bets, bonusBet(bets.length)], { typeId: 1, amount: 10 });
    const answer = await place(player, coupon);
    expect(answer).toEqual({
      status: 'rejected',
      requestId: coupon.id,
      code: 'bonus_bet_not_eligible',
      messageKey: 'coupon_reject_bonus_bet_not_eligible',
      bets: [{ betId: 'bonus', code: 'bonus_bet_not_eligible' }],
    });
    expect(await balanceOf(player)).toBe(10_000);
  });

  it('accepts an eligible express sent without its bonus line (the player deleted it) at the bets alone', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const { bets } = await homeMarkets([1.5, 1.9, 2.25], 9);
    const answer = await place(player, aCoupon(player, bets, { typeId: 1, amount: 10 }));
    // 10.00 × 6.4125 = 64.125 → 64.13; hyper bonus 5 % of 54.13 = 2.7065 → 2.71; 66.84
    expect(answer).toMatchObject({ status: 'accepted', coef: 6.413, possibleWin: 66.84, hyperBonus: 2.71 });
    expect(answer.status === 'accepted' && answer.bonusCoef).toBeUndefined();
  });

  it('pays no hyper bonus below its minimum amount (3.00)', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const { bets } = await homeMarkets([1.5, 1.9, 2.25], 12);
    const answer = await place(player, aCoupon(player, bets, { typeId: 1, amount: 2 }));
    // 2.00 × 6.4125 = 12.825 → 12.83
    expect(answer).toMatchObject({ status: 'accepted', possibleWin: 12.83 });
    expect(answer.status === 'accepted' && answer.hyperBonus).toBeUndefined();
  });

  it('refuses a coupon with a promo code the player does not own (issue 16: codes come from the store) and takes no money', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const { bets } = await homeMarkets([1.5], 15);
    const answer = await place(player, aCoupon(player, bets, { amount: 1, promoCode: 'WELCOME' }));
    expect(answer).toMatchObject({ status: 'rejected', code: 'promo_code_invalid', messageKey: 'coupon_reject_promo_code_invalid' });
    expect(await balanceOf(player)).toBe(10_000);
  });
});
