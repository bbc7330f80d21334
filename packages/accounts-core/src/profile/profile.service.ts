import { isApiError, SettingsApi, type ProfileResponse, type SaveProfileRequest } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { UserConfigStore, type UserConfigService } from '../user-config/user-config.service';

/** The personal-data fields the profile form shows, in order (document 001 §3 `user_data`). */
export const PROFILE_FIELDS = ['name', 'surname', 'date_birthday', 'passport', 'passport_date', 'passport_end_date', 'registration_address', 'inn'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The fields holding a date (`YYYY-MM-DD`). */
export const PROFILE_DATE_FIELDS: ReadonlySet<ProfileField> = new Set(['date_birthday', 'passport_date', 'passport_end_date']);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The account page's personal data (issue 14 "Account and profile"): the fields of document 001
 * §3 `user_data`, the required ones still empty (§5), editable until the identity is verified, then
 * locked (the server refuses a change with `profile_locked`). A save sends only the changed fields
 * and reloads the user configuration, which counts the missing fields for the rest of the site.
 */
@injectable()
export class ProfileService {
  profile: ProfileResponse | null = null;
  draft: Record<ProfileField, string> = emptyDraft();
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  saveState: 'idle' | 'sending' | 'done' = 'idle';
  errors: { form: string | null; fields: Record<string, string> } = { form: null, fields: {} };
  /** The e-mail activation link: asked for, sent, or refused with a key. */
  activationState: 'idle' | 'sending' | 'sent' = 'idle';
  activationErrorKey: string | null = null;

  constructor(
    @inject(SettingsApi) private readonly api: SettingsApi,
    @inject(UserConfigStore) private readonly userConfig: UserConfigService,
  ) {
    makeAutoObservable<this, 'api' | 'userConfig'>(this, { api: false, userConfig: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.saveState = 'idle';
    this.errors = { form: null, fields: {} };
    try {
      const profile = await this.api.getProfile();
      runInAction(() => this.apply(profile));
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  setField(field: ProfileField, value: string): void {
    if (this.profile?.locked) return;
    this.draft = { ...this.draft, [field]: value };
    this.saveState = 'idle';
  }

  /** The fields whose draft differs from the saved value (an emptied field is sent as null). */
  get changes(): SaveProfileRequest {
    const changes: Record<string, string | null> = {};
    const data = this.profile?.data;
    if (!data) return {};
    for (const field of PROFILE_FIELDS) {
      const value = this.draft[field].trim();
      if (value !== (data[field] ?? '')) changes[field] = value === '' ? null : value;
    }
    return changes as SaveProfileRequest;
  }

  get canSave(): boolean {
    return !!this.profile && !this.profile.locked && this.saveState !== 'sending' && Object.keys(this.changes).length > 0;
  }

  async save(): Promise<void> {
    if (!this.canSave) return;
    const changes = this.changes;
    const fields: Record<string, string> = {};
    for (const [field, value] of Object.entries(changes)) {
      if (PROFILE_DATE_FIELDS.has(field as ProfileField) && value !== null && !DATE.test(value as string)) fields[field] = 'office_profile_invalid_date';
    }
    if (Object.keys(fields).length > 0) {
      this.errors = { form: null, fields };
      return;
    }
    this.errors = { form: null, fields: {} };
    this.saveState = 'sending';
    try {
      const profile = await this.api.saveProfile(changes);
      runInAction(() => {
        this.apply(profile);
        this.saveState = 'done';
      });
      await this.userConfig.load();
    } catch (error) {
      runInAction(() => {
        this.saveState = 'idle';
        if (isApiError(error)) {
          const fieldErrors = error.fields;
          this.errors = Object.keys(fieldErrors).length > 0 ? { form: null, fields: fieldErrors } : { form: error.messageKey, fields: {} };
          if (error.code === 'profile_locked' && this.profile) this.profile = { ...this.profile, locked: true };
        } else {
          this.errors = { form: 'main_network_error', fields: {} };
        }
      });
    }
  }

  /** Sends the e-mail activation link (a link in the page language, through the e-mail outbox). */
  async requestEmailActivation(language: string): Promise<void> {
    if (!this.profile?.emailNeedsActivation || this.activationState === 'sending') return;
    this.activationState = 'sending';
    this.activationErrorKey = null;
    try {
      await this.api.requestEmailActivation(language);
      runInAction(() => {
        this.activationState = 'sent';
      });
    } catch (error) {
      runInAction(() => {
        this.activationState = 'idle';
        this.activationErrorKey = isApiError(error) ? error.messageKey : 'main_network_error';
      });
    }
  }

  private apply(profile: ProfileResponse): void {
    this.profile = profile;
    const draft = emptyDraft();
    for (const field of PROFILE_FIELDS) draft[field] = profile.data[field] ?? '';
    this.draft = draft;
    this.loadState = 'ready';
  }
}

function emptyDraft(): Record<ProfileField, string> {
  return { name: '', surname: '', date_birthday: '', passport: '', passport_date: '', passport_end_date: '', registration_address: '', inn: '' };
}
