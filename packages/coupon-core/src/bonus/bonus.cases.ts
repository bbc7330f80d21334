/** Document 000 §5: "1 multiplied by (1 + n/100) for n bets from 1 to 9, and by 1.1 for other counts." Row: [n, coefficient]. */
export const bonusCoefficientCases: ReadonlyArray<readonly [betCount: number, coefficient: number]> = [
  [1, 1.01],
  [2, 1.02],
  [3, 1.03],
  [5, 1.05],
  [9, 1.09],
  [10, 1.1],
  [25, 1.1],
  [0, 1.1],
];

/**
 * Document 000 §5 bonus bet eligibility: express; isAvailableCouponBonusBet; at least 3 bets; every
 * coef at least 1.1 and not market kind 7; total coef at least 1.01.
 * Row: [name, typeId, flag, coefs, market kinds, eligible].
 */
export const eligibilityCases: ReadonlyArray<readonly [name: string, typeId: number, flag: boolean, coefs: readonly number[], kinds: readonly number[], eligible: boolean]> = [
  ['3-bet express', 1, true, [1.1, 1.5, 2], [1, 1, 1], true],
  ['flag off', 1, false, [1.1, 1.5, 2], [1, 1, 1], false],
  ['system', 2, true, [1.1, 1.5, 2], [1, 1, 1], false],
  ['two bets', 1, true, [1.5, 2], [1, 1], false],
  ['a coef of 1.09', 1, true, [1.09, 1.5, 2], [1, 1, 1], false],
  ['market kind 7', 1, true, [1.5, 1.5, 2], [1, 7, 1], false],
  ['ten bets at 1.1', 1, true, Array.from({ length: 10 }, () => 1.1), Array.from({ length: 10 }, () => 1), true],
];
