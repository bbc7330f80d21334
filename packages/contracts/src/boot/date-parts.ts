/**
 * A language's short date and time (a game row's `05/01, 14:07`) as parts a page can write without
 * Intl (issue 20: the first Intl date format of a page loads the date data, ~96 ms at 4x CPU inside
 * the first render of home). The server, which has the full ICU data, derives them from Intl's own
 * output (`formatToParts`) and the served page carries them in its boot data (`dates:<lang>`); the
 * browser writes the page's dates from them, exactly as Intl would, and falls back to Intl when a
 * page has none (a page drawn in the browser alone) or a date is outside what they cover.
 */

/** The short date and time's options (the site's `formatDateTime`), in the player's zone and hour cycle. */
export const SHORT_DATE_TIME_OPTIONS = { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' } as const;

/** The boot data part of a language's date parts. */
export const datePartsBootPart = (language: string): string => `dates:${language}`;

/** A field of the short date and time, or a literal text between them. */
export type DateTimePiece = 'day' | 'month' | 'hour' | 'minute' | 'dayPeriod' | { text: string };

export interface ShortDateTimeParts {
  /** The language's digits, 0 to 9 (`۰`…`۹` in Persian, `০`…`৯` in Bengali). */
  digits: string[];
  /** How many digits the day, the hour and the minute are written with at least (`5` or `05`). */
  dayWidth: number;
  hourWidth: number;
  minuteWidth: number;
  /** The month as the format writes it, January first (`01`, `1`, `I`); null for a calendar other than the Gregorian one. */
  months: string[] | null;
  /**
   * A calendar other than the Gregorian one (Persian): the day and month of consecutive days from
   * `first` (days since 1970-01-01), as written; a date outside them is written by Intl.
   */
  days: { first: number; values: Array<[string, string]> } | null;
  /** The order of the fields and the texts between them, on a 24-hour clock and on a 12-hour one. */
  h23: DateTimePiece[];
  h12: DateTimePiece[];
  /** The 12-hour clock's day periods: before noon, after noon (`am`, `pm`; `午前`, `午後`). */
  dayPeriods: [string, string];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Days a calendar's table covers from the day before yesterday (the line's games start within weeks). */
export const CALENDAR_TABLE_DAYS = 64;
/** Calendars whose days and months are the Gregorian ones (they differ in their years and eras only, which the format does not show). */
const GREGORIAN_MONTHS = new Set(['gregory', 'iso8601', 'buddhist', 'japanese', 'roc']);
/** The plain writing covers these times (the Gregorian calendar since 1900, before ICU's Julian dates and far from Date's ends). */
const FIRST_MS = Date.UTC(1900, 0, 1);
const END_MS = Date.UTC(2200, 0, 1);

/** The zone's whole-hour offset east of UTC of a `TimeDisplay` zone (`UTC`, `Etc/GMT-3` is UTC+3), else null. */
export function offsetHoursOfZone(timeZone: string): number | null {
  if (timeZone === 'UTC') return 0;
  const match = /^Etc\/GMT([+-])(\d{1,2})$/.exec(timeZone);
  if (!match) return null;
  const hours = Number(match[2]);
  if (hours > 14) return null;
  return match[1] === '+' ? -hours : hours;
}

function written(value: number, width: number, digits: readonly string[]): string {
  let text = '';
  for (const char of String(value).padStart(width, '0')) text += digits[char.charCodeAt(0) - 48];
  return text;
}

/**
 * An epoch-milliseconds time written from a language's parts, in a zone `offsetHours` east of UTC
 * and on a 24- or 12-hour clock: the text Intl's short date and time writes; null when the parts do
 * not cover it (then Intl writes it).
 */
export function plainShortDateTime(parts: ShortDateTimeParts, epochMs: number, offsetHours: number, hourCycle: 'h12' | 'h23'): string | null {
  if (!(epochMs >= FIRST_MS && epochMs < END_MS)) return null;
  const local = epochMs + offsetHours * HOUR_MS;
  const date = new Date(local);
  let day: string;
  let month: string;
  if (parts.months) {
    day = written(date.getUTCDate(), parts.dayWidth, parts.digits);
    month = parts.months[date.getUTCMonth()]!;
  } else {
    const entry = parts.days?.values[Math.floor(local / DAY_MS) - parts.days.first];
    if (!entry) return null;
    [day, month] = entry;
  }
  const hours = date.getUTCHours();
  const hour = written(hourCycle === 'h23' ? hours : hours % 12 || 12, parts.hourWidth, parts.digits);
  const minute = written(date.getUTCMinutes(), parts.minuteWidth, parts.digits);
  let text = '';
  for (const piece of hourCycle === 'h23' ? parts.h23 : parts.h12) {
    if (typeof piece !== 'string') text += piece.text;
    else if (piece === 'day') text += day;
    else if (piece === 'month') text += month;
    else if (piece === 'hour') text += hour;
    else if (piece === 'minute') text += minute;
    else text += parts.dayPeriods[hours < 12 ? 0 : 1];
  }
  return text;
}

const FIELDS = new Set(['day', 'month', 'hour', 'minute', 'dayPeriod']);

const spaced = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * A format's parts at a time with the texts `format` writes (the engine's `format` may write a
 * plain space where `formatToParts` gives a no-break one: `p. m.`, `12:00 am`); null when they do
 * not line up otherwise.
 */
