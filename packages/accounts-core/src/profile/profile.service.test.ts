import { ApiError, SettingsApi, type ProfileResponse, type SaveProfileRequest } from '@kickoff/contracts';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { UserConfigStore } from '../user-config/user-config.service';
import { connectProfile } from './profile.connect';
import { ProfileService } from './profile.service';
import { ActivationFlow, connectActivation } from './activation.flow';

const REQUIRED = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'] as const;

/** The API's profile rules in memory: required fields of document 001 §5, locked once verified. */
class MemoryProfileApi {
  locked = false;
  activated = false;
  links = 0;
  sent: SaveProfileRequest[] = [];
  data: ProfileResponse['data'] = { date_birthday: '1990-05-01', document_type_id: null, inn: null, name: 'Ann', surname: 'Lee', passport: null, passport_date: null, passport_end_date: null, registration_address: null };
  profile(): ProfileResponse {
    return { data: { ...this.data }, email: 'ann@example.com', phone: null, emailNeedsActivation: !this.activated, locked: this.locked, missing: REQUIRED.filter((field) => this.data[field] === null) };
  }
  async requestEmailActivation() {
    if (this.links > 0) throw new ApiError(429, { code: 'activation_too_soon', messageKey: 'main_sms_too_soon' });
    this.links++;
    return { resendAfterSeconds: 60 };
  }
  async activate(token: string) {
    if (token !== 'a-valid-activation-token') throw new ApiError(400, { code: 'invalid_activation_token', messageKey: 'user_activate_invalid_link' });
    this.activated = true;
    return { success: true as const, activation_type: 1 };
  }
  async getProfile() {
    return this.profile();
  }
  async saveProfile(changes: SaveProfileRequest) {
    if (this.locked) throw new ApiError(409, { code: 'profile_locked', messageKey: 'office_profile_locked' });
    if (changes.passport_date && changes.passport_date > '2026-11-25') throw new ApiError(400, { code: 'validation_error', messageKey: 'main_validation_error', fields: { passport_date: 'office_profile_invalid_date' } });
    this.sent.push(changes);
    for (const [field, value] of Object.entries(changes)) Object.assign(this.data, { [field]: value ?? null });
    return this.profile();
  }
}

function bed() {
  const api = new MemoryProfileApi();
  const userConfig = { loads: 0, async load() { this.loads++; return true; } };
  const container = new Container();
  container.bind(SettingsApi).toConstantValue(api as unknown as SettingsApi);
  container.bind(UserConfigStore).toConstantValue(userConfig as never);
  container.bind(ProfileService).toSelf().inSingletonScope();
  container.bind(ActivationFlow).toSelf().inSingletonScope();
  return { api, userConfig, service: container.get(ProfileService), activation: container.get(ActivationFlow) };
}

describe('ProfileService', () => {
  it('marks the required fields still empty, sends only the changed ones and reloads the user configuration', async () => {
    const { api, service, userConfig } = bed();
    await service.load();
    let view = connectProfile(service);
    expect(view.statusKey).toBe('office_profile_missing');
    expect(view.fields.filter((field) => field.missing).map((field) => field.name)).toEqual(['passport', 'passport_date', 'registration_address']);
    expect(view.fields.find((field) => field.name === 'inn')).toMatchObject({ required: false, type: 'text' });
    expect(view.canSave).toBe(false);
    service.setField('passport', 'X123');
    service.setField('passport_date', '15.01.2020');
    await service.save();
    expect(service.errors.fields).toEqual({ passport_date: 'office_profile_invalid_date' });
    expect(api.sent).toEqual([]);
    service.setField('passport_date', '2099-01-01');
    await service.save();
    expect(service.errors.fields).toEqual({ passport_date: 'office_profile_invalid_date' });
    service.setField('passport_date', '2020-01-15');
    service.setField('registration_address', '1 Main Street');
    await service.save();
    expect(api.sent.at(-1)).toEqual({ passport: 'X123', passport_date: '2020-01-15', registration_address: '1 Main Street' });
    view = connectProfile(service);
    expect(view).toMatchObject({ statusKey: null, noticeKey: 'office_profile_saved', canSave: false });
    expect(userConfig.loads).toBe(1);
  });

  it('is read-only once locked', async () => {
    const { api, service } = bed();
    api.locked = true;
    await service.load();
    service.setField('name', 'Other');
    const view = connectProfile(service);
    expect(view).toMatchObject({ locked: true, statusKey: 'office_profile_locked', canSave: false });
    expect(view.fields.every((field) => field.readOnly)).toBe(true);
    expect(view.fields.find((field) => field.name === 'name')?.value).toBe('Ann');
    await service.save();
    expect(api.sent).toEqual([]);
  });
});

describe('e-mail activation', () => {
  it('asks for the link while the e-mail needs activation; the link page says activated only after the API did it', async () => {
    const { api, service, activation } = bed();
    await service.load();
    expect(connectProfile(service).emailActivation).toMatchObject({ needed: true, noticeKey: null });
    await service.requestEmailActivation('en');
    expect(connectProfile(service).emailActivation.noticeKey).toBe('office_activation_link_sent');
    expect(api.links).toBe(1);
    await activation.activate(null);
    expect(connectActivation(activation)).toMatchObject({ ok: false, titleKey: 'user_activate_invalid_title' });
    await activation.activate('a-forged-activation-token');
    expect(connectActivation(activation)).toMatchObject({ ok: false, textKey: 'user_activate_invalid_link' });
    expect(api.activated).toBe(false);
    await activation.activate('a-valid-activation-token');
    expect(connectActivation(activation)).toEqual({ busy: false, ok: true, titleKey: 'user_activate_done_title', textKey: 'user_activate_done_text' });
    await service.load();
    expect(connectProfile(service).emailActivation.needed).toBe(false);
  });
});
