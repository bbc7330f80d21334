import { ApiError, SettingsApi, type UserSettings } from '@kickoff/contracts';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { connectSettings, connectUnsubscribe } from './settings.connect';
import { SettingsService } from './settings.service';

class MemorySettingsApi implements Pick<SettingsApi, 'getSettings' | 'saveSettings' | 'stopNewsletter'> {
  stored: UserSettings = { newsletter: false, notifications: true, language: 'en', timeZone: 3 };
  saves = 0;
  readonly secret = 'sign-of-100001-abcdef';
  async getSettings() {
    return { ...this.stored };
  }
  async saveSettings(settings: UserSettings) {
    this.saves++;
    this.stored = { ...settings };
    return { ...settings };
  }
  async stopNewsletter(user: number, sign: string) {
    if (user !== 100001 || sign !== this.secret) throw new ApiError(400, { code: 'invalid_unsubscribe_link', messageKey: 'user_stopnewsletter_invalid_link' });
    this.stored = { ...this.stored, newsletter: false };
  }
}

function bed() {
  const api = new MemorySettingsApi();
  const container = new Container();
  container.bind(SettingsApi).toConstantValue(api as unknown as SettingsApi);
  container.bind(SettingsService).toSelf().inSingletonScope();
  return { api, service: container.get(SettingsService) };
}

describe('SettingsService', () => {
  it('loads the settings (time zone 3 by default, document 001 §3), saves only a change, offers UTC-12 to UTC+14', async () => {
    const { api, service } = bed();
    expect(connectSettings(service, 'en').loading).toBe(true);
    await service.load();
    let view = connectSettings(service, 'en');
    expect(view).toMatchObject({ loading: false, newsletter: false, timeZone: 3, canSave: false });
    expect(view.timeZones[0]).toEqual({ value: -12, label: 'UTC−12' });
    expect(view.timeZones.at(-1)).toEqual({ value: 14, label: 'UTC+14' });
    await service.save();
    expect(api.saves).toBe(0);
    service.change('timeZone', 15);
    expect(connectSettings(service, 'en').timeZone).toBe(3);
    service.change('newsletter', true);
    service.change('timeZone', -5);
    expect(connectSettings(service, 'en').canSave).toBe(true);
    await service.save();
    view = connectSettings(service, 'en');
    expect(api.stored).toEqual({ newsletter: true, notifications: true, language: 'en', timeZone: -5 });
    expect(view).toMatchObject({ canSave: false, noticeKey: 'office_settings_saved', switchLanguageTo: null });
    service.change('language', 'de');
    expect(connectSettings(service, 'en').switchLanguageTo).toBeNull();
    await service.save();
    expect(connectSettings(service, 'en').switchLanguageTo).toBe('de');
    expect(connectSettings(service, 'de').switchLanguageTo).toBeNull();
  });

  it('says "unsubscribed" only after the server accepted the link; a forged or incomplete link is refused', async () => {
    const { api, service } = bed();
    api.stored.newsletter = true;
    await service.stopNewsletter('100001', null);
    expect(connectUnsubscribe(service)).toMatchObject({ ok: false, titleKey: 'user_stopnewsletter_invalid_title' });
    await service.stopNewsletter('100001', 'forged-signature-000');
    expect(connectUnsubscribe(service)).toMatchObject({ ok: false, textKey: 'user_stopnewsletter_invalid_link' });
    expect(api.stored.newsletter).toBe(true);
    await service.stopNewsletter('100001', api.secret);
    expect(connectUnsubscribe(service)).toEqual({ busy: false, ok: true, titleKey: 'user_stopnewsletter_done_title', textKey: 'user_stopnewsletter_done_text' });
    expect(api.stored.newsletter).toBe(false);
  });
});
