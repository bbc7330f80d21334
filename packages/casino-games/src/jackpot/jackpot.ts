import type { FairInput } from '../fair/fair';
import { hmacSha256, utf8Bytes } from '../fair/sha256';

/**
 * The pooled jackpot of the slots (issue 17, "jackpot display fed by a real pooled jackpot that the
 * slots contribute to"). Stated rules:
 * - every real slot round puts `JACKPOT_SHARE_BASIS_POINTS` (1 %) of its stake, rounded down to the
 *   minor unit, into the pool of the stake's currency; demo rounds add nothing;
 * - a real slot round wins the whole pool (its own contribution included) when its jackpot draw is
 *   below 1 / `JACKPOT_ODDS`; the draw is the first four bytes, read big-endian over 2^32, of
 *   HMAC-SHA256(server seed, `${clientSeed}:${nonce}:jackpot`), so it is provably fair like the
 *   round and independent of the round's own numbers (message blocks are numbers, never 'jackpot');
 * - the pool starts empty and after a win starts again from nothing: the pool is always the sum of
 *   the contributions minus the sum of the payouts.
 * The slots' declared RTP is that of their pay tables; the jackpot returns its 1 % on top over time.
 */

/** Share of each real slot stake that feeds the pool, in basis points (100 = 1 %). */
export const JACKPOT_SHARE_BASIS_POINTS = 100;
/** A real slot round wins the pool with odds of one in this many. */
export const JACKPOT_ODDS = 20_000;

/** The pool's share of a stake, rounded down to the minor unit. */
export function jackpotContributionMinor(stakeMinor: number): number {
  return Math.floor((stakeMinor * JACKPOT_SHARE_BASIS_POINTS) / 10_000);
}

/** The round's jackpot draw in [0, 1), from its seeds. */
export function jackpotDraw(input: FairInput): number {
  const digest = hmacSha256(utf8Bytes(input.serverSeed), utf8Bytes(`${input.clientSeed}:${input.nonce}:jackpot`));
  return (((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0) / 2 ** 32;
}

/** Whether the round wins the pool. */
export function jackpotHits(input: FairInput): boolean {
  return jackpotDraw(input) * JACKPOT_ODDS < 1;
}
