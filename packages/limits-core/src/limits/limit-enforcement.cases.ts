/** Allowed values per type (document 001 §9): money in minor units up to 999999999, the others their options. */
export const allowedValueCases: ReadonlyArray<{ type: number; value: number; allowed: boolean }> = [
  { type: 30, value: 365, allowed: true },
  { type: 30, value: 360, allowed: true },
  { type: 30, value: 3650, allowed: true },
  { type: 30, value: 2, allowed: false },
  { type: 33, value: 90, allowed: true },
  { type: 33, value: 60, allowed: false },
  { type: 31, value: 24, allowed: true },
  { type: 31, value: -1, allowed: true },
  { type: 31, value: 25, allowed: false },
  { type: 32, value: 45, allowed: true },
  { type: 32, value: 20, allowed: false },
  { type: 21, value: 999_999_999, allowed: true },
  { type: 21, value: 1_000_000_000, allowed: false },
  { type: 20, value: 0, allowed: false },
  { type: 1, value: 150.5, allowed: false },
  { type: 11, value: 5_000, allowed: true },
  { type: 37, value: 1, allowed: false },
];

/** A decrease applies at once (-1), an increase waits (1); no limit is above every value. */
export const changeDirectionCases: ReadonlyArray<{ type: number; from: number | null; to: number; direction: 1 | -1 | 0 }> = [
  { type: 20, from: 10_000, to: 5_000, direction: -1 },
  { type: 20, from: 5_000, to: 10_000, direction: 1 },
  { type: 20, from: null, to: 5_000, direction: -1 },
  { type: 20, from: 5_000, to: 999_999_999, direction: 1 },
  { type: 21, from: 999_999_999, to: 5_000, direction: -1 },
  { type: 2, from: 1_000, to: 1_000, direction: 0 },
  { type: 31, from: 2, to: -1, direction: 1 },
  { type: 31, from: -1, to: 2, direction: -1 },
  { type: 31, from: 3, to: 3, direction: 0 },
];

/** The money windows of document 001 §3: 24 h, 7 d, 30 d; other types have none. */
export const windowCases: ReadonlyArray<{ type: number; seconds: number | null }> = [
  { type: 1, seconds: 86_400 },
  { type: 2, seconds: 604_800 },
  { type: 3, seconds: 2_592_000 },
  { type: 10, seconds: 86_400 },
  { type: 11, seconds: 604_800 },
  { type: 12, seconds: 2_592_000 },
  { type: 20, seconds: 86_400 },
  { type: 21, seconds: 604_800 },
  { type: 22, seconds: 2_592_000 },
  { type: 30, seconds: null },
  { type: 31, seconds: null },
  { type: 33, seconds: null },
];
