import { isApiError, SettingsApi, type UserSettings } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** Time zones offered: whole hours from UTC-12 to UTC+14 (document 001 §3 timeZone, default 3). */
export const TIME_ZONES: readonly number[] = Array.from({ length: 27 }, (_, index) => index - 12);
/** The default time zone of document 001 §3 global preferences. */
export const DEFAULT_TIME_ZONE = 3;

/** The unsubscribe page's state: checking the link, done, or the link refused. */
export type UnsubscribeState = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

/**
 * The office's settings page (issue 14): newsletters and notifications, language and time zone,
 * kept by the server; and the `stopnewsletter` page (document 001 §2), which really unsubscribes by
 * the signed link and says so only once the server has done it.
 */
@injectable()
export class SettingsService {
  saved: UserSettings | null = null;
  draft: UserSettings | null = null;
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  saveState: 'idle' | 'sending' | 'done' = 'idle';
  errorKey: string | null = null;
  unsubscribe: UnsubscribeState = 'idle';

  constructor(@inject(SettingsApi) private readonly api: SettingsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.saveState = 'idle';
    this.errorKey = null;
    try {
      const settings = await this.api.getSettings();
      runInAction(() => {
        this.saved = settings;
        this.draft = { ...settings };
        this.loadState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  /** Changes one setting of the draft; an unknown time zone changes nothing. */
  change<K extends keyof UserSettings>(name: K, value: UserSettings[K]): void {
    if (!this.draft) return;
    if (name === 'timeZone' && !TIME_ZONES.includes(value as number)) return;
    this.draft = { ...this.draft, [name]: value };
    this.saveState = 'idle';
  }

  get dirty(): boolean {
    const { saved, draft } = this;
    return !!saved && !!draft && (Object.keys(draft) as Array<keyof UserSettings>).some((name) => draft[name] !== saved[name]);
  }

  async save(): Promise<void> {
    if (!this.draft || !this.dirty) return;
    this.saveState = 'sending';
    this.errorKey = null;
    try {
      const settings = await this.api.saveSettings(this.draft);
      runInAction(() => {
        this.saved = settings;
        this.draft = { ...settings };
        this.saveState = 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_network_error';
        this.saveState = 'idle';
      });
    }
  }

  /** The unsubscribe link's parameters; a link without them is refused without a call. */
  async stopNewsletter(user: string | null, sign: string | null): Promise<void> {
    const id = Number(user);
    if (!user || !Number.isSafeInteger(id) || id <= 0 || !sign) {
      this.unsubscribe = 'invalid';
      return;
    }
    this.unsubscribe = 'sending';
    try {
      await this.api.stopNewsletter(id, sign);
      runInAction(() => {
        this.unsubscribe = 'done';
        if (this.saved) this.saved = { ...this.saved, newsletter: false };
        if (this.draft) this.draft = { ...this.draft, newsletter: false };
      });
    } catch (error) {
      runInAction(() => {
        this.unsubscribe = isApiError(error) && error.status === 400 ? 'invalid' : 'failed';
      });
    }
  }
}
