import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { amountInputCases, systemValueInputCases } from './validation.cases';
import { validateAmountInput, validateCoupon, validateSystemValueInput, ValidationCode, type CouponValidationInput } from './validation.rules';

function aValidation(overrides: Partial<CouponValidationInput> = {}): CouponValidationInput {
  return {
    typeId: 1,
    bets: [aBet({ id: 'a' }), aBet({ id: 'b' })],
    amountMinor: 15_000,
    amountByBetIdMinor: {},
    amountByBlockIdMinor: {},
    maxAmountByBlockIdMinor: {},
    systemValue: 2,
    isActiveSystemBanker: true,
    minMinor: 100,
    maxMinor: 50_000,
    promoCode: '',
    pendingCoefChangeBetIds: [],
    isPossibleWinOverflow: false,
    ...overrides,
  };
}

describe('validation (document 000 §5)', () => {
  it.each(amountInputCases)('amount %s gives %s', (input, expected) => {
    const check = validateAmountInput(input, { decimals: 2, minMinor: 100, maxMinor: 50_000 });
    expect(check.ok ? check.minor : check.code).toBe(expected);
  });

  it('checks decimals against the currency: 0 for JPY, 3 for KWD', () => {
    expect(validateAmountInput(1.5, { decimals: 0 })).toEqual({ ok: false, code: ValidationCode.tooManyDecimals });
    expect(validateAmountInput(1.005, { decimals: 3 })).toEqual({ ok: true, minor: 1005 });
    expect(validateAmountInput(1e16, { decimals: 2 })).toEqual({ ok: false, code: ValidationCode.tooLarge });
  });

  it.each(systemValueInputCases)('system value %s gives %s', (input, expected) => {
    const check = validateSystemValueInput(input, 4);
    expect(check.ok ? check.value : check.code).toBe(expected);
  });

  it('a valid coupon has no errors', () => {
    expect(validateCoupon(aValidation())).toEqual({});
  });

  it('gives a code per failing field', () => {
    const locked = { ...aBet({ id: 'c' }), isBlocked: true };
    const finished = { ...aBet({ id: 'd' }), game: { ...aBet().game, statusId: 4 } };
    expect(
      validateCoupon(aValidation({ typeId: 9, bets: [aBet({ id: 'a' }), locked, finished], amountMinor: 50, amountByBetIdMinor: { a: 60_000 }, promoCode: 'WIN', pendingCoefChangeBetIds: ['a'], isPossibleWinOverflow: true })),
    ).toEqual({
      'bets.a': ValidationCode.coefChangeUnconfirmed,
      'bets.c': ValidationCode.betLocked,
      'bets.d': ValidationCode.betFinished,
      'amountByBetId.a': ValidationCode.aboveMax,
      'amountByBetId.c': ValidationCode.belowMin,
      'amountByBetId.d': ValidationCode.belowMin,
      promoCode: ValidationCode.promoCodeNotAllowed,
      possibleWin: ValidationCode.possibleWinTooLarge,
    });
  });

  it('checks the coupon amount, the bet count, the system value and the block maxima', () => {
    expect(validateCoupon(aValidation({ amountMinor: 0 }))).toEqual({ amount: ValidationCode.amountRequired });
    expect(validateCoupon(aValidation({ bets: [] }))).toEqual({ bets: ValidationCode.noBets });
    expect(validateCoupon(aValidation({ bets: [aBet()] }))).toEqual({ bets: ValidationCode.notEnoughBets });
    expect(validateCoupon(aValidation({ typeId: 2, systemValue: 3 }))).toEqual({ systemValue: ValidationCode.systemValueAboveBets });
    // albers-wettboerse.de: 4 rows at 2 EUR need 8 EUR; 7.99 is too little.
    expect(validateCoupon(aValidation({ typeId: 2, amountMinor: 799, systemMinAmountMinor: 800 }))).toEqual({ amount: ValidationCode.belowMin });
    expect(validateCoupon(aValidation({ typeId: 2, amountMinor: 800, systemMinAmountMinor: 800 }))).toEqual({});
    expect(validateCoupon(aValidation({ amountByBlockIdMinor: { 2: 300 }, maxAmountByBlockIdMinor: { 2: 218 } }))).toEqual({ 'amountByBlockId.2': ValidationCode.aboveMax });
  });
});
