/**
 * Double-double arithmetic (a value is hi + lo, about 106 bits): error-free transformations by
 * Dekker and Knuth, without FMA. Used by the system fast path so that wins up to 2^53 minor units
 * are decided without BigInt; each operation on positive operands errs by under 2^-100 relative.
 */

/** A double-double value: hi + lo with |lo| <= ulp(hi) / 2. */
export interface DD {
  hi: number;
  lo: number;
}

const SPLITTER = 134_217_729; // 2^27 + 1

/** hi + lo = a x b exactly (Dekker's product). */
function twoProd(a: number, b: number, out: DD): DD {
  const p = a * b;
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  out.hi = p;
  out.lo = ah * bh - p + ah * bl + al * bh + al * bl;
  return out;
}

const scratch: DD = { hi: 0, lo: 0 };

/** x x y into out (out may be x or y). */
export function ddMul(x: DD, y: DD, out: DD): DD {
  twoProd(x.hi, y.hi, scratch);
  const e = scratch.lo + (x.hi * y.lo + x.lo * y.hi);
  const s = scratch.hi + e;
  out.lo = e - (s - scratch.hi);
  out.hi = s;
  return out;
}

/** x / d for a positive double d, into out. */
export function ddDivNumber(x: DD, d: number, out: DD): DD {
  const q1 = x.hi / d;
  twoProd(q1, d, scratch);
  const remainder = x.hi - scratch.hi - scratch.lo + x.lo;
  const q2 = remainder / d;
  const s = q1 + q2;
  out.lo = q2 - (s - q1);
  out.hi = s;
  return out;
}

/** units / 10^scale as a double-double (units and 10^scale exact doubles: below 2^53, scale <= 22). */
export function ddFromDecimal(units: number, scale: number): DD {
  const power = 10 ** scale;
  const hi = units / power;
  const product = twoProd(hi, power, { hi: 0, lo: 0 });
  const remainder = units - product.hi - product.lo;
  return { hi, lo: remainder / power };
}

/**
 * floor(x + 1/2) when x is at least `margin` away from a tie, else `undefined` (the caller then
 * decides exactly). `margin` bounds the error of x; x must be below 2^53.
 */
export function ddRoundHalfUp(x: DD, margin: number): number | undefined {
  let whole = Math.floor(x.hi);
  // hi - whole is exact; adding lo errs by at most 2^-53 on a value below 2.
  let fraction = x.hi - whole + x.lo;
  if (fraction < 0) {
    whole -= 1;
    fraction += 1;
  } else if (fraction >= 1) {
    whole += 1;
    fraction -= 1;
  }
  if (Math.abs(fraction - 0.5) <= margin + 2 ** -50) return undefined;
  return fraction > 0.5 ? whole + 1 : whole;
}
