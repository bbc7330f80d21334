import { describe, expect, it } from 'vitest';
import { blockCases, couponBlockCases, currencyCases } from './amounts.cases';
import { amountBounds, autoMaxAmount, couponBlocks, couponCurrencyIso, currencyAmounts, isKnownCurrency, maxAmountByBlock, stepAmount } from './amounts.rules';
import { CURRENCY_AMOUNTS } from './currency-amounts.table';
import { toMinorUnits } from '../money/money.rules';
import { aBet } from '../testing/builders';

describe('amounts by currency (document 000 §9)', () => {
  it("a guest's coupon counts in the site's currency: EUR 5 on a EUR site, not RUB 150; an account's currency wins", () => {
    expect(currencyAmounts(couponCurrencyIso(undefined, 'EUR'))).toMatchObject({ currencyIso: 'EUR', initialAmount: 5, amountStep: 2.5 });
    expect(couponCurrencyIso('USD', 'EUR')).toBe('USD');
    expect(currencyAmounts(couponCurrencyIso(undefined, undefined))).toMatchObject({ currencyIso: 'RUB', initialAmount: 150 });
  });


  it.each(currencyCases)('%s starts at %s with step %s (%s decimals)', (code, initialAmount, amountStep, decimals) => {
    expect(currencyAmounts(code)).toMatchObject({ initialAmount, amountStep, decimals });
  });

  it('holds about 150 ISO codes, each amount representable in its minor unit and the step never above the initial amount', () => {
    const rows = Object.entries(CURRENCY_AMOUNTS);
    expect(rows.length).toBeGreaterThanOrEqual(140);
    for (const [code, [decimals, initial, step]] of rows) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(toMinorUnits(initial, decimals)).toBeGreaterThan(0);
      expect(toMinorUnits(step, decimals)).toBeGreaterThan(0);
      expect(step).toBeLessThanOrEqual(initial);
    }
    expect(isKnownCurrency('usd')).toBe(true);
    expect(isKnownCurrency('XXX')).toBe(false);
  });

  it("uses the player's own step per currency only while isManualAmountStep (document 000 §5)", () => {
    const override = { amountStepByCurrencyIso: { USD: 1 }, isManualAmountStep: true };
    expect(currencyAmounts('USD', override)).toMatchObject({ amountStep: 1, amountStepMinor: 100 });
    expect(currencyAmounts('USD', { ...override, isManualAmountStep: false })).toMatchObject({ amountStep: 2.5 });
    expect(currencyAmounts('EUR', override)).toMatchObject({ amountStep: 2.5 });
    // A step the currency cannot hold (a fraction of a yen) is ignored.
    expect(currencyAmounts('JPY', { amountStepByCurrencyIso: { JPY: 0.5 }, isManualAmountStep: true })).toMatchObject({ amountStep: 500 });
    expect(stepAmount(15000, 10000, 1)).toBe(25000);
    expect(stepAmount(5000, 10000, -1)).toBe(0);
  });

  it('applies min and max only to the configured types, and never the max on the bonus account (document 000 §5)', () => {
    const config = { couponTypesWithMinAmount: [0, 1], couponTypesWithMaxAmount: [1, 2] };
    expect(amountBounds({ typeId: 0, config, minBetMinor: 1000, maxBetMinor: 50_000, isBonusAccount: false })).toEqual({ minMinor: 1000, maxMinor: undefined });
    expect(amountBounds({ typeId: 1, config, minBetMinor: 1000, maxBetMinor: 50_000, isBonusAccount: false })).toEqual({ minMinor: 1000, maxMinor: 50_000 });
    expect(amountBounds({ typeId: 1, config, minBetMinor: 1000, maxBetMinor: 50_000, isBonusAccount: true })).toEqual({ minMinor: 1000, maxMinor: undefined });
    expect(amountBounds({ typeId: 9, config, minBetMinor: 1000, maxBetMinor: 50_000, isBonusAccount: false })).toEqual({ minMinor: undefined, maxMinor: undefined });
  });

  it('auto max follows the maximum, never above the balance', () => {
    expect(autoMaxAmount(50_000, 20_000)).toBe(20_000);
    expect(autoMaxAmount(50_000, undefined)).toBe(50_000);
    expect(autoMaxAmount(undefined, 20_000)).toBeUndefined();
  });

  it.each(couponBlockCases)('blocks of a chain: %s', (_name, bets, expected) => {
    expect(couponBlocks(bets.map(([blockId, coef]) => aBet({ blockId, coef })))).toEqual(expected);
  });

  it.each(blockCases)('max per block chains: %s', (_name, blocks, amounts, maxBetMinor, decimals, expected) => {
    expect(maxAmountByBlock(blocks, amounts, maxBetMinor, decimals)).toEqual(expected);
  });
});
