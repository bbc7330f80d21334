import { PreferencesApi, type AppPreferences } from '@kickoff/contracts';
import { LocalStore, Logger, type KeyValueStore } from '@kickoff/platform';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { AuthStatusService } from '../auth/auth-status.service';
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, documentPreferencesOf, parseStoredPreferences, timeDisplayOf, type DocumentPreferences, type TimeDisplay } from './preferences.rules';

/**
 * The player's global preferences (document 001 §3 "Global preferences", issue 18). Applied at once:
 * `preferences` is observable and every change shows before any save. A guest's are kept in the
 * local store; a signed-in player's are read from the server at sign-in (the server's win over the
 * device's) and saved there on every change, so they follow the player to another browser; the
 * local copy is kept too, so the next visit starts drawn the player's way.
 */
@injectable()
export class PreferencesService {
  preferences: AppPreferences;
  /** A save to the server failed: the change stays applied here; the message key says so. */
  errorKey: string | null = null;
  isSaving = false;
  private disposeAuth: IReactionDisposer | undefined;
  private saveSeq = 0;

  constructor(
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(Logger) private readonly logger: Logger,
    @inject(PreferencesApi) @optional() private readonly api: PreferencesApi | undefined,
  ) {
    this.preferences = parseStoredPreferences(localStore.get(PREFERENCES_KEY)) ?? DEFAULT_PREFERENCES;
    makeAutoObservable<this, 'localStore' | 'auth' | 'logger' | 'api' | 'disposeAuth' | 'saveSeq'>(this, {
      localStore: false,
      auth: false,
      logger: false,
      api: false,
      disposeAuth: false,
      saveSeq: false,
    });
  }

  /** The zone and hour cycle every date and time is shown with. */
  get timeDisplay(): TimeDisplay {
    return timeDisplayOf(this.preferences);
  }

  /** The theme, text size and modes the document element carries. */
  get document(): DocumentPreferences {
    return documentPreferencesOf(this.preferences);
  }

  /** Follows the sign-in: a signed-in player's preferences come from the server. */
  start(): void {
    if (this.disposeAuth) return;
    this.disposeAuth = reaction(
      () => this.auth.userId,
      (userId) => {
        if (typeof userId === 'number') void this.loadFromServer();
      },
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.disposeAuth?.();
    this.disposeAuth = undefined;
  }

  /** Changes one preference: applied at once, kept locally, and saved for a signed-in player. */
  set<K extends keyof AppPreferences>(name: K, value: AppPreferences[K]): void {
    const next = { ...this.preferences, [name]: value };
    // Only values the contract accepts are applied (a stale option or a forged value changes nothing).
    if (!PreferencesService.isValid(next)) return;
    this.preferences = next;
    this.errorKey = null;
    this.localStore.set(PREFERENCES_KEY, JSON.stringify(next));
    if (typeof this.auth.userId === 'number' && this.api) void this.saveToServer(next);
  }

  private static isValid(preferences: AppPreferences): boolean {
    return parseStoredPreferences(JSON.stringify(preferences)) !== null;
  }

  private async loadFromServer(): Promise<void> {
    if (!this.api) return;
    const seq = this.saveSeq;
    try {
      const saved = await this.api.getPreferences();
      // A change made while the read was under way is newer than what the read brought.
      if (seq !== this.saveSeq) return;
      runInAction(() => {
        this.preferences = saved;
        this.localStore.set(PREFERENCES_KEY, JSON.stringify(saved));
      });
    } catch (error) {
      this.logger.warn('preferences load failed', { error: String(error) });
    }
  }

  private async saveToServer(preferences: AppPreferences): Promise<void> {
    const seq = ++this.saveSeq;
    this.isSaving = true;
    try {
      await this.api?.savePreferences(preferences);
      runInAction(() => {
        if (seq === this.saveSeq) this.isSaving = false;
      });
    } catch (error) {
      this.logger.warn('preferences save failed', { error: String(error) });
      runInAction(() => {
        if (seq !== this.saveSeq) return;
        this.isSaving = false;
        this.errorKey = 'preferences_save_failed';
      });
    }
  }
}
