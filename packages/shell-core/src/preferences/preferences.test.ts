import { PreferencesApi as PreferencesApiId, type AppPreferences, type PreferencesApi } from '@kickoff/contracts';
import { LocalStore, type KeyValueStore } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { AuthStatusService } from '../auth/auth-status.service';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { connectPreferences, themeValue } from './preferences.connect';
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, deviceOffsetHours, documentPreferencesOf, offsetLabel, parseStoredPreferences, timeDisplayOf, timeZoneName } from './preferences.rules';
import { PreferencesService } from './preferences.service';

/** The server's side: one player's saved preferences (the spec's defaults until saved). */
class MemoryPreferencesApi implements PreferencesApi {
  saved: AppPreferences = DEFAULT_PREFERENCES;
  saves = 0;
  failSaves = false;
  async getPreferences(): Promise<AppPreferences> {
    return this.saved;
  }
  async savePreferences(preferences: AppPreferences): Promise<AppPreferences> {
    if (this.failSaves) throw new Error('network');
    this.saves += 1;
    this.saved = preferences;
    return preferences;
  }
}

function aService(options: { stored?: string; server?: MemoryPreferencesApi } = {}) {
  const bed = createShellTestBed();
  const server = options.server ?? new MemoryPreferencesApi();
  bed.container.bind(PreferencesApiId).toConstantValue(server);
  bed.container.bind(PreferencesService).toSelf().inSingletonScope();
  const local = bed.container.get<KeyValueStore>(LocalStore);
  if (options.stored !== undefined) local.set(PREFERENCES_KEY, options.stored);
  const service = bed.container.get(PreferencesService);
  return { ...bed, server, local, service, auth: bed.container.get(AuthStatusService) };
}

describe('preferences rules (document 001 §3 Global preferences)', () => {
  it('defaults: UTC+3, 24 h, European view, the system theme, 16 px, group by country', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({ timeZone: 3, is12h: false, appViewType: 0, appTheme: null, appFontSize: 16, isGroupByCountry: true });
    expect(timeDisplayOf(DEFAULT_PREFERENCES)).toEqual({ timeZone: 'Etc/GMT-3', hourCycle: 'h23' });
  });

  it('names whole-hour zones for Intl (the Etc zones count the other way) and labels them', () => {
    expect([timeZoneName(3), timeZoneName(0), timeZoneName(-5), timeZoneName(14)]).toEqual(['Etc/GMT-3', 'UTC', 'Etc/GMT+5', 'Etc/GMT-14']);
    expect([offsetLabel(3), offsetLabel(0), offsetLabel(-12)]).toEqual(['UTC+03:00', 'UTC±00:00', 'UTC-12:00']);
    // 14:05 UTC is 17:05 at UTC+3 and 09:05 at UTC-5
    const at = Date.UTC(2026, 10, 25, 14, 5);
    const show = (offset: number, hourCycle: 'h12' | 'h23') => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: timeZoneName(offset), hourCycle }).format(at);
    expect([show(3, 'h23'), show(-5, 'h23')]).toEqual(['17:05', '09:05']);
    expect(show(3, 'h12').toLowerCase()).toBe('05:05 pm');
  });

  it("offers the device's zone only as a whole hour in range", () => {
    expect([deviceOffsetHours(180), deviceOffsetHours(0), deviceOffsetHours(-300), deviceOffsetHours(330), deviceOffsetHours(15 * 60)]).toEqual([3, 0, -5, null, null]);
  });

  it('reads stored preferences back only when valid', () => {
    expect(parseStoredPreferences(JSON.stringify({ ...DEFAULT_PREFERENCES, is12h: true }))?.is12h).toBe(true);
    expect(parseStoredPreferences('{"timeZone":99}')).toBeNull();
    expect(parseStoredPreferences('not json')).toBeNull();
    expect(parseStoredPreferences(null)).toBeNull();
  });

  it('the visually impaired mode draws at least 20 px text; the theme follows the system when unset', () => {
    expect(documentPreferencesOf(DEFAULT_PREFERENCES)).toEqual({ theme: null, fontSizePx: 16, isVisuallyImpaired: false, isCompact: false });
    expect(documentPreferencesOf({ ...DEFAULT_PREFERENCES, visuallyImpairedMode: true, appTheme: 1 })).toMatchObject({ theme: 'dark', fontSizePx: 20, isVisuallyImpaired: true });
    expect(documentPreferencesOf({ ...DEFAULT_PREFERENCES, visuallyImpairedMode: true, appFontSize: 22, appTheme: 0 })).toMatchObject({ theme: 'light', fontSizePx: 22 });
  });
});

