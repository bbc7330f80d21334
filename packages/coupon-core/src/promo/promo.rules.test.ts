import { describe, expect, it } from 'vitest';
import { applyPromo, boostMinor, promoRefusal, promoSettledWinMinor } from './promo.rules';

const boost10 = { kind: 'boost', boostPercent: 10, minSelections: 3 } as const;
const freeBet5 = { kind: 'free_bet', freeBetUnits: 5 } as const;
const express = (selections: number, amountMinor: number, possibleWinMinor: number) => ({ typeId: 1, selections, amountMinor, possibleWinMinor, decimals: 2 });

describe('promo codes on the coupon (issue 16, document 000 §5)', () => {
  it('a +10 % boost raises the possible win of an express of 3 selections by a tenth, rounded half-up', () => {
    // 10.00 at 2.0 x 1.5 x 2.5 = 7.5: possible win 75.00, boosted 82.50
    expect(applyPromo(boost10, express(3, 1_000, 7_500))).toEqual({ possibleWinMinor: 8_250, debitMinor: 1_000 });
    // 10 % of 12.35 is 1.235: half-up to 1.24
    expect(boostMinor(1_235, 10)).toBe(1_359);
    expect(boostMinor(1_234, 10)).toBe(1_357);
  });

  it('a boost fits only an express of at least its selections', () => {
    expect(promoRefusal(boost10, express(2, 1_000, 4_000))).toBe('promo_code_not_applicable');
    expect(promoRefusal(boost10, { ...express(3, 1_000, 7_500), typeId: 2 })).toBe('promo_code_not_applicable');
    expect(promoRefusal(boost10, { ...express(1, 1_000, 2_000), typeId: 0 })).toBe('promo_code_not_applicable');
    expect(promoRefusal(boost10, express(4, 1_000, 9_000))).toBeNull();
  });

  it('several singles take no code at all (document 000 §5)', () => {
    expect(promoRefusal(boost10, { ...express(3, 1_000, 7_500), typeId: 9 })).toBe('promo_code_not_applicable');
    expect(promoRefusal(freeBet5, { ...express(3, 300, 900), typeId: 9 })).toBe('promo_code_not_applicable');
  });

  it('a free bet of 5 takes nothing from the balance and shows the win without the stake', () => {
    // a single of 5.00 at 2.40: 12.00 possible, 7.00 without the stake
    expect(applyPromo(freeBet5, { typeId: 0, selections: 1, amountMinor: 500, possibleWinMinor: 1_200, decimals: 2 })).toEqual({ possibleWinMinor: 700, debitMinor: 0 });
    expect(applyPromo(freeBet5, { typeId: 0, selections: 1, amountMinor: 501, possibleWinMinor: 1_200, decimals: 2 })).toEqual({ refusal: 'promo_code_above_free_bet' });
    // a currency without minor digits: 5 units
    expect(promoRefusal(freeBet5, { typeId: 1, selections: 2, amountMinor: 5, possibleWinMinor: 20, decimals: 0 })).toBeNull();
    expect(promoRefusal(freeBet5, { typeId: 2, selections: 3, amountMinor: 300, possibleWinMinor: 900, decimals: 2 })).toBe('promo_code_not_applicable');
  });

  it('settlement pays the boosted possible win when every selection won, the plain win otherwise; a free bet pays its win less the stake', () => {
    const boost = { kind: 'boost', boostPercent: 10 } as const;
    expect(promoSettledWinMinor(boost, 7_500, 1_000, true)).toBe(8_250);
    expect(promoSettledWinMinor(boost, 3_000, 1_000, false)).toBe(3_000);
    const free = { kind: 'free_bet', boostPercent: 0 } as const;
    expect(promoSettledWinMinor(free, 1_200, 500, true)).toBe(700);
    expect(promoSettledWinMinor(free, 0, 500, false)).toBe(0);
    expect(promoSettledWinMinor(free, 500, 500, false)).toBe(0);
    expect(promoSettledWinMinor(null, 1_200, 500, true)).toBe(1_200);
  });
});
