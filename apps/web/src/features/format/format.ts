import { coefByView, fractionalOdds, fromMinorUnits } from '@kickoff/coupon-core/rules';

const moneyFormats = new Map<string, Intl.NumberFormat>();
const coefFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 3, useGrouping: false });

/** An amount in minor units shown in its currency (display only; the maths stays in minor units). */
export function formatMoney(minor: number, currencyIso: string, decimals: number, language: string): string {
  const key = `${language}|${currencyIso}|${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency: currencyIso, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    } catch {
      format = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    }
    moneyFormats.set(key, format);
  }
  return format.format(fromMinorUnits(minor, decimals));
}

/** An amount in minor units as the plain decimal an input shows (`12.5`). */
export function amountInputText(minor: number, decimals: number): string {
  return String(fromMinorUnits(minor, decimals));
}

/** Parses what the player typed (comma or dot decimals); the core validates the number. */
export function parseAmountInput(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** A decimal coefficient in the player's odds format (document 000 §9): fractions as `n/d`, American with its sign. */
export function formatCoef(coef: number, formatId: number): string {
  if (formatId === 1) {
    const { numerator, denominator } = fractionalOdds(coef);
    return `${numerator}/${denominator}`;
  }
  const value = coefByView(coef, formatId);
  const text = coefFormat.format(value);
  return formatId === 2 && value > 0 ? `+${text}` : text;
}

/** A game clock in seconds as `mm:ss`. */
export function formatClock(timeSec: number): string {
  const minutes = Math.floor(timeSec / 60);
  const seconds = Math.floor(timeSec % 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An epoch-milliseconds time as a short date and time in the visitor's language. */
export function formatDateTime(epochMs: number, language: string): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
    dateTimeFormats.set(language, format);
  }
  return format.format(epochMs);
}
