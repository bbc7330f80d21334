/**
 * Money in integer minor units (ARCHITECTURE.md "Time, money, odds"): amounts are multiplied by
 * coefficients exactly, with BigInt, and rounded once, half-up, by `divideHalfUp`.
 */

/** A finite decimal number as an exact integer and a power-of-ten scale: value = units / 10^scale. */
export interface ScaledDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** The result of a money computation: minor units, and whether it was capped at `MAX_SAFE_MINOR`. */
export interface MoneyProduct {
  readonly minor: number;
  /** The exact result was above `MAX_SAFE_MINOR` and was capped there: refuse it rather than show it. */
  readonly isOverflow: boolean;
}

/** The largest amount in minor units a JavaScript number holds exactly (2^53 - 1). */
export const MAX_SAFE_MINOR = Number.MAX_SAFE_INTEGER;
const MAX_SAFE_MINOR_BIG = BigInt(MAX_SAFE_MINOR);
/** The largest amount in minor units whose major-unit number is exact on the wire: 15 significant digits (a double keeps 15). */
export const MAX_WIRE_MINOR = 999_999_999_999_999;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;
const POWERS: bigint[] = [];

/** 10^exponent as a BigInt (cached). */
export function pow10(exponent: number): bigint {
  let power = POWERS[exponent];
  if (power === undefined) {
    power = 10n ** BigInt(exponent);
    if (exponent < 64) POWERS[exponent] = power;
  }
  return power;
}

/**
 * The exact decimal a finite number stands for: its shortest round-trip form (`String(1.45)` is
 * "1.45"), so 1.45 means 145/100 and never 1.4499999999999999556. `undefined` for NaN and Infinity.
 */
export function parseDecimal(value: number): ScaledDecimal | undefined {
  if (!Number.isFinite(value)) return undefined;
  // Fast path: the fewest decimals s with round(value x 10^s) / 10^s === value is the shortest form.
  const magnitude = Math.abs(value);
  for (let scale = 0, power = 1; scale <= 15 && magnitude * power < 2 ** 52; scale++, power *= 10) {
    const units = Math.round(magnitude * power);
    if (units / power === magnitude) return { units: BigInt(value < 0 ? -units : units), scale };
  }
  return parseDecimalText(value);
}

function parseDecimalText(value: number): ScaledDecimal | undefined {
  const match = DECIMAL.exec(String(value));
  if (!match) return undefined;
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  let digits = whole + fraction;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  let units = BigInt(digits);
  // Trailing zeros carry no precision: 1.50 and 1.5 are the same decimal.
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** How many decimals a number has in its shortest form (1.45 has 2, 100 has 0); NaN for non-finite input. */
export function decimalPlaces(value: number): number {
  return parseDecimal(value)?.scale ?? Number.NaN;
}

/**
 * THE rounding helper: numerator / denominator rounded half-up (ties away from zero), exactly.
 * `denominator` must be positive. Every money value is rounded once, here.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divideHalfUp needs a positive denominator');
  if (numerator < 0n) return -divideHalfUp(-numerator, denominator);
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** `value` rounded half-up (ties away from zero) to `decimals` decimals, on its exact decimal value. */
export function roundHalfUp(value: number, decimals: number): number {
  const parsed = parseDecimal(value);
  if (!parsed || parsed.scale <= decimals) return value;
  const rounded = divideHalfUp(parsed.units, pow10(parsed.scale - decimals));
  return Number(rounded) / 10 ** decimals;
}

/**
 * An amount in major units as minor units, when it has at most `currencyDecimals` decimals
 * (`toMinorUnits(1.45, 2)` is 145); `undefined` for NaN, Infinity, more decimals, or beyond `MAX_SAFE_MINOR`.
 */
export function toMinorUnits(amount: number, currencyDecimals: number): number | undefined {
  const parsed = parseDecimal(amount);
  if (!parsed || parsed.scale > currencyDecimals) return undefined;
  const minor = parsed.units * pow10(currencyDecimals - parsed.scale);
  if (minor > MAX_SAFE_MINOR_BIG || minor < -MAX_SAFE_MINOR_BIG) return undefined;
  return Number(minor);
}

/**
 * Minor units as a major-unit number for display and the wire (145 with 2 decimals is 1.45).
 * Exact (it round-trips through `toMinorUnits`) up to 15 significant digits, `MAX_WIRE_MINOR`.
 */
export function fromMinorUnits(minor: number, currencyDecimals: number): number {
  return minor / 10 ** currencyDecimals;
}

/** Clamps an exact BigInt result into a `MoneyProduct`. */
export function toMoneyProduct(exact: bigint): MoneyProduct {
  if (exact > MAX_SAFE_MINOR_BIG) return { minor: MAX_SAFE_MINOR, isOverflow: true };
  return { minor: Number(exact), isOverflow: false };
}

/** Parses coefficients to one common scale: the exact integers and the scale (value = units / 10^scale). */
export function scaleDecimals(values: readonly number[]): { readonly units: bigint[]; readonly scale: number } {
  const parsed = values.map((value) => {
    const decimal = parseDecimal(value);
    if (!decimal) throw new RangeError(`not a finite decimal: ${value}`);
    return decimal;
  });
  const scale = parsed.reduce((max, decimal) => Math.max(max, decimal.scale), 0);
  return { units: parsed.map((decimal) => decimal.units * pow10(scale - decimal.scale)), scale };
}

/**
 * amountMinor x every factor / divisor, computed exactly and rounded once half-up
 * (1.45 x 1.5 = 2.175 gives 2.18; 8.15 x 1.9 = 15.485 gives 15.49). Factors are decimal numbers
 * (coefficients), `divisor` a positive integer (the number of system combinations).
 */
export function multiplyMinor(amountMinor: number, factors: readonly number[], divisor: bigint = 1n): MoneyProduct {
  const { units, scale } = scaleDecimals(factors);
  let numerator = BigInt(amountMinor);
  for (const unit of units) numerator *= unit;
  return toMoneyProduct(divideHalfUp(numerator, divisor * pow10(scale * factors.length)));
}

/** The smaller of two amounts in minor units; `undefined` bounds nothing. */
export function capMinor(minor: number, capMinorUnits: number | undefined): number {
  return capMinorUnits === undefined ? minor : Math.min(minor, capMinorUnits);
}
