/**
 * Money of a round: a win is the stake times a rational multiple `num / den`, in integer minor
 * units, rounded once, half-up (CONTRIBUTING.md "Money in integer minor units, rounded once").
 */

/** `stakeMinor × num / den` rounded half-up to a whole minor unit. */
export function payMinor(stakeMinor: number, num: number, den: number): number {
  return Math.floor((2 * stakeMinor * num + den) / (2 * den));
}
