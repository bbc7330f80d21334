import { divideHalfUp, MAX_SAFE_MINOR, pow10, scaleDecimals, toMoneyProduct } from '../money/money.rules';

/**
 * System bets (document 000 §3 "System value entry", §5; ARCHITECTURE.md "Time, money, odds"):
 * a system "k of n" places the amount split equally over the C(m, k) combinations of k of the m
 * non-banker bets; every banker is in every combination. The maximum win, when every bet wins, is
 * unit x (product of bankers) x e_k(non-banker coefs), e_k the elementary symmetric polynomial,
 * computed by dynamic programming in O(n·k), never by enumerating the combinations. The minimum
 * win, when only the k lowest priced bets win, is one combination: unit x bankers x the k smallest coefs.
 */

/** The smallest system value (document 000 §3: "systemValue (default 2, never below 2)"). */
export const MIN_SYSTEM_VALUE = 2;
/** The default system value (document 000 §3). */
export const DEFAULT_SYSTEM_VALUE = 2;

/**
 * One system value of a coupon, as the spec's entry `{ value, offset, minBetAmount, combo }`
 * (document 000 §3). In this product:
 * - `value`: k, how many of the non-banker bets each combination holds (2 to the non-banker count);
 * - `offset`: the number of bankers, which every combination holds in addition to its `value` bets,
 *   so a combination has `value + offset` legs (document 000 §5's "combinatorial formula over
 *   systemValue and offset" is C(bets - offset, value));
 * - `combo`: C(bets - offset, value), the number of combinations the amount is split over;
 * - `minBetAmount`: the smallest amount for this value in minor units, `combo` x the minimum stake
 *   of one combination.
 */
export interface SystemValueEntry {
  readonly value: number;
  readonly offset: number;
  readonly minBetAmount: number;
  readonly combo: number;
}

/** A system value entry with its possible win for an amount, in minor units (before any `maxPayout`). */
export interface SystemValuePricing extends SystemValueEntry {
  readonly minWinMinor: number;
  readonly maxWinMinor: number;
  /** The exact win exceeded `MAX_SAFE_MINOR` and was capped there. */
  readonly isOverflow: boolean;
}

/** C(n, k) exactly, as a BigInt (0 outside 0 <= k <= n). */
export function binomialBig(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= r; i++) result = (result * BigInt(n - r + i)) / BigInt(i);
  return result;
}

/** C(n, k) as a number; exact while below 2^53 (every coupon up to 56 bets). */
export function binomial(n: number, k: number): number {
  return Number(binomialBig(n, k));
}

/**
 * e_0 ... e_kMax of `values` in float64, by the recurrence e_j <- e_j + x·e_(j-1) over the values:
 * O(n·kMax) time, O(kMax) memory. e_0 is 1; e_j for j > n is 0.
 */
export function elementarySymmetric(values: readonly number[], kMax: number): Float64Array {
  const e = new Float64Array(kMax + 1);
  e[0] = 1;
  let count = 0;
  for (const x of values) {
    count++;
    for (let j = Math.min(count, kMax); j >= 1; j--) e[j] = (e[j] ?? 0) + x * (e[j - 1] ?? 0);
  }
  return e;
}

/** The same recurrence over exact integers (coefficients scaled to a common power of ten). */
export function elementarySymmetricExact(values: readonly bigint[], kMax: number): bigint[] {
  const e: bigint[] = new Array<bigint>(kMax + 1).fill(0n);
  e[0] = 1n;
  let count = 0;
  for (const x of values) {
    count++;
    for (let j = Math.min(count, kMax); j >= 1; j--) e[j] = (e[j] ?? 0n) + x * (e[j - 1] ?? 0n);
  }
  return e;
}

/** C(n, 0) ... C(n, n) by Pascal's additions: exact while every entry is below 2^53 (n up to 56). */
function pascalRow(n: number): Float64Array {
  const row = new Float64Array(n + 1);
  row[0] = 1;
  for (let i = 1; i <= n; i++) for (let j = i; j >= 1; j--) row[j] = (row[j] ?? 0) + (row[j - 1] ?? 0);
  return row;
}

/** The allowed system values for `nonBankerCount` bets: 2 to the count (none below 2 bets). */
export function systemValueBounds(nonBankerCount: number): { readonly min: number; readonly max: number } | undefined {
  return nonBankerCount >= MIN_SYSTEM_VALUE ? { min: MIN_SYSTEM_VALUE, max: nonBankerCount } : undefined;
}

