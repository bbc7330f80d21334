import { computed, observable, runInAction } from 'mobx';
import { intlLocale as listIntlLocale } from '@kickoff/guards-core/languages';
import { coefByView, fractionalOdds, fromMinorUnits } from '@kickoff/coupon-core/rules';
import { datePartsBootPart, offsetHoursOfZone, parseShortDateTimeParts, plainShortDateTime, SHORT_DATE_TIME_OPTIONS, type ShortDateTimeParts } from '@kickoff/contracts';
import type { BootData } from '@kickoff/platform';

const moneyFormats = new Map<string, Intl.NumberFormat>();
/**
 * A number with `minDigits` to `maxDigits` decimals and no grouping, exactly as Intl's English
 * number format writes it (the shortest decimal of the double, rounded half away from zero, a
 * minus for a negative value), without Intl (issue 20): the first Intl number format of a page
 * loads the number data, about 65 ms at 4x CPU in one task, and the odds were the only numbers a
 * guest's list pages format. A value too large or small for a plain decimal goes through Intl.
 */
export function plainDecimal(value: number, minDigits: number, maxDigits: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e') || maxDigits < 1) {
    return new Intl.NumberFormat('en', { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits, useGrouping: false }).format(value);
  }
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? '' : text.slice(dot + 1);
  // the value times 10^maxDigits as a string of digits, then rounded on the next digit
  const digits = (whole + fraction.slice(0, maxDigits).padEnd(maxDigits, '0')).split('');
  if (fraction.length > maxDigits && fraction.charCodeAt(maxDigits) >= 53) {
    let index = digits.length - 1;
    while (index >= 0 && digits[index] === '9') digits[index--] = '0';
    if (index >= 0) digits[index] = String(Number(digits[index]) + 1);
    else digits.unshift('1');
  }
  const integer = digits.slice(0, digits.length - maxDigits).join('') || '0';
  let decimals = digits.slice(digits.length - maxDigits).join('');
  let end = decimals.length;
  while (end > minDigits && decimals[end - 1] === '0') end -= 1;
  decimals = decimals.slice(0, end);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${integer}${decimals ? `.${decimals}` : ''}`;
}

/** An amount in minor units shown in its currency (display only; the maths stays in minor units). */
export function formatMoney(minor: number, currencyIso: string, decimals: number, language: string): string {
  const key = `${language}|${currencyIso}|${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: currencyIso, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    } catch {
      format = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    }
    moneyFormats.set(key, format);
  }
  return format.format(fromMinorUnits(minor, decimals));
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** A whole count (points, days) in the page's language: 1,234 in English, 1.234 in German; `signed` shows +1,234 for a gain. */
export function formatCount(value: number, language: string, signed = false): string {
  const key = `${language}|${signed}`;
  let format = countFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0, signDisplay: signed ? 'exceptZero' : 'auto' });
    countFormats.set(key, format);
  }
  return format.format(value);
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
  // issue 15: American odds as whole numbers, with decimals only when the value has them
  if (formatId === 2) return value > 0 ? `+${plainDecimal(value, 0, 3)}` : plainDecimal(value, 0, 3);
  return plainDecimal(value, 2, 3);
}

