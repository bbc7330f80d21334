import type { AppPreferences } from '@kickoff/contracts';
import { FONT_SIZES, TIME_ZONE_OFFSETS, deviceOffsetHours, offsetLabel } from './preferences.rules';

/** The theme choice as the page offers it: the system's (appTheme unset), light (0) or dark (1). */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** What the preferences page draws, in dictionary keys and values. */
export interface PreferencesView {
  timeZone: number;
  /**
   * Every offered zone; the device's own is marked (`isDevice`, label key `preferences_time_zone_device`)
   * so the player can pick the browser's zone in one step: it is offered, never applied without asking,
   * because document 001 §3 makes UTC+3 the default.
   */
  timeZones: Array<{ value: number; label: string; isDevice: boolean }>;
  /** The device's zone when it is not the chosen one: the page offers a button to use it. */
  deviceTimeZone: { value: number; label: string } | null;
  hourCycle: { is12h: boolean; options: Array<{ is12h: boolean; labelKey: string }> };
  theme: ThemeChoice;
  themes: Array<{ value: ThemeChoice; labelKey: string }>;
  fontSize: number;
  fontSizes: Array<{ value: number; label: string }>;
  visuallyImpairedMode: boolean;
  compactView: boolean;
  /** Document 001 §3 appViewType: the lists' columns, European (0: 1X2 and the total) or Asian (1: handicap and total). */
  viewType: 0 | 1;
  viewTypes: Array<{ value: 0 | 1; labelKey: string }>;
  /** Document 001 §3 isTeamLogosInCoupon: the teams' crests beside the coupon's selections. */
  teamLogosInCoupon: boolean;
  /** Document 001 §3 isGroupByCountry (default true): the sports menu's leagues under their country. */
  groupByCountry: boolean;
  errorKey: string | null;
}

/** `preferences` is what the service holds; `deviceOffsetMinutes` the device's offset east of UTC (the app's clock adapter). */
export function connectPreferences(input: { preferences: AppPreferences; deviceOffsetMinutes: number; errorKey: string | null }): PreferencesView {
  const { preferences } = input;
  const device = deviceOffsetHours(input.deviceOffsetMinutes);
  return {
    timeZone: preferences.timeZone,
    timeZones: TIME_ZONE_OFFSETS.map((value) => ({ value, label: offsetLabel(value), isDevice: value === device })),
    deviceTimeZone: device !== null && device !== preferences.timeZone ? { value: device, label: offsetLabel(device) } : null,
    hourCycle: {
      is12h: preferences.is12h,
      options: [
        { is12h: false, labelKey: 'preferences_clock_24h' },
        { is12h: true, labelKey: 'preferences_clock_12h' },
      ],
    },
    theme: preferences.appTheme === null ? 'system' : preferences.appTheme === 1 ? 'dark' : 'light',
    themes: [
      { value: 'system', labelKey: 'preferences_theme_system' },
      { value: 'light', labelKey: 'preferences_theme_light' },
      { value: 'dark', labelKey: 'preferences_theme_dark' },
    ],
    fontSize: preferences.appFontSize,
    fontSizes: FONT_SIZES.map((value) => ({ value, label: `${value} px` })),
    visuallyImpairedMode: preferences.visuallyImpairedMode,
    compactView: preferences.isAppCompactView,
    groupByCountry: preferences.isGroupByCountry,
    viewType: preferences.appViewType,
    viewTypes: [
      { value: 0, labelKey: 'preferences_view_european' },
      { value: 1, labelKey: 'preferences_view_asian' },
    ],
    teamLogosInCoupon: preferences.isTeamLogosInCoupon,
    errorKey: input.errorKey,
  };
}

/** The `appTheme` value of a theme choice (document 001 §3: 0 light, 1 dark; unset follows the system). */
export function themeValue(choice: ThemeChoice): AppPreferences['appTheme'] {
  return choice === 'system' ? null : choice === 'dark' ? 1 : 0;
}
