import { ValidationCode } from './validation.rules';

/**
 * Entered amounts (major units) against a 2-decimal currency with min 1.00 and max 500.00.
 * Row: [input, expected minor units or code].
 */
export const amountInputCases: ReadonlyArray<readonly [input: unknown, expected: number | string]> = [
  [1.45, 145],
  [150, 15_000],
  [0, 0],
  [500, 50_000],
  [Number.NaN, ValidationCode.notANumber],
  ['12', ValidationCode.notANumber],
  [Number.POSITIVE_INFINITY, ValidationCode.notFinite],
  [Number.NEGATIVE_INFINITY, ValidationCode.notFinite],
  [-5, ValidationCode.negative],
  [1.455, ValidationCode.tooManyDecimals],
  [0.5, ValidationCode.belowMin],
  [500.01, ValidationCode.aboveMax],
  // The bounds themselves are allowed (document 000 §5 min and max amount): 1.00 and 500.00.
  [1, 100],
  [0.99, ValidationCode.belowMin],
];

/** System value input with 4 non-banker bets (document 000 §5: at least 2). Row: [input, expected value or code]. */
export const systemValueInputCases: ReadonlyArray<readonly [input: unknown, expected: number | string]> = [
  [2, 2],
  [4, 4],
  [1, ValidationCode.systemValueBelowMin],
  [0, ValidationCode.systemValueBelowMin],
  [5, ValidationCode.systemValueAboveBets],
  [2.5, ValidationCode.notInteger],
  [Number.NaN, ValidationCode.notANumber],
  [Number.POSITIVE_INFINITY, ValidationCode.notFinite],
];
