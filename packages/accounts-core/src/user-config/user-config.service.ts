import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { UserApi, type UserConfig } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { CurrentUser } from '../accounts.ports';
import { banNavigation, isBanned, type BanNavigation, type BanRouteFlags } from '../ban/ban.rules';
import {
  areContactFieldsRequired,
  isUnverified,
  isVerificationPending,
  missingProfileFields,
  needsEmailActivation,
  needsPhoneActivation,
  protectionLevelStatus,
  withPhoneBound,
  type ProtectionLevelStatus,
  type RequiredProfileField,
} from '../verification/verification.rules';
import { INITIAL_USER_CONFIG_STATE, shouldInstallLoad, userConfigStateAfterLoad } from './user-config.rules';

/**
 * The user configuration (document 001 §3, §4, §8): starts not installed and not loaded; a load stores
 * the result and marks both, a failure or an empty result resets both and logs (no user message);
 * an install-load loads only if not installed; a new load aborts an earlier one; it loads on sign-in
 * (observed from `CurrentUser`) and is forgotten on sign-out. Derives ban, verification, protection
 * and activation states.
 */
@injectable()
export class UserConfigService {
  config: UserConfig | null = null;
  isInstalled = INITIAL_USER_CONFIG_STATE.isInstalled;
  isLoaded = INITIAL_USER_CONFIG_STATE.isLoaded;
  isLoading = false;
  private controller: AbortController | undefined = undefined;
  private installing: Promise<boolean> | undefined = undefined;
  private stopWatching: IReactionDisposer | undefined = undefined;

  constructor(
    @inject(UserApi) private readonly api: UserApi,
    @inject(CurrentUser) private readonly currentUser: CurrentUser,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'currentUser' | 'logger' | 'controller' | 'installing' | 'stopWatching'>(
      this,
      { api: false, currentUser: false, logger: false, controller: false, installing: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /** Banned: ban_level above 0. */
  get isBanned(): boolean {
    return isBanned(this.config?.ban_level);
  }

  /** Where navigation to a route goes for this player's ban (document 001 §4); a guest's config is empty, so `allow` unless ban-only. */
  banNavigation(route: BanRouteFlags): BanNavigation {
    return banNavigation({ banLevel: this.config?.ban_level, banVersion: this.config?.ban_version }, route);
  }

  get isUnverified(): boolean {
    return this.config !== null && isUnverified(this.config);
  }

  get isVerificationPending(): boolean {
    return this.config !== null && isVerificationPending(this.config);
  }

  get protectionStatus(): ProtectionLevelStatus | null {
    return protectionLevelStatus(this.config?.protection_level);
  }

  get needsPhoneActivation(): boolean {
    return this.config !== null && needsPhoneActivation(this.config);
  }

  get needsEmailActivation(): boolean {
    return this.config !== null && needsEmailActivation(this.config);
  }

  get missingProfileFields(): RequiredProfileField[] {
    return this.config ? missingProfileFields(this.config.user_data) : [];
  }

  get areContactFieldsRequired(): boolean {
    return this.config !== null && areContactFieldsRequired(this.config);
  }

  /** Loads on sign-in and forgets on sign-out, following `CurrentUser.userId`. */
  start(): void {
    this.stopWatching?.();
    this.stopWatching = reaction(
      () => this.currentUser.userId,
      (userId, previous) => {
        if (userId === null) return this.reset();
        // Another player signed in without a sign-out between: the previous player's configuration
        // (ban, verification) must not stand for the new one while theirs loads.
        if (typeof previous === 'number' && userId !== previous) this.reset();
        if (userId !== previous || !this.isInstalled) void this.load();
      },
      { fireImmediately: true },
    );
  }

  /** Loads the configuration; an earlier load still running is aborted. Resolves whether it loaded. */
  async load(): Promise<boolean> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.isLoading = true;
    try {
      const config = await this.api.getUserConfig(controller.signal);
      if (controller.signal.aborted) return false;
      return this.finish(controller, { ok: true, config });
    } catch (error) {
      if (controller.signal.aborted) return false;
      this.logger.error('user config: load failed', { error: String(error) });
      return this.finish(controller, { ok: false });
    }
  }

  /** Loads only if not installed yet; concurrent install-loads share one load. */
  installLoad(): Promise<boolean> {
    if (!shouldInstallLoad(this)) return Promise.resolve(true);
    this.installing ??= this.load().finally(() => this.clearInstalling());
    return this.installing;
  }

  /** Applies a bound phone locally: activation 0→3, 1→2 and phone binding on (document 001 §4). */
  bindPhone(phoneNumber?: string): void {
    if (this.config) this.config = withPhoneBound(this.config, phoneNumber);
  }

  /** Forgets the configuration (sign-out) and aborts a running load. */
  reset(): void {
    this.controller?.abort();
    this.controller = undefined;
    this.config = null;
    this.isInstalled = false;
    this.isLoaded = false;
    this.isLoading = false;
  }

  /** Stops watching the sign-in state and aborts a running load. */
  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.controller?.abort();
    this.controller = undefined;
  }

  private finish(controller: AbortController, outcome: { ok: true; config: UserConfig | null } | { ok: false }): boolean {
    if (this.controller === controller) this.controller = undefined;
    const state = userConfigStateAfterLoad(outcome);
    if (outcome.ok && !state.isLoaded) this.logger.warn('user config: empty result');
    this.config = state.isLoaded && outcome.ok ? outcome.config : null;
    this.isInstalled = state.isInstalled;
    this.isLoaded = state.isLoaded;
    this.isLoading = false;
    return state.isLoaded;
  }

  private clearInstalling(): void {
    this.installing = undefined;
  }
}

/** Container identifier of the `UserConfigService`. */
export const UserConfigStore = Symbol.for('UserConfigStore') as ServiceIdentifier<UserConfigService>;
export type UserConfigStore = UserConfigService;
