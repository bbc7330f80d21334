import { divideHalfUp, pow10, scaleDecimals, toMoneyProduct } from '../money/money.rules';
import { binomialBig, MIN_SYSTEM_VALUE, type SystemLegs } from './system.rules';

/**
 * The scenario table of a system bet (issue 16, "system scenario table"): what a system "k of n"
 * pays for every number j of winning non-banker selections, every banker won (a lost banker loses
 * every combination). With j winners the C(j, k) combinations inside them pay, each unit x bankers
 * x its k coefficients, so the win is unit x bankers x e_k(the winners' coefficients): least when
 * the j lowest priced bets win, most when the j highest do. The same DP as `allSystemValues`
 * (ARCHITECTURE.md "Time, money, odds"), run over the sorted prefixes so every j costs O(n·k) in
 * all, exact in BigInt and rounded once half-up like the coupon's possible win. For j = k the
 * minimum is the DP's minimum win; for j = n both are its maximum win.
 */

/** One row: j selections won, with the least and the most the coupon then pays, in minor units. */
export interface SystemScenario {
  readonly winners: number;
  readonly minWinMinor: number;
  readonly maxWinMinor: number;
}

/** e_k of every prefix of `sorted` (prefix lengths 0..n), by the recurrence over the values. */
function prefixElementary(sorted: readonly bigint[], k: number): bigint[] {
  const e: bigint[] = new Array<bigint>(k + 1).fill(0n);
  e[0] = 1n;
  const byPrefix: bigint[] = [k === 0 ? 1n : 0n];
  sorted.forEach((x, index) => {
    for (let j = Math.min(index + 1, k); j >= 1; j--) e[j] = (e[j] ?? 0n) + x * (e[j - 1] ?? 0n);
    byPrefix.push(e[k] ?? 0n);
  });
  return byPrefix;
}

/**
 * Rows for j = 0 .. n non-banker winners of a system with value `value` and amount `amountMinor`
 * (empty for a value outside 2 to n). Rows below k pay nothing.
 */
export function systemScenarios(legs: SystemLegs, amountMinor: number, value: number): SystemScenario[] {
  const n = legs.coefs.length;
  if (value < MIN_SYSTEM_VALUE || value > n || !(amountMinor >= 0)) return [];
  const { units, scale } = scaleDecimals([...legs.coefs, ...legs.bankerCoefs]);
  const nonBankers = units.slice(0, n);
  const bankerProduct = units.slice(n).reduce((product, unit) => product * unit, 1n);
  const ascending = [...nonBankers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lowest = prefixElementary(ascending, value);
  const highest = prefixElementary([...ascending].reverse(), value);
  const denominator = binomialBig(n, value) * pow10(scale * (value + legs.bankerCoefs.length));
  const base = BigInt(amountMinor) * bankerProduct;
  const win = (e: bigint) => toMoneyProduct(divideHalfUp(base * e, denominator)).minor;
  return Array.from({ length: n + 1 }, (_unused, winners) => ({
    winners,
    minWinMinor: win(lowest[winners] ?? 0n),
    maxWinMinor: win(highest[winners] ?? 0n),
  }));
}
