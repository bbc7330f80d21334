import { describe, expect, it } from 'vitest';
import { cashbackMinor, cashbackPeriodStart, CASHBACK_PROGRAMMES } from './cashback.rules';

describe('cashback rules (issue 14)', () => {
  it('pays the stated rate of the net loss, rounded down, and nothing below the minimum or when ahead', () => {
    expect(cashbackMinor(12_345, CASHBACK_PROGRAMMES.vip.ratePercent, 0)).toBe(1_234);
    expect(cashbackMinor(4_999, CASHBACK_PROGRAMMES.premium.ratePercent, 5_000)).toBe(0);
    expect(cashbackMinor(5_000, CASHBACK_PROGRAMMES.premium.ratePercent, 5_000)).toBe(750);
    expect(cashbackMinor(0, 10, 0)).toBe(0);
    expect(cashbackMinor(-300, 10, 0)).toBe(0);
  });

  it('runs the period from Monday 00:00 UTC', () => {
    expect(cashbackPeriodStart(Date.UTC(2026, 10, 25, 23, 59))).toBe(Date.UTC(2026, 10, 23));
    expect(cashbackPeriodStart(Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 23));
    expect(cashbackPeriodStart(Date.UTC(2026, 10, 22, 23, 59))).toBe(Date.UTC(2026, 10, 16));
  });
});
