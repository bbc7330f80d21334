import { AppPreferences } from '@kickoff/contracts';

/** Local store key of a guest's preferences (a signed-in player's live on the server). */
export const PREFERENCES_KEY = 'appPreferences';

/**
 * Document 001 §3 "Global preferences" defaults: timeZone 3 (UTC+3) until the player chooses one,
 * 24 h, the European view (appViewType 0), the system's theme (appTheme unset), 16 px text,
 * isGroupByCountry true, the other flags off.
 */
export const DEFAULT_PREFERENCES: AppPreferences = {
  timeZone: 3,
  is12h: false,
  appViewType: 0,
  appTheme: null,
  appFontSize: 16,
  visuallyImpairedMode: false,
  isAppCompactView: false,
  isGroupByCountry: true,
  isTeamLogosInCoupon: false,
};

/** Time zones offered: whole hours from UTC-12 to UTC+14 (the range the server keeps). */
export const TIME_ZONE_OFFSETS: readonly number[] = Array.from({ length: 27 }, (_, index) => index - 12);

/** Text sizes offered, in CSS px (the visually impaired mode draws at least 20). */
export const FONT_SIZES: readonly number[] = [14, 16, 18, 20, 22];

/** The text size of the visually impaired mode (document 001 §3 visuallyImpairedMode: larger text). */
export const VISUALLY_IMPAIRED_FONT_SIZE = 20;

/** Stored preferences read back, or `null` when missing or not valid (then the defaults apply). */
export function parseStoredPreferences(raw: string | null | undefined): AppPreferences | null {
  if (!raw) return null;
  try {
    const parsed = AppPreferences.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The IANA zone of a whole-hour offset for `Intl.DateTimeFormat`'s `timeZone`: `UTC` for 0, else
 * `Etc/GMT∓N` (the Etc zones count the other way round: UTC+3 is `Etc/GMT-3`).
 */
export function timeZoneName(offsetHours: number): string {
  if (offsetHours === 0) return 'UTC';
  return offsetHours > 0 ? `Etc/GMT-${offsetHours}` : `Etc/GMT+${-offsetHours}`;
}

/** `UTC+03:00`, `UTC-05:00`, `UTC±00:00`. */
export function offsetLabel(offsetHours: number): string {
  const sign = offsetHours > 0 ? '+' : offsetHours < 0 ? '-' : '±';
  return `UTC${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
}

/**
 * The device's zone as one of the offered whole hours, from its offset east of UTC in minutes, or
 * `null` when it is not a whole hour in range (UTC+5:30 is not offered as such).
 */
export function deviceOffsetHours(offsetMinutes: number): number | null {
  if (!Number.isInteger(offsetMinutes) || offsetMinutes % 60 !== 0) return null;
  const hours = offsetMinutes / 60;
  return TIME_ZONE_OFFSETS.includes(hours) ? hours : null;
}

/** What every date and time shown goes through: the zone and the hour cycle (the language comes from i18n). */
export interface TimeDisplay {
  timeZone: string;
  hourCycle: 'h12' | 'h23';
}

export function timeDisplayOf(preferences: AppPreferences): TimeDisplay {
  return { timeZone: timeZoneName(preferences.timeZone), hourCycle: preferences.is12h ? 'h12' : 'h23' };
}

/** What the document element carries: the theme (`null`: the system's, by `prefers-color-scheme`), the text size and the modes. */
export interface DocumentPreferences {
  theme: 'light' | 'dark' | null;
  fontSizePx: number;
  isVisuallyImpaired: boolean;
  isCompact: boolean;
}

export function documentPreferencesOf(preferences: AppPreferences): DocumentPreferences {
  return {
    theme: preferences.appTheme === null ? null : preferences.appTheme === 1 ? 'dark' : 'light',
    fontSizePx: preferences.visuallyImpairedMode ? Math.max(VISUALLY_IMPAIRED_FONT_SIZE, preferences.appFontSize) : preferences.appFontSize,
    isVisuallyImpaired: preferences.visuallyImpairedMode,
    isCompact: preferences.isAppCompactView,
  };
}
