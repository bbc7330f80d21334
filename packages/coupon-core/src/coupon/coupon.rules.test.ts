import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { BONUS_BET_ID } from '../bonus/bonus.rules';
import { COUPON_TYPE_IDS, CouponType } from '../pricing/pricing.rules';
import { addBet, clearDraft, DEFAULT_TAB, EMPTY_DRAFT, isCouponTypeAvailable, nonBankerCount, removeBet, switchType, toggleBanker, toStoredCoupon } from './coupon.rules';

const noBonus = { isAvailableCouponBonusBet: false };
const withBonus = { isAvailableCouponBonusBet: true };

describe('coupon draft transitions (document 000 §3, §4)', () => {
  it('defaults to type 0, system value 2, bankers on', () => {
    expect(EMPTY_DRAFT).toMatchObject({ typeId: 0, systemValue: 2, isActiveSystemBanker: true, bets: [] });
  });

  it('defaults to tab 1 (document 000 §9 "Defaults: coupon type 0, tab 1, change-coef action 2")', () => {
    expect(DEFAULT_TAB).toBe(1);
  });

  it.each([
    [0, [CouponType.single, CouponType.system, CouponType.severalSingles]],
    [1, [CouponType.single, CouponType.system, CouponType.severalSingles]],
    [2, [CouponType.express, CouponType.system, CouponType.severalSingles]],
    [5, [CouponType.express, CouponType.system, CouponType.severalSingles]],
  ])('with %i bets the coupon offers types %j (document 000 §4), exactly those a switch keeps', (count, expected) => {
    let draft = EMPTY_DRAFT;
    for (let i = 0; i < count; i++) draft = addBet(draft, aBet({ id: `b${i}` }), 0, noBonus);
    const available = COUPON_TYPE_IDS.filter((typeId) => isCouponTypeAvailable(draft, typeId));
    expect(available).toEqual(expected);
    expect(COUPON_TYPE_IDS.filter((typeId) => switchType(draft, typeId, noBonus).typeId === typeId)).toEqual(available);
  });

  it('turns a single into an express at the second bet and back at one, stamping addedAtByBetId', () => {
    let draft = addBet(EMPTY_DRAFT, aBet({ id: 'a' }), 1000, noBonus);
    expect(draft).toMatchObject({ typeId: 0, addedAtByBetId: { a: 1000 } });
    draft = addBet(draft, aBet({ id: 'b' }), 2000, noBonus);
    expect(draft).toMatchObject({ typeId: 1, addedAtByBetId: { a: 1000, b: 2000 } });
    draft = removeBet(draft, 'a', noBonus);
    expect(draft).toMatchObject({ typeId: 0, addedAtByBetId: { b: 2000 } });
    // Adding the same selection again refreshes it without a second entry or a new stamp.
    expect(addBet(draft, aBet({ id: 'b', coef: 3 }), 9000, noBonus)).toMatchObject({ bets: [{ id: 'b', market: { coef: 3 } }], addedAtByBetId: { b: 2000 } });
  });

  it('adds the bonus bet to an eligible express; deleting it sets manuallyDeletedBonusBet (document 000 §4)', () => {
    let draft = EMPTY_DRAFT;
    for (const id of ['a', 'b', 'c']) draft = addBet(draft, aBet({ id, coef: 1.5 }), 0, withBonus);
    expect(draft.bets.map((bet) => bet.id)).toEqual(['a', 'b', 'c', BONUS_BET_ID]);
    draft = addBet(draft, aBet({ id: 'd', coef: 1.5 }), 0, withBonus);
    expect(draft.bets.map((bet) => bet.id)).toEqual(['a', 'b', 'c', 'd', BONUS_BET_ID]);
    draft = removeBet(draft, BONUS_BET_ID, withBonus);
    expect(draft.manuallyDeletedBonusBet).toBe(true);
    expect(addBet(draft, aBet({ id: 'e', coef: 1.5 }), 0, withBonus).bets.some((bet) => bet.id === BONUS_BET_ID)).toBe(false);
  });

  it('keeps the system value within 2 and the non-banker bets as bankers change', () => {
    let draft = switchType(EMPTY_DRAFT, 2, noBonus);
    for (const id of ['a', 'b', 'c', 'd']) draft = addBet(draft, aBet({ id }), 0, noBonus);
    draft = { ...draft, systemValue: 4 };
    draft = toggleBanker(draft, 'a', noBonus);
    expect(nonBankerCount(draft)).toBe(3);
    expect(draft.systemValue).toBe(3);
    draft = toggleBanker(toggleBanker(draft, 'b', noBonus), 'c', noBonus);
    expect(draft.systemValue).toBe(2);
  });

  it('never lets a bet with isDisabledBanker be a banker', () => {
    const draft = addBet(switchType(EMPTY_DRAFT, 2, noBonus), { ...aBet({ id: 'x' }), isDisabledBanker: true }, 0, noBonus);
    expect(toggleBanker(draft, 'x', noBonus).bets[0]?.isBanker).toBe(false);
  });

  it('drops the promo code when switching to several singles (document 000 §5)', () => {
    expect(switchType({ ...EMPTY_DRAFT, promoCode: 'WIN' }, 9, noBonus).promoCode).toBe('');
  });

  it('clears bets and their amounts, keeping the amount and the chosen system settings', () => {
    let draft = { ...switchType(EMPTY_DRAFT, 2, noBonus), amountMinor: 500, promoCode: 'WIN' };
    for (const id of ['a', 'b', 'c', 'd']) draft = addBet(draft, aBet({ id }), 0, noBonus);
    draft = { ...draft, systemValue: 3, amountByBetIdMinor: { a: 100 } };
    expect(clearDraft(draft)).toMatchObject({ bets: [], amountMinor: 500, typeId: 2, systemValue: 3, amountByBetIdMinor: {}, promoCode: '', addedAtByBetId: {} });
  });

  it('stores bets, addedAtByBetId, typeId and systemValue (document 000 §3)', () => {
    const draft = addBet(EMPTY_DRAFT, aBet({ id: 'a' }), 5, noBonus);
    expect(Object.keys(toStoredCoupon(draft)).sort()).toEqual(['addedAtByBetId', 'bets', 'systemValue', 'typeId']);
  });

  it('systemValue stays within bounds through any sequence of changes (property)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }),
      fc.record({ kind: fc.constant('banker' as const), id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }),
      fc.record({ kind: fc.constant('value' as const), value: fc.integer({ min: -3, max: 9 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let draft = switchType(EMPTY_DRAFT, 2, noBonus);
        for (const s of steps) {
          if (s.kind === 'add') draft = addBet(draft, aBet({ id: s.id }), 0, noBonus);
          else if (s.kind === 'remove') draft = removeBet(draft, s.id, noBonus);
          else if (s.kind === 'banker') draft = toggleBanker(draft, s.id, noBonus);
          else draft = switchType({ ...draft, systemValue: s.value }, 2, noBonus);
          const count = nonBankerCount(draft);
          expect(draft.systemValue).toBeGreaterThanOrEqual(2);
          if (count >= 2) expect(draft.systemValue).toBeLessThanOrEqual(count);
        }
      }),
    );
  });
});
