/**
 * The demo slot every launched game plays: three reels of five symbols, paid on the middle line.
 * Pure: the reels come in, the multiplier (in tenths of the stake) goes out.
 */

/** Symbols by index, with their weights on a reel (out of 100). */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export const SLOT_WEIGHTS = [40, 30, 15, 10, 5] as const;

/** Three of a kind pays these multiples of the stake, in tenths (cherry 6x ... seven 100x). */
export const THREE_OF_A_KIND_TENTHS = [60, 100, 200, 500, 1000] as const;
/** Exactly two cherries pay half the stake back. */
export const TWO_CHERRIES_TENTHS = 5;

/** The symbol a uniform draw in [0, 100) lands on. */
export function symbolAt(draw: number): number {
  let cumulative = 0;
  for (let index = 0; index < SLOT_WEIGHTS.length; index++) {
    cumulative += SLOT_WEIGHTS[index] as number;
    if (draw < cumulative) return index;
  }
  return SLOT_WEIGHTS.length - 1;
}

/** The payout of three reels in tenths of the stake. */
export function payoutTenths(reels: readonly number[]): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return THREE_OF_A_KIND_TENTHS[a] ?? 0;
  const cherries = reels.filter((symbol) => symbol === 0).length;
  return cherries === 2 ? TWO_CHERRIES_TENTHS : 0;
}

/** The win of a stake in minor units: stake × tenths / 10, rounded half-up once. */
export function winMinor(stakeMinor: number, tenths: number): number {
  return Math.floor((stakeMinor * tenths * 2 + 10) / 20);
}

/** The theoretical return to player of the paytable (exact over the reel weights). */
export function theoreticalRtp(): number {
  let total = 0;
  for (let a = 0; a < 5; a++)
    for (let b = 0; b < 5; b++)
      for (let c = 0; c < 5; c++) total += ((SLOT_WEIGHTS[a] as number) * (SLOT_WEIGHTS[b] as number) * (SLOT_WEIGHTS[c] as number) * payoutTenths([a, b, c])) / 1e6 / 10;
  return total;
}
