import { divideHalfUp, MAX_SAFE_MINOR, pow10, scaleDecimals, toMoneyProduct } from '../money/money.rules';
import { ddDivNumber, ddFromDecimal, ddMul, ddRoundHalfUp, type DD } from './double-double';

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

/** Above this a win may not fit a safe integer: decided exactly. */
const DD_LIMIT = 2 ** 53 - 4;
const SPLITTER = 134_217_729; // 2^27 + 1, Dekker's split
/** A win surely above `MAX_SAFE_MINOR`, even after its error bound. */
const OVERFLOW_LIMIT = 2 ** 53 + 4;

/**
 * Every system value of a coupon at once (document 000 §3 `systemValues`), each with its minimum and
 * maximum win for `amountMinor`. One O(n²) pass in double-double arithmetic gives every e_k; a
 * rounding its error bound cannot decide (a tie within about 1e-15 of x.5, or a win near 2^53) is
 * recomputed exactly with BigInt, so every win equals `systemWinExact`; wins above a safe integer
 * are capped at `MAX_SAFE_MINOR` and flagged.
 * @param minStakePerCombinationMinor the smallest stake of one combination, for `minBetAmount`.
 */
export function allSystemValues(legs: SystemLegs, amountMinor: number, minStakePerCombinationMinor = 0): SystemValuePricing[] {
  const m = legs.coefs.length;
  const b = legs.bankerCoefs.length;
  if (m < MIN_SYSTEM_VALUE) return [];
  const decimals = scaleDecimals([...legs.coefs, ...legs.bankerCoefs]);
  const unitsAsNumbers = decimals.units.map(Number);
  const exactInputs = decimals.scale <= 22 && unitsAsNumbers.every((units) => units <= MAX_SAFE_MINOR) && amountMinor <= MAX_SAFE_MINOR;
  let exact: ExactSystem | undefined;
  const result: SystemValuePricing[] = [];
  const combos = pascalRow(m);
  if (!exactInputs) {
    exact = exactSystem(legs, m);
    for (let k = MIN_SYSTEM_VALUE; k <= m; k++) result.push(exactEntry(exact, amountMinor, k, b, m, minStakePerCombinationMinor));
    return result;
  }
  const coefs = unitsAsNumbers.slice(0, m).map((units) => ddFromDecimal(units, decimals.scale));
  const base: DD = { hi: amountMinor, lo: 0 };
  for (let i = m; i < unitsAsNumbers.length; i++) ddMul(base, ddFromDecimal(unitsAsNumbers[i] ?? 1, decimals.scale), base);
  // e_0 .. e_m by the recurrence e_j <- e_j + c·e_(j-1), in double-double; the operations of
  // double-double.ts are inlined here because this loop is the whole cost (n²/2 steps).
  const eHi = new Float64Array(m + 1);
  const eLo = new Float64Array(m + 1);
  eHi[0] = 1;
  for (let i = 0; i < m; i++) {
    const c = coefs[i] ?? { hi: 1, lo: 0 };
    const ch = c.hi;
    const cl = c.lo;
    let t = SPLITTER * ch;
    const chh = t - (t - ch);
    const chl = ch - chh;
    for (let j = i + 1; j >= 1; j--) {
      const xh = eHi[j - 1] as number;
      const xl = eLo[j - 1] as number;
      const p = xh * ch;
      t = SPLITTER * xh;
      const xhh = t - (t - xh);
      const xhl = xh - xhh;
      const pe = xhh * chh - p + xhh * chl + xhl * chh + xhl * chl + (xh * cl + xl * ch);
      const ph = p + pe;
      const pl = pe - (ph - p);
      const yh = eHi[j] as number;
      const sum = yh + ph;
      const bb = sum - yh;
      const err = yh - (sum - bb) + (ph - bb) + (eLo[j] as number) + pl;
      const r = sum + err;
      eLo[j] = err - (r - sum);
      eHi[j] = r;
    }
  }
  const sorted = [...coefs].sort((x, y) => x.hi - y.hi || x.lo - y.lo);
  // Each value passes through at most about 3 operations per bet plus a few more, each erring by
  // under 2^-100 relative: a generous bound on their sum.
  const relativeError = (4 * (m + b) + 24) * 2 ** -100;
  const smallest: DD = { hi: 1, lo: 0 };
  const win: DD = { hi: 0, lo: 0 };
  for (let k = 1; k <= m; k++) {
    ddMul(smallest, sorted[k - 1] ?? { hi: 1, lo: 0 }, smallest);
    if (k < MIN_SYSTEM_VALUE) continue;
    const combo = combos[k] ?? 0;
    let maxWin: number | undefined;
    let minWin: number | undefined;
    let isOverflow = false;
    if (combo <= MAX_SAFE_MINOR) {
      win.hi = eHi[k] ?? 0;
      win.lo = eLo[k] ?? 0;
      ddDivNumber(ddMul(win, base, win), combo, win);
      maxWin = decide(win, relativeError);
      if (maxWin === MAX_SAFE_MINOR + 1) {
        maxWin = MAX_SAFE_MINOR;
        isOverflow = true;
      }
      win.hi = smallest.hi;
      win.lo = smallest.lo;
      ddDivNumber(ddMul(win, base, win), combo, win);
      minWin = decide(win, relativeError);
      if (minWin === MAX_SAFE_MINOR + 1) {
        minWin = MAX_SAFE_MINOR;
        isOverflow = true;
      }
    }
    if (maxWin === undefined || minWin === undefined) {
      // A tie (or a win near 2^53): exact BigInt e_0..e_k, O(n·k), reused for later values when it reaches them.
      if (!exact || exact.e.length <= k) exact = exactSystem(legs, exact ? m : k);
      result.push(exactEntry(exact, amountMinor, k, b, m, minStakePerCombinationMinor));
      continue;
    }
    result.push({ value: k, offset: b, combo, minBetAmount: combo * minStakePerCombinationMinor, minWinMinor: minWin, maxWinMinor: maxWin, isOverflow });
  }
  return result;
}

/** The rounded win, `MAX_SAFE_MINOR + 1` for "surely above a safe integer", `undefined` when only the exact path can tell. */
function decide(win: DD, relativeError: number): number | undefined {
  if (win.hi > OVERFLOW_LIMIT) return MAX_SAFE_MINOR + 1;
  if (!(win.hi >= 0) || win.hi >= DD_LIMIT) return undefined;
  return ddRoundHalfUp(win, win.hi * relativeError);
}

function exactEntry(exact: ExactSystem, amountMinor: number, k: number, bankerCount: number, m: number, minStakePerCombinationMinor: number): SystemValuePricing {
  const comboBig = binomialBig(m, k);
  const combo = Number(comboBig);
  const wins = exactWins(exact, amountMinor, k, bankerCount, comboBig);
  const max = toMoneyProduct(wins.max);
  const min = toMoneyProduct(wins.min);
  return { value: k, offset: bankerCount, combo, minBetAmount: combo * minStakePerCombinationMinor, minWinMinor: min.minor, maxWinMinor: max.minor, isOverflow: max.isOverflow || min.isOverflow };
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
