import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { formatClock, formatCoef, plainDecimal, formatCount, formatCountryName, formatCurrencyName, formatDateTime, parseAmountInput, setTimeDisplaySource, type TimeDisplay } from './format';

describe('formatCoef', () => {
  // document 000 §9: odds display formats by id, rounded to 3 decimals
  it.each([
    [2.5, 0, '2.50'],
    [1.909, 0, '1.909'],
    [2.5, 1, '3/2'],
    [1.5, 1, '1/2'],
    // issue 15: American odds read as whole numbers
    [2.5, 2, '+150'],
    [1.5, 2, '-200'],
    [2.05, 2, '+105'],
    [1.909, 2, '-110.011'],
    [2.5, 4, '1.50'],
    [1.5, 5, '-2.00'],
    [2.5, 6, '-0.667'],
  ])('coef %s in format %s shows %s', (coef, formatId, shown) => {
    expect(formatCoef(coef, formatId)).toBe(shown);
  });
});

describe('plainDecimal', () => {
  // issue 20: the odds' decimals without Intl, written exactly as Intl's English format writes them
  it.each([
    [2.5, 2, 3, '2.50'],
    [1.9095, 2, 3, '1.91'],
    [1.0005, 2, 3, '1.001'],
    [0.9995, 2, 3, '1.00'],
    [99.9996, 2, 3, '100.00'],
    [-110.011, 0, 3, '-110.011'],
    [150, 0, 3, '150'],
    [-0, 2, 3, '-0.00'],
    [-0.0004, 2, 3, '-0.00'],
    [1234567.125, 2, 3, '1234567.125'],
  ])('%s with %s to %s decimals is %s', (value, min, max, shown) => {
    expect(plainDecimal(value, min, max)).toBe(shown);
  });

  it('writes every value as the Intl English format does', () => {
    const intl = [0, 2].map((min) => new Intl.NumberFormat('en', { minimumFractionDigits: min, maximumFractionDigits: 3, useGrouping: false }));
    let seed = 20;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values: number[] = [];
    for (let k = -20_000; k <= 20_000; k += 7) values.push(k / 10_000, k / 1_000 + 0.0005);
    for (let index = 0; index < 20_000; index++) values.push((next() - 0.3) * 10 ** Math.floor(next() * 8 - 3));
    for (const value of values) {
      expect(plainDecimal(value, 0, 3), String(value)).toBe(intl[0]!.format(value));
      expect(plainDecimal(value, 2, 3), String(value)).toBe(intl[1]!.format(value));
    }
  });
});

describe('parseAmountInput', () => {
  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 7 ', 7],
  ])('%j reads as %s', (text, value) => {
    expect(parseAmountInput(text)).toBe(value);
  });
  it('reads an empty field as NaN for the core to refuse', () => {
    expect(parseAmountInput('')).toBeNaN();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [5400, '90:00'],
  ])('%s s shows %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});

describe('formatCount', () => {
  it('groups a count as the language does and signs a gain and a spend when asked', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'en', true)).toBe('+1,234');
    expect(formatCount(-250, 'de', true)).toBe('-250');
    expect(formatCount(0, 'en', true)).toBe('0');
  });
});

describe('formatDateTime', () => {
  it('shows English times the British way (en-GB) and German ones the German way', () => {
    const at = Date.UTC(2026, 10, 27, 14, 5);
    expect(formatDateTime(at, 'en')).toMatch(/^27\/11(,)? \d{2}:05$/);
    expect(formatDateTime(at, 'de')).toMatch(/^27\.11\.(,)? \d{2}:05$/);
  });
});

describe('formatDateTime in the player\'s time zone and hour cycle (issue 18)', () => {
  const at = Date.UTC(2026, 10, 27, 14, 5);
  let display: TimeDisplay = { timeZone: 'Etc/GMT-3', hourCycle: 'h23' };
  setTimeDisplaySource(() => display);

  it('shows UTC+3 by default (document 001 §3 timeZone 3): 14:05 UTC is 17:05', () => {
    display = { timeZone: 'Etc/GMT-3', hourCycle: 'h23' };
    expect(formatDateTime(at, 'en')).toMatch(/^27\/11(,)? 17:05$/);
  });

  it('follows the chosen zone and the 12 h clock, across the date line', () => {
    display = { timeZone: 'Etc/GMT+5', hourCycle: 'h23' };
    expect(formatDateTime(at, 'en')).toMatch(/^27\/11(,)? 09:05$/);
    display = { timeZone: 'Etc/GMT-14', hourCycle: 'h12' };
    expect(formatDateTime(at, 'en').toLowerCase()).toMatch(/^28\/11(,)? 04:05\s?am$/);
  });

  it('redraws a time drawn before the player\'s source is set when it differs, and not when it is the default', () => {
    setTimeDisplaySource(() => ({ timeZone: 'Etc/GMT-3', hourCycle: 'h23' }));
    const drawn: string[] = [];
    const stop = autorun(() => drawn.push(formatDateTime(at, 'en')));
    // the player's preferences given after the first render (DocumentPreferences' effect)
    const preferences = observable({ display: { timeZone: 'Etc/GMT-3', hourCycle: 'h23' } as TimeDisplay });
    setTimeDisplaySource(() => preferences.display);
    expect(drawn).toHaveLength(1);
    runInAction(() => (preferences.display = { timeZone: 'Etc/GMT-3', hourCycle: 'h12' }));
    expect(drawn).toHaveLength(2);
    expect(drawn[1]!.toLowerCase()).toMatch(/^27\/11(,)? 05:05\s?pm$/);
    // a source set later that already gives 12 h: the same display, nothing drawn again
    setTimeDisplaySource(() => ({ timeZone: 'Etc/GMT-3', hourCycle: 'h12' }));
    expect(drawn).toHaveLength(2);
    stop();
    setTimeDisplaySource(() => display);
  });
});

describe('formatCountryName in the page language', () => {
  it('names a country in the page language from its two-letter code, whatever the directory calls it', () => {
    expect(formatCountryName('de', 'Germany', 'de')).toBe('Deutschland');
    expect(formatCountryName('de', 'Germany', 'en')).toBe('Germany');
    expect(formatCountryName('tr', 'Turkey', 'ru')).toBe('Турция');
  });

  it('keeps the directory name for a code the browser does not know or that is not a country code', () => {
    expect(formatCountryName('aa', 'Nowhere', 'de')).toBe('Nowhere');
    expect(formatCountryName('xk1', 'Somewhere', 'de')).toBe('Somewhere');
  });
});

describe('formatCurrencyName in the page language', () => {
  it('names a currency in the page language from its ISO code', () => {
    expect(formatCurrencyName('USD', 'US dollar', 'de')).toBe('US-Dollar');
    expect(formatCurrencyName('EUR', 'Euro', 'ru')).toBe('евро');
    expect(formatCurrencyName('USD', 'US dollar', 'en')).toBe('US Dollar');
  });

  it('keeps the directory name for a code that is not a currency code', () => {
    expect(formatCurrencyName('US', 'Something', 'de')).toBe('Something');
  });
});
