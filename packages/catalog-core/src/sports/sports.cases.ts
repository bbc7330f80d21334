import type { FeedSection } from '@kickoff/contracts';
import type { FeedView, MovementDirection } from './sports.rules';

/** document 001 §9: "Refresh intervals: default 10 s; line 15 s; live 2 s to 10 s". */
export const REFRESH_CASES: ReadonlyArray<readonly [FeedSection, FeedView, number]> = [
  ['line', 'menu', 15_000],
  ['line', 'list', 15_000],
  ['line', 'game', 15_000],
  ['live', 'menu', 10_000],
  ['live', 'list', 5_000],
  ['live', 'game', 2_000],
];

/** A configured live interval is kept within 2 s to 10 s (document 001 §9). */
export const CLAMP_CASES: ReadonlyArray<readonly [number, number]> = [
  [500, 2_000],
  [2_000, 2_000],
  [3_500, 3_500],
  [10_000, 10_000],
  [60_000, 10_000],
  [Number.NaN, 5_000],
];

/** Movement from a previous to a next coefficient. */
export const MOVEMENT_CASES: ReadonlyArray<readonly [number | undefined, number, MovementDirection | null]> = [
  [undefined, 1.85, null],
  [1.85, 1.85, null],
  [1.85, 1.9, 'up'],
  [1.9, 1.85, 'down'],
  [1.01, 251, 'up'],
];
