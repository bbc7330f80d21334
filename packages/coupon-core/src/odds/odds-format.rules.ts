import { decimalPlaces, roundHalfUp } from '../money/money.rules';

/**
 * Odds display formats by id (document 000 §9: "0 decimal, 1 fractional, 2 American, 4, 5, 6, 14,
 * 15, 16 (Hong Kong and Indonesian styles); rounded to 3 decimals"). With d the decimal coefficient:
 *
 * | id | format | value |
 * |----|--------|-------|
 * | 0  | decimal | d |
 * | 1  | fractional | d - 1 (shown as a fraction by `fractionalOdds`) |
 * | 2  | American | d >= 2: +(d - 1) x 100; d < 2: -100 / (d - 1) |
 * | 4  | Hong Kong | d - 1 |
 * | 5  | Indonesian | d >= 2: d - 1; d < 2: -1 / (d - 1) |
 * | 6  | Malay | d <= 2: d - 1; d > 2: -1 / (d - 1) |
 * | 14, 15, 16 | Hong Kong, Indonesian, Malay | project's choice: the spec names the ids without a mapping; they are the same three Asian styles, used by the Asian view (`appViewType` 1, document 001 §3) |
 *
 * A coefficient of 1 (no price) shows 0 in the formats that divide by d - 1. Display values never
 * feed a calculation (ARCHITECTURE.md): prices use the decimal `coef`.
 */
export const ODDS_FORMATS = {
  0: 'decimal',
  1: 'fractional',
  2: 'american',
  4: 'hongKong',
  5: 'indonesian',
  6: 'malay',
  14: 'hongKong',
  15: 'indonesian',
  16: 'malay',
} as const;

/** A known odds format id. */
export type OddsFormatId = keyof typeof ODDS_FORMATS;
/** An odds format name. */
export type OddsFormat = (typeof ODDS_FORMATS)[OddsFormatId];

/** Every odds format id (document 000 §9), in order: what a format picker offers. */
export const ODDS_FORMAT_IDS: readonly OddsFormatId[] = [0, 1, 2, 4, 5, 6, 14, 15, 16];

/** The default format, decimal (id 0). */
export const DEFAULT_ODDS_FORMAT_ID: OddsFormatId = 0;
/** Decimals a displayed coefficient keeps (document 000 §9). */
export const ODDS_DISPLAY_DECIMALS = 3;

/** Whether `id` names a known odds format. */
export function isOddsFormatId(id: number): id is OddsFormatId {
  return Object.hasOwn(ODDS_FORMATS, id);
}

function rawOdds(format: OddsFormat, d: number): number {
  const profit = d - 1;
  if (profit <= 0) return format === 'decimal' ? d : 0;
  switch (format) {
    case 'decimal':
      return d;
    case 'fractional':
    case 'hongKong':
      return profit;
    case 'american':
      return d >= 2 ? profit * 100 : -100 / profit;
    case 'indonesian':
      return d >= 2 ? profit : -1 / profit;
    case 'malay':
      return d <= 2 ? profit : -1 / profit;
  }
}

/**
 * `coefByView`: a decimal coefficient in the format `formatId`, rounded half-up (ties away from
 * zero) to 3 decimals. An unknown id shows decimal odds.
 */
export function coefByView(coef: number, formatId: number): number {
  const format = isOddsFormatId(formatId) ? ODDS_FORMATS[formatId] : 'decimal';
  // Decimal odds are shown as given; the others go through the division first.
  return roundHalfUp(rawOdds(format, coef), ODDS_DISPLAY_DECIMALS);
}

/**
 * Fractional odds as numerator and denominator in lowest terms: the simplest fraction (the first
 * continued-fraction convergent) within half a unit of the coefficient's last decimal of d - 1,
 * since decimal prices are rounded fractional ones (1.67 is 4/6 = 2/3, 1.91 is 10/11), with a
 * denominator up to `maxDenominator` (default 100); otherwise the closest convergent found.
 */
export function fractionalOdds(coef: number, maxDenominator = 100): { readonly numerator: number; readonly denominator: number } {
  const target = coef - 1;
  if (!(target > 0)) return { numerator: 0, denominator: 1 };
  const tolerance = 10 ** -decimalPlaces(coef) / 2;
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let x = target;
  let best = { numerator: Math.round(target), denominator: 1 };
  for (let i = 0; i < 32; i++) {
    const a = Math.floor(x + 1e-9);
    const [h2, k2] = [a * h1 + h0, a * k1 + k0];
    if (k2 > maxDenominator) break;
    [h0, h1, k0, k1] = [h1, h2, k1, k2];
    best = { numerator: h2, denominator: k2 };
    const rest = x - a;
    if (Math.abs(h2 / k2 - target) < tolerance || Math.abs(rest) < 1e-9) break;
    x = 1 / rest;
  }
  return best;
}
