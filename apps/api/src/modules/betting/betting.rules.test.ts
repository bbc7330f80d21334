import type { CouponBet } from '@kickoff/contracts';
import { bonusBet } from '@kickoff/coupon-core/rules';
import { describe, expect, it } from 'vitest';
import { aCoupon } from './betting.testing';
import { checkBet, decideCoupon, dependentBetIds, settledStatus, type FeedSelection } from './betting.rules';
import { settledWinMinor } from './betting.settlement';

const player = { accountId: 1, userId: 1 };

function aBet(marketId: number, coef: number, overrides: Partial<CouponBet> = {}): CouponBet {
  return {
    id: String(marketId),
    market: { id: marketId, coef, kind: 1, sportId: 1, typeId: 1, isLive: false, gameId: Math.floor(marketId / 100), champId: 1001 },
    blockId: 0,
    statusId: -2,
    typeId: 1,
    game: { isFinished: false, isLiveInLive: false, statusId: 0, timeSec: 0 },
    scoreFormatted: '0:0',
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    isBanker: false,
    ...overrides,
  };
}

function aSelection(marketId: number, coef: number, overrides: Partial<FeedSelection> = {}): FeedSelection {
  return { marketId, gameId: Math.floor(marketId / 100), coef, isBlocked: false, isBannedExpress: false, kind: 1, isSettled: false, gameStatus: 0, score: '0:0', isLive: false, ...overrides };
}

const feedOf = (...selections: FeedSelection[]) => new Map(selections.map((selection) => [selection.marketId, selection]));
const unbounded = { minMinor: undefined, maxMinor: undefined };
/** The site configuration's bonus settings: bonus bet offered, no hyper bonus. */
const site = { isAvailableCouponBonusBet: true, hyperBonus: { hyperBonusPercent: 0, minHyperBonusBetLimit: 0, maxHyperBonusLimit: 0 } };

