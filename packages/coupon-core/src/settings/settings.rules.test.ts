import { describe, expect, it } from 'vitest';
import { DEFAULT_COUPON_SETTINGS, normalizeSettings } from './settings.rules';

describe('coupon settings (document 000 §3, §9)', () => {
  it('defaults to change-coef action 2', () => {
    expect(DEFAULT_COUPON_SETTINGS.changeCoefAction).toBe(2);
    expect(normalizeSettings(undefined)).toBe(DEFAULT_COUPON_SETTINGS);
  });

  it('keeps well-typed stored fields and replaces the rest with defaults', () => {
    const stored = { changeCoefAction: 0, isAutoMax: true, oneClickAmount: 50, exactCoef: -1, isVipBet: 'yes', amountStepByCurrencyIso: { USD: 1, usd: 2, EUR: -1 }, expressId: 12 };
    expect(normalizeSettings(stored)).toEqual({ ...DEFAULT_COUPON_SETTINGS, changeCoefAction: 0, isAutoMax: true, oneClickAmount: 50, amountStepByCurrencyIso: { USD: 1 }, expressId: 12 });
    expect(normalizeSettings({ changeCoefAction: 5 }).changeCoefAction).toBe(2);
  });

  it.each([
    [4, 4],
    [16, 16],
    [3, 0],
    ['1', 0],
    [Number.NaN, 0],
  ])('keeps a stored odds format id %s only when document 000 §9 knows it (-> %s)', (coefViewId, expected) => {
    expect(normalizeSettings({ coefViewId }).coefViewId).toBe(expected);
  });
});