function writtenParts(format: Intl.DateTimeFormat, at: number): Intl.DateTimeFormatPart[] | null {
  const text = format.format(at);
  const parts: Intl.DateTimeFormatPart[] = [];
  let cursor = 0;
  for (const part of format.formatToParts(at)) {
    const value = text.slice(cursor, cursor + part.value.length);
    if (spaced(value) !== spaced(part.value)) return null;
    parts.push({ type: part.type, value });
    cursor += value.length;
  }
  return cursor === text.length ? parts : null;
}

/** The fields of a format and the texts between them; null for a field the parts do not know. */
function piecesOf(format: Intl.DateTimeFormat, at: number): DateTimePiece[] | null {
  const parts = writtenParts(format, at);
  if (!parts) return null;
  const pieces: DateTimePiece[] = [];
  for (const part of parts) {
    if (part.type === 'literal') pieces.push({ text: part.value });
    else if (FIELDS.has(part.type)) pieces.push(part.type as DateTimePiece);
    else return null;
  }
  return pieces;
}

function valueOf(format: Intl.DateTimeFormat, at: number, type: Intl.DateTimeFormatPartTypes): string {
  return writtenParts(format, at)?.find((part) => part.type === type)?.value ?? '';
}

/** The times the derived parts are checked on against Intl: every month's first, 9th, 10th and last days at the hours where the clocks turn. */
function checkTimes(parts: ShortDateTimeParts, nowMs: number): number[] {
  const times: number[] = [];
  const year = new Date(nowMs).getUTCFullYear();
  if (parts.days) {
    parts.days.values.forEach((_, index) => {
      const dayMs = (parts.days!.first + index) * DAY_MS;
      times.push(dayMs, dayMs + 12 * HOUR_MS + 5 * 60_000, dayMs + DAY_MS - 60_000);
    });
    return times;
  }
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 9, 10, 28, 29, 30, 31]) {
      const dayMs = Date.UTC(year, month, day);
      if (new Date(dayMs).getUTCMonth() !== month) continue;
      for (const [hour, minute] of [[0, 0], [1, 9], [9, 10], [11, 59], [12, 0], [13, 30], [23, 59]] as const) times.push(dayMs + hour * HOUR_MS + minute * 60_000);
    }
  }
  return times;
}

/**
 * A language's short date and time parts, derived from Intl (on the server, which has every
 * language's data) for the Intl locale `locale`; checked against Intl on the hours and days where
 * the writing could differ, and null when it does or the format has a field they do not know (the
 * page then formats with Intl). `nowMs` places a non-Gregorian calendar's table of days.
 */
