/**
 * Money cases. The first two rows are the issue's own examples of document 000's half-up rule:
 * 1.45 x 1.5 = 2.175 gives 2.18; 8.15 x 1.9 = 15.485 gives 15.49.
 * Row: [amount (major), coef, currency decimals, expected possible win (major)].
 */
export const multiplyCases: ReadonlyArray<readonly [amount: number, coef: number, decimals: number, expected: number]> = [
  [1.45, 1.5, 2, 2.18],
  [8.15, 1.9, 2, 15.49],
  // 1.005 is 1.00499999999999989... as a double: a float Math.round(100.49999...) would give 1.00.
  [1, 1.005, 2, 1.01],
  [0.01, 1.5, 2, 0.02],
  [0.01, 1.49, 2, 0.01],
  [10, 2.5, 2, 25],
  [150, 1.333, 2, 199.95],
  [5, 1.001, 2, 5.01],
  // 0-decimal currency (JPY): 1.5 yen rounds up to 2.
  [1, 1.5, 0, 2],
  [1000, 1.455, 0, 1455],
  // 3-decimal currency (KWD): 1.005 x 1.5 = 1.5075 gives 1.508.
  [1.005, 1.5, 3, 1.508],
];

/** Row: [value, decimals, expected half-up (ties away from zero)]. */
export const roundCases: ReadonlyArray<readonly [value: number, decimals: number, expected: number]> = [
  [2.175, 2, 2.18],
  [15.485, 2, 15.49],
  [1.005, 2, 1.01],
  [1.0049, 2, 1],
  [2.5, 0, 3],
  [-1.005, 2, -1.01],
  [-166.6665, 3, -166.667],
  [0.0005, 3, 0.001],
  [1e-7, 3, 0],
  [123, 2, 123],
];

/** Row: [amount (major), decimals, minor units or undefined when refused]. */
export const toMinorCases: ReadonlyArray<readonly [amount: number, decimals: number, expected: number | undefined]> = [
  [1.45, 2, 145],
  [150, 2, 15000],
  [0.1, 2, 10],
  [1.455, 2, undefined],
  [1.5, 0, undefined],
  [1000, 0, 1000],
  [1.005, 3, 1005],
  [Number.NaN, 2, undefined],
  [Number.POSITIVE_INFINITY, 2, undefined],
  [1e20, 2, undefined],
];
