import { describe, expect, it } from 'vitest';
import * as publicSurface from './index';
import * as rules from './rules';

describe('public surface', () => {
  it('exports each name once: the services from the main entry, the pure rules from ./rules', () => {
    const services = Object.keys(publicSurface);
    expect(services.filter((name) => name in rules)).toEqual([]);
    expect(services).toEqual(expect.arrayContaining(['CouponService', 'CouponPlacer', 'couponCoreModule']));
  });

  it('keeps services and MobX out of the rules entry', () => {
    const names = Object.keys(rules);
    expect(names).not.toContain('DefaultCouponService');
    expect(names).not.toContain('couponCoreModule');
    expect(names).toEqual(expect.arrayContaining(['priceCoupon', 'allSystemValues', 'multiplyMinor', 'validateCoupon', 'buildPlacingPayloads', 'coefByView', 'currencyAmounts']));
  });
});
