import type { CouponTypeId } from './pricing.rules';

/**
 * Possible wins (document 000 §5: "Possible win is amount times coef, or times exactCoef if set";
 * the issue: 1.45 x 1.5 = 2.18 and 8.15 x 1.9 = 15.49; system from system.cases.ts; maxPayout caps).
 * Row: [name, type, coefs (banker marked with a leading "B"), amount minor, system value, exactCoef, maxPayout, coef, win, min win].
 */
export const priceCases: ReadonlyArray<
  readonly [name: string, typeId: CouponTypeId, coefs: ReadonlyArray<number | string>, amountMinor: number, systemValue: number, exactCoef: number, maxPayoutMinor: number | undefined, coef: number, winMinor: number, minWinMinor: number]
> = [
  ['single 1.45 x 1.5', 0, [1.5], 145, 2, 0, undefined, 1.5, 218, 218],
  ['single 8.15 x 1.9', 0, [1.9], 815, 2, 0, undefined, 1.9, 1549, 1549],
  ['single with exactCoef', 0, [1.9], 1000, 2, 2.05, undefined, 2.05, 2050, 2050],
  ['express 10.00 x 1.5 x 1.9 x 2.25', 1, [1.5, 1.9, 2.25], 1000, 2, 0, undefined, 6.413, 6413, 6413],
  ['express capped by maxPayout', 1, [10, 10, 10], 10_000, 2, 0, 500_000, 1000, 500_000, 500_000],
  ['2 out of 3 (sportsbet24)', 2, [1.9, 2, 2.5], 60_000, 2, 0, undefined, 4.517, 271_000, 76_000],
  ['1 banker + 2 from 3', 2, ['B1.5', 2, 3, 4], 300, 2, 0, undefined, 13, 3900, 900],
  ['several singles, 150.00 each', 9, [1.5, 2], 15_000, 2, 0, undefined, 0, 52_500, 22_500],
];
