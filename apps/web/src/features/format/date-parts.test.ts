import { CALENDAR_TABLE_DAYS, datePartsBootPart, plainShortDateTime, SHORT_DATE_TIME_OPTIONS, shortDateTimePartsOf, type ShortDateTimeParts } from '@kickoff/contracts';
import { intlLocale, LANGUAGES } from '@kickoff/guards-core/languages';
import { MemoryBootData } from '@kickoff/platform';
import { timeZoneName } from '@kickoff/shell-core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, setTimeDisplaySource, takeBootDateParts, type TimeDisplay } from './format';

// issue 20: the page's dates written from the date parts the server derives from Intl, exactly as
// Intl writes them, so the start needs no Intl date data

/** The 44 languages with a locale bundle (apps/web/src/i18n/locales). */
const LOCALE_FILES = Object.keys(import.meta.glob('../../i18n/locales/*.json')).map((path) => path.replace(/^.*\/(\w+)\.json$/, '$1'));
const NOW = Date.UTC(2026, 10, 26, 17, 0);
const HOUR = 3_600_000;

const intlFormats = new Map<string, Intl.DateTimeFormat>();
function intlText(language: string, epochMs: number, offsetHours: number, hourCycle: 'h12' | 'h23'): string {
  const key = `${language}|${offsetHours}|${hourCycle}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...SHORT_DATE_TIME_OPTIONS, timeZone: timeZoneName(offsetHours), hourCycle });
    intlFormats.set(key, format);
  }
  return format.format(epochMs);
}

const partsByLanguage = new Map<string, ShortDateTimeParts>();
function partsOf(language: string): ShortDateTimeParts {
  let parts = partsByLanguage.get(language);
  if (!parts) {
    const derived = shortDateTimePartsOf(intlLocale(language), NOW);
    if (!derived) throw new Error(`no date parts for ${language}`);
    partsByLanguage.set(language, (parts = derived));
  }
  return parts;
}

function showIn(offsetHours: number, hourCycle: 'h12' | 'h23'): void {
  const display: TimeDisplay = { timeZone: timeZoneName(offsetHours), hourCycle };
  setTimeDisplaySource(() => display);
}

afterEach(() => showIn(3, 'h23'));

describe('short date and time parts', () => {
  it('are derived for all 44 languages with a bundle and for every site language', () => {
    expect(LOCALE_FILES).toHaveLength(44);
    for (const language of LOCALE_FILES) expect(partsOf(language), language).not.toBeNull();
    for (const { code } of LANGUAGES) expect(shortDateTimePartsOf(intlLocale(code), NOW), code).not.toBeNull();
  });

  it.each([
    // language, time (UTC), zone offset, hour cycle, as Intl writes it
    ['en', Date.UTC(2026, 0, 1, 0, 0), 0, 'h23', '01/01, 00:00'],
    ['en', Date.UTC(2026, 0, 1, 0, 0), 0, 'h12', '01/01, 12:00 am'],
    ['en', Date.UTC(2026, 0, 1, 12, 0), 0, 'h12', '01/01, 12:00 pm'],
    ['en', Date.UTC(2026, 11, 31, 20, 59), 3, 'h23', '31/12, 23:59'],
    ['en', Date.UTC(2026, 11, 31, 20, 59), 3, 'h12', '31/12, 11:59 pm'],
    ['en', Date.UTC(2026, 11, 31, 21, 0), 3, 'h23', '01/01, 00:00'],
    ['de', Date.UTC(2026, 11, 31, 23, 59), -5, 'h23', '31.12., 18:59'],
    ['es', Date.UTC(2026, 0, 5, 13, 4), 0, 'h12', '5/1, 01:04 p. m.'],
    ['ja', Date.UTC(2026, 0, 1, 0, 0), 0, 'h12', '01/01 午前12:00'],
    ['ko', Date.UTC(2026, 5, 15, 14, 30), 0, 'h12', '06. 15. PM 02:30'],
    ['vi', Date.UTC(2026, 5, 15, 14, 30), 0, 'h23', '14:30 15-06'],
    ['fi', Date.UTC(2026, 5, 15, 9, 5), 0, 'h23', '15.06. klo 09.05'],
    ['bn', Date.UTC(2026, 0, 1, 0, 0), 0, 'h23', '০১-০১, ০০:০০'],
    ['fa', NOW, 3, 'h23', '۰۹/۰۵, ۲۰:۰۰'],
    ['fa', NOW, 3, 'h12', '۰۹/۰۵, ۰۸:۰۰ ب.ظ.'],
  ] as const)('%s at %s in UTC%s on %s is %s', (language, epochMs, offset, hourCycle, shown) => {
    expect(intlText(language, epochMs, offset, hourCycle)).toBe(shown);
    expect(plainShortDateTime(partsOf(language), epochMs, offset, hourCycle)).toBe(shown);
  });

  it('write every time as Intl does, in every language with a bundle, zone and hour cycle', () => {
    const gregorianFirst = Date.UTC(1900, 0, 1);
    const gregorianEnd = Date.UTC(2200, 0, 1);
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALE_FILES),
        fc.oneof(
          fc.integer({ min: Date.UTC(1890, 0, 1), max: Date.UTC(2210, 0, 1) }),
          // around midnight, noon and the year's turn
          fc.tuple(fc.integer({ min: 1990, max: 2100 }), fc.constantFrom([0, 1], [11, 31], [5, 15]), fc.constantFrom(0, 12 * 60 - 1, 12 * 60, 24 * 60 - 1)).map(([year, [month, day], minute]) => Date.UTC(year, month, day) + minute * 60_000),
          // the table of a calendar other than the Gregorian one (Persian), and its ends
          fc.integer({ min: NOW - 4 * 86_400_000, max: NOW + (CALENDAR_TABLE_DAYS + 2) * 86_400_000 }),
        ),
        fc.integer({ min: -12, max: 14 }),
        fc.constantFrom('h12' as const, 'h23' as const),
        (language, epochMs, offset, hourCycle) => {
          const parts = partsOf(language);
          const plain = plainShortDateTime(parts, epochMs, offset, hourCycle);
          const intl = intlText(language, epochMs, offset, hourCycle);
          if (parts.months && epochMs >= gregorianFirst && epochMs < gregorianEnd) expect(plain, language).toBe(intl);
          else if (plain !== null) expect(plain, language).toBe(intl);
        },
      ),
      { numRuns: 20_000, seed: 20 },
    );
  });

  it('write every day of the Persian table and the Gregorian year at 23:59 as Intl does', () => {
    const parts = partsOf('fa');
    expect(parts.months).toBeNull();
    for (let day = 0; day < CALENDAR_TABLE_DAYS; day++) {
      const at = (parts.days!.first + day) * 86_400_000 + 20 * HOUR + 59 * 60_000;
      expect(plainShortDateTime(parts, at, 3, 'h23')).toBe(intlText('fa', at, 3, 'h23'));
    }
    // the day after the table's last local day is Intl's
    expect(plainShortDateTime(parts, (parts.days!.first + CALENDAR_TABLE_DAYS) * 86_400_000 + HOUR, 0, 'h23')).toBeNull();
    for (const language of ['en', 'ar', 'zh', 'th', 'ur']) {
      for (let day = 0; day < 366; day++) {
        const at = Date.UTC(2028, 0, 1) + day * 86_400_000 - 60_000;
        expect(plainShortDateTime(partsOf(language), at, 0, 'h23'), language).toBe(intlText(language, at, 0, 'h23'));
      }
    }
  });
});

describe('formatDateTime with the page’s date parts', () => {
  it('writes from the boot data’s parts in the player’s zone and hour cycle, as Intl', () => {
    const boot = new MemoryBootData({ [datePartsBootPart('ar')]: JSON.parse(JSON.stringify(partsOf('ar'))) });
    takeBootDateParts(boot, 'ar');
    expect(boot.has(datePartsBootPart('ar'))).toBe(false);
    const at = Date.UTC(2026, 11, 31, 22, 30);
    for (const offset of [-12, 0, 3, 14]) {
      for (const hourCycle of ['h12', 'h23'] as const) {
        showIn(offset, hourCycle);
        expect(formatDateTime(at, 'ar')).toBe(intlText('ar', at, offset, hourCycle));
      }
    }
    showIn(3, 'h12');
    expect(formatDateTime(at, 'ar')).toBe('01‏/01، 01:30 ص');
  });

  it('uses Intl when the parts are malformed or the zone is not a whole-hour one', () => {
    const parts = partsOf('it');
    takeBootDateParts(new MemoryBootData({ [datePartsBootPart('it')]: { ...parts, digits: ['0'], h23: [{ text: 'x' }] } }), 'it');
    const at = Date.UTC(2026, 2, 9, 6, 7);
    expect(formatDateTime(at, 'it')).toBe('09/03, 09:07');
    takeBootDateParts(new MemoryBootData({ [datePartsBootPart('it')]: { ...parts, h23: [{ text: 'from the parts' }] } }), 'it');
    expect(formatDateTime(at, 'it')).toBe('from the parts');
    setTimeDisplaySource(() => ({ timeZone: 'Asia/Kolkata', hourCycle: 'h23' }));
    expect(formatDateTime(at, 'it')).toBe('09/03, 11:37');
  });
});
