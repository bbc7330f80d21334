/** Document 000 §9: initial amount and step by currency; unknown codes use RUB's. Row: [code, initial, step, decimals]. */
export const currencyCases: ReadonlyArray<readonly [code: string, initialAmount: number, amountStep: number, decimals: number]> = [
  ['RUB', 150, 100, 2],
  ['USD', 5, 2.5, 2],
  ['EUR', 5, 2.5, 2],
  ['UAH', 50, 50, 2],
  ['KZT', 1000, 500, 2],
  ['rub', 150, 100, 2],
  // Unknown codes fall back to RUB's amounts (document 000 §9).
  ['XXX', 150, 100, 2],
  ['', 150, 100, 2],
  // Project's choices (about 5 and 2.5 US dollars), ISO decimals: JPY 0, KWD 3.
  ['JPY', 1000, 500, 0],
  ['KWD', 2, 1, 3],
  ['GBP', 5, 2.5, 2],
];

/**
 * Document 000 §5 "Max amount per block chains: the first block gets the max bet; each next block
 * gets the previous block's coef times its amount, rounded to 2 decimals."
 * Row: [name, blocks, amounts by block (minor), max bet (minor), decimals, expected max by block (minor)].
 */
export const blockCases: ReadonlyArray<
  readonly [name: string, blocks: ReadonlyArray<{ blockId: number; coef: number }>, amounts: Record<number, number>, maxBetMinor: number | undefined, decimals: number, expected: Record<number, number | undefined>]
> = [
  ['three blocks', [{ blockId: 1, coef: 1.5 }, { blockId: 2, coef: 1.9 }, { blockId: 3, coef: 2 }], { 1: 145, 2: 815 }, 100_000, 2, { 1: 100_000, 2: 218, 3: 1549 }],
  ['no entered amount passes 0 on', [{ blockId: 1, coef: 1.5 }, { blockId: 2, coef: 1.9 }], {}, 5000, 2, { 1: 5000, 2: 0 }],
  ['unbounded first block', [{ blockId: 7, coef: 3 }, { blockId: 9, coef: 1.1 }], { 7: 1000 }, undefined, 2, { 7: undefined, 9: 3000 }],
  // 3-decimal currency: 1.005 x 1.5 = 1.5075 rounds to 2 decimals: 1.51 = 1510 minor.
  ['3-decimal currency rounds to 2 decimals', [{ blockId: 1, coef: 1.5 }, { blockId: 2, coef: 2 }], { 1: 1005 }, 50_000, 3, { 1: 50_000, 2: 1510 }],
];

/**
 * The blocks a chain is made of (document 000 §5 "the previous block's coef"): in the order their
 * first bet came, the coef of each the product of its bets (3 decimals, exact).
 * Row: [name, bets as [blockId, coef], expected blocks].
 */
export const couponBlockCases: ReadonlyArray<readonly [name: string, bets: ReadonlyArray<readonly [blockId: number, coef: number]>, expected: ReadonlyArray<{ blockId: number; coef: number }>]> = [
  ['one bet per block', [[1, 1.5], [2, 1.9]], [{ blockId: 1, coef: 1.5 }, { blockId: 2, coef: 1.9 }]],
  ['two bets in the first block multiply', [[1, 1.5], [1, 2], [2, 1.9]], [{ blockId: 1, coef: 3 }, { blockId: 2, coef: 1.9 }]],
  ['a block filled later keeps its place', [[3, 2], [7, 1.25], [3, 1.5]], [{ blockId: 3, coef: 3 }, { blockId: 7, coef: 1.25 }]],
  ['1.1 x 1.1 is exactly 1.21', [[4, 1.1], [4, 1.1]], [{ blockId: 4, coef: 1.21 }]],
  ['no bets, no blocks', [], []],
];
