export { PreferencesService } from './preferences.service';
export { connectPreferences, themeValue, type PreferencesView, type ThemeChoice } from './preferences.connect';
export {
  DEFAULT_PREFERENCES,
  FONT_SIZES,
  PREFERENCES_KEY,
  TIME_ZONE_OFFSETS,
  VISUALLY_IMPAIRED_FONT_SIZE,
  deviceOffsetHours,
  documentPreferencesOf,
  offsetLabel,
  parseStoredPreferences,
  timeDisplayOf,
  timeZoneName,
  type DocumentPreferences,
  type TimeDisplay,
} from './preferences.rules';