/** A game clock in seconds as `mm:ss`. */
export function formatClock(timeSec: number): string {
  const minutes = Math.floor(timeSec / 60);
  const seconds = Math.floor(timeSec % 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl locale of a site language, from the language list: English is the site's British
 * English (en-GB, the bundled language of document 001): 27/11, 14:05, not 11/27, 02:05 PM; a
 * regional variant formats as its region (`br` is pt-BR).
 */
export function intlLocale(language: string): string {
  return listIntlLocale(language);
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A name from the browser's Intl display names in the page's language; the fallback when it has none. */
function intlDisplayName(type: 'region' | 'currency', code: string, fallbackName: string, language: string): string {
  const key = `${type}:${intlLocale(language)}`;
  if (!displayNames.has(key)) {
    try {
      displayNames.set(key, new Intl.DisplayNames([intlLocale(language)], { type, fallback: 'none' }));
    } catch {
      displayNames.set(key, null);
    }
  }
  try {
    return displayNames.get(key)?.of(code.toUpperCase()) ?? fallbackName;
  } catch {
    return fallbackName;
  }
}

/**
 * A country's name in the page's language (`de` → "Deutschland" on a German page), from its ISO
 * 3166 two-letter code; the directory's own name when the browser does not know the code.
 */
export function formatCountryName(countryCode: string, fallbackName: string, language: string): string {
  if (!/^[a-z]{2}$/i.test(countryCode)) return fallbackName;
  return intlDisplayName('region', countryCode, fallbackName, language);
}

/**
 * A currency's name in the page's language (`USD` → "US-Dollar" on a German page), from its ISO
 * 4217 code; the directory's own name when the browser does not know the code.
 */
export function formatCurrencyName(iso: string, fallbackName: string, language: string): string {
  if (!/^[a-z]{3}$/i.test(iso)) return fallbackName;
  return intlDisplayName('currency', iso, fallbackName, language);
}

/** The zone and hour cycle dates and times are shown with (shell-core `TimeDisplay`). */
export interface TimeDisplay {
  timeZone: string;
  hourCycle: 'h12' | 'h23';
}

/** Document 001 §3: timeZone 3 (UTC+3) and 24 h until the player's preferences are known. */
const DEFAULT_TIME_DISPLAY: TimeDisplay = { timeZone: 'Etc/GMT-3', hourCycle: 'h23' };
/**
 * Where the zone and hour cycle come from, observable: the source is set after the first render
 * (the hydration's commit, DocumentPreferences), and a time drawn before it by an observer must draw
 * again when the player's choice differs from the default (a 12-h player's rows stayed at 24 h until
 * something else moved them).
 */
const timeDisplaySource = observable.box<() => TimeDisplay>(() => DEFAULT_TIME_DISPLAY, { deep: false });
/** The display now; equal displays compare equal, so a source giving the default redraws nothing. */
const currentTimeDisplay = computed(() => timeDisplaySource.get()(), {
  equals: (a: TimeDisplay, b: TimeDisplay) => a.timeZone === b.timeZone && a.hourCycle === b.hourCycle,
});

/**
 * Sets where the time zone and hour cycle come from: the player's preferences (shell-core
 * `PreferencesService.timeDisplay`, observable, so an observer view drawing a time redraws when the
 * player changes them, without a reload).
 */
export function setTimeDisplaySource(source: () => TimeDisplay): void {
  runInAction(() => timeDisplaySource.set(source));
}

/** The zone and hour cycle now (read inside a view's render, it is tracked). */
export function timeDisplay(): TimeDisplay {
  return currentTimeDisplay.get();
}

/**
 * An Intl date-time format in the visitor's language, the player's time zone and 12/24 h choice:
 * every date and time shown goes through here (issue 18).
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const display = timeDisplay();
  const hasTime = options.hour !== undefined || options.timeStyle !== undefined;
  const key = `${language}|${display.timeZone}|${hasTime ? display.hourCycle : ''}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: display.timeZone, ...(hasTime ? { hourCycle: display.hourCycle } : {}) });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** The languages' short date and time parts the served page carried (by site language). */
const shortDateTimeParts = new Map<string, ShortDateTimeParts>();

/**
 * Takes the page's date parts of `language` from its boot data (issue 20: the server derives them
 * from its Intl data; with them the page's dates are written without Intl, whose first date format
 * loads the date data, ~96 ms at 4x CPU inside the first render of home). Without them (a page drawn
 * in the browser alone, malformed parts) the dates are written by Intl as before.
 */
export function takeBootDateParts(boot: BootData | undefined, language: string): void {
  const parts = parseShortDateTimeParts(boot?.take(datePartsBootPart(language)));
  if (parts) shortDateTimeParts.set(language, parts);
}

/** An epoch-milliseconds time as a short date and time in the visitor's language, zone and hour cycle. */
export function formatDateTime(epochMs: number, language: string): string {
  const parts = shortDateTimeParts.get(language);
  if (parts) {
    const display = timeDisplay();
    const offset = offsetHoursOfZone(display.timeZone);
    const text = offset === null ? null : plainShortDateTime(parts, epochMs, offset, display.hourCycle);
    if (text !== null) return text;
  }
  return dateTimeFormat(language, SHORT_DATE_TIME_OPTIONS).format(epochMs);
}