export function shortDateTimePartsOf(locale: string, nowMs: number): ShortDateTimeParts | null {
  try {
    const format = (hourCycle: 'h12' | 'h23') => new Intl.DateTimeFormat(locale, { ...SHORT_DATE_TIME_OPTIONS, timeZone: 'UTC', hourCycle });
    const f23 = format('h23');
    const f12 = format('h12');
    const { calendar, numberingSystem } = f23.resolvedOptions();
    const numbers = new Intl.NumberFormat(locale, { numberingSystem, useGrouping: false });
    const digits = Array.from({ length: 10 }, (_, digit) => numbers.format(digit));
    if (digits.some((digit) => Array.from(digit).length !== 1)) return null;
    const reference = Date.UTC(2001, 0, 5, 3, 4);
    const h23 = piecesOf(f23, reference);
    const h12 = piecesOf(f12, reference);
    if (!h23 || !h12) return null;
    const widthOf = (type: 'day' | 'hour' | 'minute') => Array.from(valueOf(f23, reference, type)).length;
    let months: string[] | null = null;
    let days: ShortDateTimeParts['days'] = null;
    if (GREGORIAN_MONTHS.has(calendar)) {
      months = Array.from({ length: 12 }, (_, month) => valueOf(f23, Date.UTC(2001, month, 15, 12), 'month'));
    } else {
      const first = Math.floor(nowMs / DAY_MS) - 2;
      const values = Array.from({ length: CALENDAR_TABLE_DAYS }, (_, index): [string, string] => {
        const at = (first + index) * DAY_MS + 12 * HOUR_MS;
        return [valueOf(f23, at, 'day'), valueOf(f23, at, 'month')];
      });
      days = { first, values };
    }
    const parts: ShortDateTimeParts = {
      digits,
      dayWidth: widthOf('day'),
      hourWidth: widthOf('hour'),
      minuteWidth: widthOf('minute'),
      months,
      days,
      h23,
      h12,
      dayPeriods: [valueOf(f12, Date.UTC(2001, 0, 5, 1), 'dayPeriod'), valueOf(f12, Date.UTC(2001, 0, 5, 13), 'dayPeriod')],
    };
    for (const at of checkTimes(parts, nowMs)) {
      if (plainShortDateTime(parts, at, 0, 'h23') !== f23.format(at) || plainShortDateTime(parts, at, 0, 'h12') !== f12.format(at)) return null;
    }
    return parts;
  } catch {
    // a locale or calendar this runtime does not know: the page formats with Intl
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown, length?: number): value is string[] => Array.isArray(value) && value.every(isText) && (length === undefined || value.length === length);
const isWidth = (value: unknown): value is number => value === 1 || value === 2;
function isPieces(value: unknown): value is DateTimePiece[] {
  return Array.isArray(value) && value.every((piece) => (typeof piece === 'string' ? FIELDS.has(piece) : piece !== null && typeof piece === 'object' && isText((piece as { text?: unknown }).text)));
}

/** A boot part's date parts when it has their shape (each digit one character), else null (the page formats with Intl). */
export function parseShortDateTimeParts(value: unknown): ShortDateTimeParts | null {
  if (value === null || typeof value !== 'object') return null;
  const parts = value as Record<string, unknown>;
  const days = parts['days'] as { first?: unknown; values?: unknown } | null | undefined;
  const daysValid =
    days === null ||
    (typeof days === 'object' && days !== undefined && Number.isInteger(days.first) && Array.isArray(days.values) && days.values.every((entry) => isTexts(entry, 2)));
  const valid =
    isTexts(parts['digits'], 10) &&
    (parts['digits'] as string[]).every((digit) => Array.from(digit).length === 1) &&
    isWidth(parts['dayWidth']) &&
    isWidth(parts['hourWidth']) &&
    isWidth(parts['minuteWidth']) &&
    (parts['months'] === null ? days !== null : isTexts(parts['months'], 12)) &&
    daysValid &&
    isPieces(parts['h23']) &&
    isPieces(parts['h12']) &&
    isTexts(parts['dayPeriods'], 2);
  return valid ? (value as ShortDateTimeParts) : null;
}
