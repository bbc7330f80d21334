import type { ServiceIdentifier } from 'inversify';
import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * The player's global preferences (document 001 §3 "Global preferences"): timeZone (whole hours from
 * UTC, default 3), is12h, appViewType (0 european, 1 asian), appTheme (0 light, 1 dark, or null: the
 * system's), appFontSize, visuallyImpairedMode, isAppCompactView, isGroupByCountry (default true) and
 * isTeamLogosInCoupon. The server keeps them for a signed-in player (the time zone is the office
 * settings' own `time_zone`).
 */
export const AppPreferences = z.object({
  timeZone: z.number().int().min(-12).max(14),
  is12h: z.boolean(),
  appViewType: z.union([z.literal(0), z.literal(1)]),
  appTheme: z.union([z.literal(0), z.literal(1)]).nullable(),
  appFontSize: z.number().int().min(12).max(24),
  visuallyImpairedMode: z.boolean(),
  isAppCompactView: z.boolean(),
  isGroupByCountry: z.boolean(),
  isTeamLogosInCoupon: z.boolean(),
});
export type AppPreferences = z.infer<typeof AppPreferences>;

export const getPreferencesCall = defineCall({ name: 'preferences.get', method: 'GET', path: '/web-api/officeapi/v1/preferences', response: AppPreferences, auth: true, retryable: true });
export const savePreferencesCall = defineCall({ name: 'preferences.save', method: 'PUT', path: '/web-api/officeapi/v1/preferences', body: AppPreferences, response: AppPreferences, auth: true });

/** The signed-in player's preferences on the server; every method rejects with `ApiError`. */
export interface PreferencesApi {
  getPreferences(signal?: AbortSignal): Promise<AppPreferences>;
  savePreferences(preferences: AppPreferences): Promise<AppPreferences>;
}
/** Container identifier of the `PreferencesApi`. */
export const PreferencesApi = Symbol.for('PreferencesApi') as ServiceIdentifier<PreferencesApi>;