describe('PreferencesService', () => {
  it("a guest's change applies at once and is kept in the local store; a bad value changes nothing", () => {
    const { service, local } = aService();
    service.set('is12h', true);
    expect(service.timeDisplay.hourCycle).toBe('h12');
    expect(parseStoredPreferences(local.get(PREFERENCES_KEY))?.is12h).toBe(true);
    service.set('timeZone', 15);
    expect(service.preferences.timeZone).toBe(3);
    // the next visit starts with them
    expect(aService({ stored: local.get(PREFERENCES_KEY) ?? '' }).service.preferences.is12h).toBe(true);
  });

  it("a signed-in player's preferences come from the server and every change is saved there", async () => {
    const server = new MemoryPreferencesApi();
    server.saved = { ...DEFAULT_PREFERENCES, appTheme: 1, timeZone: -5 };
    const { service, auth, authApi } = aService({ server });
    authApi.signIn(100001);
    await auth.start();
    service.start();
    await flushPromises();
    expect(service.document.theme).toBe('dark');
    expect(service.timeDisplay.timeZone).toBe('Etc/GMT+5');
    service.set('appTheme', 0);
    expect(service.document.theme).toBe('light');
    await flushPromises();
    expect(server.saves).toBe(1);
    expect(server.saved.appTheme).toBe(0);
  });

  it('a failed save keeps the change applied and says so', async () => {
    const server = new MemoryPreferencesApi();
    server.failSaves = true;
    const { service, auth, authApi } = aService({ server });
    authApi.signIn(100001);
    await auth.start();
    service.start();
    await flushPromises();
    service.set('isAppCompactView', true);
    await flushPromises();
    expect(service.preferences.isAppCompactView).toBe(true);
    expect(service.errorKey).toBe('preferences_save_failed');
  });

  it("a guest's change never reaches the server", async () => {
    const { service, auth, server } = aService();
    await auth.start();
    service.start();
    service.set('is12h', true);
    await flushPromises();
    expect(server.saves).toBe(0);
  });
});

describe('connectPreferences', () => {
  it("lists the zones with the device's marked and offers it when it is not the chosen one", () => {
    const view = connectPreferences({ preferences: DEFAULT_PREFERENCES, deviceOffsetMinutes: 60, errorKey: null });
    expect(view.timeZones).toHaveLength(27);
    expect(view.timeZones.filter((zone) => zone.isDevice)).toEqual([{ value: 1, label: 'UTC+01:00', isDevice: true }]);
    expect(view.deviceTimeZone).toEqual({ value: 1, label: 'UTC+01:00' });
    expect(connectPreferences({ preferences: DEFAULT_PREFERENCES, deviceOffsetMinutes: 180, errorKey: null }).deviceTimeZone).toBeNull();
    expect(view.theme).toBe('system');
    expect(view.themes.map((theme) => theme.value)).toEqual(['system', 'light', 'dark']);
  });

  it('shows the group-by-country switch on by default (document 001 §3 isGroupByCountry true) and off once the player turns it off', () => {
    expect(connectPreferences({ preferences: DEFAULT_PREFERENCES, deviceOffsetMinutes: 180, errorKey: null }).groupByCountry).toBe(true);
    expect(connectPreferences({ preferences: { ...DEFAULT_PREFERENCES, isGroupByCountry: false }, deviceOffsetMinutes: 180, errorKey: null }).groupByCountry).toBe(false);
  });

  it('offers the European and Asian views (document 001 §3 appViewType 0, 1), European by default, and the team logos switch off by default', () => {
    const view = connectPreferences({ preferences: DEFAULT_PREFERENCES, deviceOffsetMinutes: 180, errorKey: null });
    expect(view.viewType).toBe(0);
    expect(view.viewTypes).toEqual([
      { value: 0, labelKey: 'preferences_view_european' },
      { value: 1, labelKey: 'preferences_view_asian' },
    ]);
    expect(view.teamLogosInCoupon).toBe(false);
    const chosen = connectPreferences({ preferences: { ...DEFAULT_PREFERENCES, appViewType: 1, isTeamLogosInCoupon: true }, deviceOffsetMinutes: 180, errorKey: null });
    expect([chosen.viewType, chosen.teamLogosInCoupon]).toEqual([1, true]);
  });

  it('maps the theme choice to appTheme (0 light, 1 dark, unset the system)', () => {
    expect([themeValue('system'), themeValue('light'), themeValue('dark')]).toEqual([null, 0, 1]);
  });
});