/** A system value kept within 2 and the non-banker count (2 when there are fewer than 2 such bets). */
export function clampSystemValue(value: number, nonBankerCount: number): number {
  const bounds = systemValueBounds(nonBankerCount);
  if (!bounds || !Number.isFinite(value)) return DEFAULT_SYSTEM_VALUE;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

/** Bets of a system: the non-banker coefficients and the banker coefficients. */
export interface SystemLegs {
  readonly coefs: readonly number[];
  readonly bankerCoefs: readonly number[];
}

/** Exact pricing state of one coupon, built lazily when the float path cannot decide a rounding. */
interface ExactSystem {
  readonly e: bigint[];
  readonly smallestPrefix: bigint[];
  readonly bankerProduct: bigint;
  readonly scale: number;
}

function exactSystem(legs: SystemLegs, kMax: number): ExactSystem {
  const { units, scale } = scaleDecimals([...legs.coefs, ...legs.bankerCoefs]);
  const nonBankers = units.slice(0, legs.coefs.length);
  const bankerProduct = units.slice(legs.coefs.length).reduce((product, unit) => product * unit, 1n);
  const sorted = [...nonBankers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const smallestPrefix = [1n];
  for (let i = 0; i < Math.min(kMax, sorted.length); i++) smallestPrefix.push((smallestPrefix[i] ?? 1n) * (sorted[i] ?? 1n));
  return { e: elementarySymmetricExact(nonBankers, kMax), smallestPrefix, bankerProduct, scale };
}

function exactWins(exact: ExactSystem, amountMinor: number, k: number, bankerCount: number, combo: bigint): { min: bigint; max: bigint } {
  const denominator = combo * pow10(exact.scale * (k + bankerCount));
  const base = BigInt(amountMinor) * exact.bankerProduct;
  return {
    max: divideHalfUp(base * (exact.e[k] ?? 0n), denominator),
    min: divideHalfUp(base * (exact.smallestPrefix[k] ?? 0n), denominator),
  };
}

const TWO_POW_52 = 2 ** 52;

/**
 * Rounds a float quotient half-up when its error bound cannot straddle a tie (x.5); `undefined`
 * when it might, so the caller computes it exactly. `relativeError` bounds |computed - exact| / exact.
 */
function certainHalfUp(x: number, relativeError: number): number | undefined {
  if (!(x >= 0) || x >= TWO_POW_52) return undefined;
  const delta = x * relativeError + 2 ** -40;
  const low = Math.floor(x - delta + 0.5);
  return low === Math.floor(x + delta + 0.5) ? low : undefined;
}

/**
 * Every system value of a coupon at once (document 000 §3 `systemValues`), each with its minimum and
 * maximum win for `amountMinor`. One O(n²) float pass gives all e_k; a rounding the float error
 * bound cannot decide (a near tie, or numbers beyond 2^52) is recomputed exactly with BigInt,
 * so every win equals `systemWinExact`.
 * @param minStakePerCombinationMinor the smallest stake of one combination, for `minBetAmount`.
 */
export function allSystemValues(legs: SystemLegs, amountMinor: number, minStakePerCombinationMinor = 0): SystemValuePricing[] {
  const m = legs.coefs.length;
  const b = legs.bankerCoefs.length;
  if (m < MIN_SYSTEM_VALUE) return [];
  const e = elementarySymmetric(legs.coefs, m);
  const sorted = Float64Array.from(legs.coefs).sort();
  let bankerProduct = 1;
  for (const coef of legs.bankerCoefs) bankerProduct *= coef;
  // Each value passes through at most 3 roundings per bet (its coefficient, a multiply, an add)
  // plus a few for the amount, the bankers and the division: a generous bound on their sum.
  const relativeError = (4 * (m + b) + 16) * 2 ** -52;
  const base = amountMinor * bankerProduct;
  let exact: ExactSystem | undefined;
  let smallest = 1;
  const result: SystemValuePricing[] = [];
  const combos = pascalRow(m);
  for (let k = 1; k <= m; k++) {
    smallest *= sorted[k - 1] ?? 1;
    if (k < MIN_SYSTEM_VALUE) continue;
    let combo = combos[k] ?? 0;
    let maxWin = combo <= MAX_SAFE_MINOR ? certainHalfUp((base * (e[k] ?? 0)) / combo, relativeError) : undefined;
    let minWin = maxWin === undefined ? undefined : certainHalfUp((base * smallest) / combo, relativeError);
    let isOverflow = false;
    if (maxWin === undefined || minWin === undefined) {
      exact ??= exactSystem(legs, m);
      const comboBig = binomialBig(m, k);
      combo = Number(comboBig);
      const wins = exactWins(exact, amountMinor, k, b, comboBig);
      const max = toMoneyProduct(wins.max);
      const min = toMoneyProduct(wins.min);
      maxWin = max.minor;
      minWin = min.minor;
      isOverflow = max.isOverflow || min.isOverflow;
    }
    result.push({ value: k, offset: b, combo, minBetAmount: combo * minStakePerCombinationMinor, minWinMinor: minWin, maxWinMinor: maxWin, isOverflow });
  }
  return result;
}

/**
 * The minimum and maximum win of one system value, exactly (BigInt), in O(n·k).
 * `value` outside 2 to the non-banker count gives zero wins.
 */
export function systemWinExact(legs: SystemLegs, amountMinor: number, value: number): { readonly minWinMinor: number; readonly maxWinMinor: number; readonly isOverflow: boolean } {
  const m = legs.coefs.length;
  if (value < MIN_SYSTEM_VALUE || value > m) return { minWinMinor: 0, maxWinMinor: 0, isOverflow: false };
  const exact = exactSystem(legs, value);
  const wins = exactWins(exact, amountMinor, value, legs.bankerCoefs.length, binomialBig(m, value));
  const max = toMoneyProduct(wins.max);
  const min = toMoneyProduct(wins.min);
  return { minWinMinor: min.minor, maxWinMinor: max.minor, isOverflow: max.isOverflow || min.isOverflow };
}

/** The displayed coefficient of a system value: the average combination coefficient, bankers included (e_k / C x bankers). */
export function systemCoef(legs: SystemLegs, value: number): number {
  const m = legs.coefs.length;
  if (value < MIN_SYSTEM_VALUE || value > m) return 0;
  const e = elementarySymmetric(legs.coefs, value);
  let bankerProduct = 1;
  for (const coef of legs.bankerCoefs) bankerProduct *= coef;
  return ((e[value] ?? 0) * bankerProduct) / binomial(m, value);
}