describe('server-side coupon rules', () => {
  // document 000 §3 changeCoefAction: 0 confirm every change, 1 accept any change, 2 accept increases only
  it.each([
    [0, 2.0, 2.0, { coef: 2.0 }],
    [0, 2.0, 2.1, { betId: '101', code: 'odds_changed', newCoef: 2.1 }],
    [1, 2.0, 1.8, { coef: 1.8 }],
    [2, 2.0, 2.1, { coef: 2.1 }],
    [2, 2.0, 1.9, { betId: '101', code: 'odds_changed', newCoef: 1.9 }],
  ] as const)('with changeCoefAction %i, sent %d and now %d: %j', (changeCoefAction, sent, now, expected) => {
    expect(checkBet(aBet(101, sent), aCoupon(player, [aBet(101, sent)], { changeCoefAction }), aSelection(101, now))).toEqual(expected);
  });

  it.each([
    ['an unknown market', undefined, 'bet_not_found'],
    ['a market of another game', aSelection(101, 2, { gameId: 9 }), 'bet_not_found'],
    ['a finished game (status 4)', aSelection(101, 2, { gameStatus: 4 }), 'game_finished'],
    ['a settled market', aSelection(101, 2, { isSettled: true }), 'game_finished'],
    ['a blocked market', aSelection(101, 2, { isBlocked: true }), 'market_blocked'],
  ] as const)('refuses %s', (_label, selection, code) => {
    expect(checkBet(aBet(101, 2), aCoupon(player, [aBet(101, 2)]), selection)).toMatchObject({ code });
  });

  it('finds bets of one game in one coupon as dependent', () => {
    expect([...dependentBetIds([aBet(101, 2), aBet(102, 3), aBet(201, 2)])].sort()).toEqual(['101', '102']);
  });

  it('prices an express as the exact product (1.5 × 1.9 × 2.25 = 6.41250 → 6.413; 10.00 wins 64.13)', () => {
    const bets = [aBet(101, 1.5), aBet(201, 1.9), aBet(301, 2.25)];
    const decision = decideCoupon({
      ...site,
      coupon: aCoupon(player, bets, { amount: 10, typeId: 1 }),
      feed: feedOf(aSelection(101, 1.5), aSelection(201, 1.9), aSelection(301, 2.25)),
      currencyDecimals: 2,
      bounds: unbounded,
      maxPayoutMinor: 1e12,
    });
    expect(decision).toMatchObject({ kind: 'accepted', amountMinor: 1_000, coef: 6.413, possibleWinMinor: 6_413 });
  });

  it('prices a system 2 of 3 over its combinations: 3.00 on 1.5, 2, 2.5 wins at most 11.75', () => {
    const bets = [aBet(101, 1.5), aBet(201, 2), aBet(301, 2.5)];
    const decision = decideCoupon({
      ...site,
      coupon: aCoupon(player, bets, { amount: 3, typeId: 2, systemValue: 2 }),
      feed: feedOf(aSelection(101, 1.5), aSelection(201, 2), aSelection(301, 2.5)),
      currencyDecimals: 2,
      bounds: unbounded,
      maxPayoutMinor: 1e12,
    });
    // e_2 = 1.5·2 + 1.5·2.5 + 2·2.5 = 11.75 for a unit of 1.00 per combination
    expect(decision).toMatchObject({ kind: 'accepted', amountMinor: 300, possibleWinMinor: 1_175, coef: 3.917 });
  });

  it.each([
    [0.05, { minMinor: 10, maxMinor: undefined }, 'amount_below_min'],
    [1_000.01, { minMinor: 10, maxMinor: 100_000 }, 'amount_above_max'],
    [1.234, unbounded, 'too_many_decimals'],
  ] as const)('refuses an amount of %d with %j: %s', (amount, bounds, code) => {
    const decision = decideCoupon({ ...site, coupon: aCoupon(player, [aBet(101, 2)], { amount }), feed: feedOf(aSelection(101, 2)), currencyDecimals: 2, bounds, maxPayoutMinor: 1e12 });
    expect(decision).toMatchObject({ kind: 'rejected', code });
  });

  it('refuses a win above the maximum payout', () => {
    const decision = decideCoupon({ ...site, coupon: aCoupon(player, [aBet(101, 200)], { amount: 100 }), feed: feedOf(aSelection(101, 200)), currencyDecimals: 2, bounds: unbounded, maxPayoutMinor: 1_000_000 });
    expect(decision).toMatchObject({ kind: 'rejected', code: 'possible_win_above_max_payout' });
  });

  it.each([
    // typeId, systemValue, amountMinor, bets [coef, banker, result], win
    [0, 2, 1_000, [[1.85, false, 1]], 1_850],
    [0, 2, 1_000, [[1.85, false, 0]], 0],
    [0, 2, 1_000, [[1.85, false, 2]], 1_000],
    [1, 2, 1_000, [[1.5, false, 1], [2, false, 2], [3, false, 1]], 4_500],
    [1, 2, 1_000, [[1.5, false, 1], [2, false, 0]], 0],
    [2, 2, 300, [[1.5, false, 1], [2, false, 0], [2.5, false, 1]], 375],
    // ARCHITECTURE.md: bankers are in every combination and k counts the non-banker bets: 3.00 × 1.5 × (2 × 2.5)
    [2, 2, 300, [[1.5, true, 1], [2, false, 1], [2.5, false, 1]], 2_250],
    [2, 2, 300, [[1.5, true, 0], [2, false, 1], [2.5, false, 1]], 0],
  ] as const)('settles type %i (system %i) of %i on %j to %i', (typeId, systemValue, amountMinor, bets, win) => {
    expect(settledWinMinor(typeId, systemValue, amountMinor, bets.map(([coef, isBanker, result]) => ({ coef, isBanker, result })))).toBe(win);
  });

  it.each([
    [0, 1_000, false, 'lost'],
    [1_000, 1_000, true, 'returned'],
    [1_000, 1_000, false, 'won'],
    [1_850, 1_000, false, 'won'],
  ] as const)('a win of %i on %i (all returned: %s) is %s', (win, amount, allReturned, status) => {
    expect(settledStatus(win, amount, allReturned)).toBe(status);
  });

  describe('the bonus bet (document 000 §5) and the hyper bonus (document 000 §3)', () => {
    const express = [aBet(101, 1.5), aBet(201, 1.9), aBet(301, 2.25)];
    const feed = feedOf(aSelection(101, 1.5), aSelection(201, 1.9), aSelection(301, 2.25));
    const hyper = { hyperBonusPercent: 5, minHyperBonusBetLimit: 3, maxHyperBonusLimit: 1000 };
    const decide = (bets: CouponBet[], overrides: Partial<Parameters<typeof decideCoupon>[0]> = {}) =>
      decideCoupon({ ...site, coupon: aCoupon(player, bets, { amount: 10, typeId: 1 }), feed, currencyDecimals: 2, bounds: unbounded, maxPayoutMinor: 1e12, ...overrides });

    it('prices the bonus line at 1 + 3/100 for 3 bets: 10.00 × 6.4125 × 1.03 = 66.04875 → 66.05', () => {
      expect(decide([...express, bonusBet(3)])).toMatchObject({ kind: 'accepted', coef: 6.605, possibleWinMinor: 6_605, bonusCoef: 1.03, hyperBonusMinor: 0 });
    });

    it('adds 5 % of the net win as hyper bonus, from the site settings: 2.80 on a net win of 56.05', () => {
      expect(decide([...express, bonusBet(3)], { hyperBonus: hyper })).toMatchObject({ possibleWinMinor: 6_885, hyperBonusMinor: 280 });
    });

    it('caps the hyper bonus at its maximum (0.50 here)', () => {
      expect(decide([...express, bonusBet(3)], { hyperBonus: { ...hyper, maxHyperBonusLimit: 0.5 } })).toMatchObject({ possibleWinMinor: 6_655, hyperBonusMinor: 50 });
    });

    it('uses the feed, not the client, for eligibility: a bet the feed prices at 1.05 makes the bonus line ineligible', () => {
      const decision = decide([...express, bonusBet(3)], { feed: feedOf(aSelection(101, 1.05), aSelection(201, 1.9), aSelection(301, 2.25)), coupon: aCoupon(player, [...express, bonusBet(3)], { amount: 10, typeId: 1, changeCoefAction: 1 }) });
      expect(decision).toEqual({ kind: 'rejected', code: 'bonus_bet_not_eligible', messageKey: 'coupon_reject_bonus_bet_not_eligible', bets: [{ betId: 'bonus', code: 'bonus_bet_not_eligible' }] });
    });

    it.each([
      ['market kind 7', feedOf(aSelection(101, 1.5, { kind: 7 }), aSelection(201, 1.9), aSelection(301, 2.25)), true],
      ['the site flag off', feed, false],
    ] as const)('refuses the bonus line with %s', (_label, selections, flag) => {
      expect(decide([...express, bonusBet(3)], { feed: selections, isAvailableCouponBonusBet: flag })).toMatchObject({ kind: 'rejected', code: 'bonus_bet_not_eligible' });
    });

    it('refuses two bonus lines', () => {
      expect(decide([...express, bonusBet(3), { ...bonusBet(3), id: 'bonus-2' }])).toMatchObject({ kind: 'rejected', code: 'bonus_bet_not_eligible' });
    });

    it('prices a coupon with a promo code as without it: the code is checked against the player’s codes at placing (issue 16, betting.promo.ts)', () => {
      const plain = decide(express, { coupon: aCoupon(player, express, { amount: 10, typeId: 1 }) });
      expect(plain.kind).toBe('accepted');
      expect(decide(express, { coupon: aCoupon(player, express, { amount: 10, typeId: 1, promoCode: 'WELCOME' }) })).toEqual(plain);
    });

    it.each([
      ['every bet won', [1, 1, 1], 6_605 + 280],
      ['a bet returned: no bonus, no hyper bonus', [1, 2, 1], 3_375],
      ['a bet lost', [1, 0, 1], 0],
    ] as const)('settles the express with %s', (_label, results, win) => {
      const bets = [1.5, 1.9, 2.25].map((coef, index) => ({ coef, isBanker: false, result: results[index]! }));
      expect(settledWinMinor(1, 2, 1_000, bets, { bonusCoef: 1.03, hyperBonusMinor: 280 })).toBe(win);
    });
  });
});
