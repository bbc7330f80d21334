/**
 * Odds conversions, cited from public worked examples by their numbers (document 000 §9 gives the
 * format ids and the 3-decimal rounding). Row: [source, decimal coef, format id, expected display value].
 */
export const oddsCases: ReadonlyArray<readonly [source: string, coef: number, formatId: number, expected: number]> = [
  // betsmart.co "Odds Conversion Formulas": 2.00 -> +100; 3.35 -> +235; 1.9091 -> -109.99 (~ -110); 1.6579 -> -151.98 (~ -152).
  ['betsmart 2.00 American', 2, 2, 100],
  ['betsmart 3.35 American', 3.35, 2, 235],
  ['betsmart 1.9091 American (-109.99..., 3 decimals)', 1.9091, 2, -109.999],
  ['betsmart 1.6579 American (-100 / 0.6579 = -151.9988..., 3 decimals)', 1.6579, 2, -151.999],
  // same page: decimal to fractional 1.75 -> 3/4, 2.20 -> 6/5 (fraction value 0.75, 1.2).
  ['betsmart 1.75 fractional value', 1.75, 1, 0.75],
  ['betsmart 2.20 fractional value', 2.2, 1, 1.2],
  // independent.co.uk "What is a Trixie bet": 1/2 = 1.5, 6/4 = 2.5, 9/4 = 3.25, 5/1 = 6.0.
  ['independent 6/4 = 2.5 decimal', 2.5, 0, 2.5],
  ['independent 6/4 = 2.5 American', 2.5, 2, 150],
  ['independent 1/2 = 1.5 American', 1.5, 2, -200],
  // Asian styles of the same prices: Hong Kong is d - 1; Indonesian is d - 1 from 2.0 up and
  // -1/(d - 1) below; Malay is d - 1 up to 2.0 and -1/(d - 1) above (2.5 -> -0.667, 1.5 -> 0.5 / -2).
  ['2.5 Hong Kong', 2.5, 4, 1.5],
  ['2.5 Indonesian', 2.5, 5, 1.5],
  ['2.5 Malay', 2.5, 6, -0.667],
  ['1.5 Hong Kong', 1.5, 4, 0.5],
  ['1.5 Indonesian', 1.5, 5, -2],
  ['1.5 Malay', 1.5, 6, 0.5],
  ['evens Malay', 2, 6, 1],
  ['evens Indonesian', 2, 5, 1],
  // ids 14, 15, 16 are this project's Asian-view aliases of 4, 5, 6.
  ['1.8 id 14 (Hong Kong)', 1.8, 14, 0.8],
  ['1.8 id 15 (Indonesian)', 1.8, 15, -1.25],
  ['3 id 16 (Malay)', 3, 16, -0.5],
  // unknown id shows decimal; a coef of 1 (no price) shows 0 where d - 1 divides.
  ['unknown id 3', 1.91, 3, 1.91],
  ['coef 1 American', 1, 2, 0],
  // 3-decimal half-up: 1.3 Indonesian = -1/0.3 = -3.333...; 2.4 Malay = -1/1.4 = -0.714285...
  ['1.3 Indonesian', 1.3, 5, -3.333],
  ['2.4 Malay', 2.4, 6, -0.714],
];

/** Row: [decimal coef, numerator, denominator] (independent.co.uk: 4/6 = 1.67, 10/11 = 1.91, 9/4 = 3.25, 5/2 = 3.5, 10/1 = 11.0). */
export const fractionCases: ReadonlyArray<readonly [coef: number, numerator: number, denominator: number]> = [
  [1.67, 2, 3],
  [1.909, 10, 11],
  [1.91, 10, 11],
  [2.05, 21, 20],
  [3.25, 9, 4],
  [3.5, 5, 2],
  [11, 10, 1],
  [2.5, 3, 2],
  [1.75, 3, 4],
  [2.2, 6, 5],
];
