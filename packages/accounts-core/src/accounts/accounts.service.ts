import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { AccountsApi, isApiError, type Account, type AccountsData, type Currency } from '@kickoff/contracts';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { AccountsSiteSettings, CurrentUser } from '../accounts.ports';
import {
  ACCOUNT_POLL_MAX_REPEATS,
  AccountMessageKey,
  accountPollIntervalMs,
  accountsVariant,
  activeAccount,
  bonusAccounts,
  currencyAccounts,
  hasAccount,
  hasAccountInCurrency,
  isAccountSwitchMessageSuppressed,
  mainAccount,
} from './accounts.rules';

/** The running account operation (document 001 §3: "An account process flag records a running add, change or delete"). */
export type AccountProcess = 'add' | 'change' | 'delete';

/** Result of adding or removing a currency account (document 001 §8: failure is success false with the server's message and the error). */
export type CurrencyAccountResult =
  | { success: true; message: string; /** The account appeared (add) or disappeared (remove) within the polls. */ settled: boolean }
  | { success: false; message: string; messageKey: string; error: unknown };

/** Result of switching the active account (document 001 §8). */
export type SwitchAccountResult =
  | { success: true; accountId: number; messageKey: string; /** False on Bingo, where the message is suppressed. */ showMessage: boolean }
  | { success: false; accountId: number; messageKey: string; error: unknown };

/** Emitted when the active account changed: the coupon's prepaid amount goes back to 0 (document 001 §4). */
export interface ActiveAccountSwitched {
  accountId: number;
  prepaidAmount: 0;
}

/**
 * The player's accounts (document 001 §3, §4, §7-§9): main, bonus and currency accounts with their
 * balances; adding a currency account reloads and polls until it appears (up to 5 repeats, 1000 ms
 * apart after adding, 2500 ms otherwise); switching the active account emits `ActiveAccountSwitched`
 * (the coupon resets its prepaid amount) and refreshes the data. A failed refresh is only logged.
 */
@injectable()
export class AccountsService {
  data: AccountsData | null = null;
  process: AccountProcess | null = null;
  availableCurrencies: Currency[] = [];
  private refreshController: AbortController | undefined = undefined;
  private pollTimer: TimerHandle | undefined = undefined;
  private cancelWait: (() => void) | undefined = undefined;
  private readonly switchListeners = new Set<(event: ActiveAccountSwitched) => void>();
  private stopWatching: IReactionDisposer | undefined = undefined;

  constructor(
    @inject(AccountsApi) private readonly api: AccountsApi,
    @inject(AccountsSiteSettings) private readonly settings: AccountsSiteSettings,
    @inject(CurrentUser) private readonly currentUser: CurrentUser,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'settings' | 'currentUser' | 'clock' | 'logger' | 'refreshController' | 'pollTimer' | 'cancelWait' | 'switchListeners' | 'stopWatching'>(
      this,
      {
        api: false,
        settings: false,
        currentUser: false,
        clock: false,
        logger: false,
        refreshController: false,
        pollTimer: false,
        cancelWait: false,
        switchListeners: false,
        stopWatching: false,
      },
      { autoBind: true },
    );
  }

  /** Follows `CurrentUser`: fetches the accounts on sign-in, forgets them on sign-out. */
  start(): void {
    this.stopWatching?.();
    this.stopWatching = reaction(
      () => this.currentUser.userId,
      (userId) => {
        this.reset();
        if (userId !== null) void this.refresh();
      },
      { fireImmediately: true },
    );
  }

  get accounts(): Account[] {
    return this.data?.accounts ?? [];
  }

  get mainAccount(): Account | undefined {
    return mainAccount(this.data);
  }

  get bonusAccounts(): Account[] {
    return bonusAccounts(this.data);
  }

  get currencyAccounts(): Account[] {
    return currencyAccounts(this.data);
  }

  get activeAccount(): Account | undefined {
    return activeAccount(this.data);
  }

  /** Subscribes to active-account switches (the coupon resets its prepaid amount); returns the unsubscribe. */
  onActiveAccountSwitched(listener: (event: ActiveAccountSwitched) => void): () => void {
    this.switchListeners.add(listener);
    return () => this.switchListeners.delete(listener);
  }

  /** Fetches accounts and balances with the variant the site picks; a failure is logged only (document 001 §8). */
  async refresh(): Promise<boolean> {
    this.refreshController?.abort();
    const controller = new AbortController();
    this.refreshController = controller;
    try {
      const data = await this.api.getAccounts(accountsVariant(this.settings.isAccountsV2), controller.signal);
      if (controller.signal.aborted) return false;
      this.setData(data);
      return true;
    } catch (error) {
      if (!controller.signal.aborted) this.logger.warn('accounts: refresh failed', { error: String(error) });
      return false;
    } finally {
      if (this.refreshController === controller) this.refreshController = undefined;
    }
  }

  /** Loads the currencies an account can be opened in. */
  async loadAvailableCurrencies(): Promise<boolean> {
    try {
      this.setCurrencies(await this.api.getAvailableCurrencies());
      return true;
    } catch (error) {
      this.logger.warn('accounts: currencies load failed', { error: String(error) });
      return false;
    }
  }

  /** Opens an account in `currencyId`, then reloads and polls every 1000 ms (up to 5 times) until it appears. */
  async addCurrencyAccount(currencyId: number): Promise<CurrencyAccountResult> {
    if (!this.settings.isCurrencyAccountsEnabled) return this.disabled();
    this.process = 'add';
    try {
      const response = await this.api.addCurrencyAccount(currencyId);
      await this.refresh();
      const settled = await this.pollUntil(() => hasAccountInCurrency(this.data, currencyId), accountPollIntervalMs(true));
      return { success: true, message: response.data.message, settled };
    } catch (error) {
      return failure(error);
    } finally {
      this.setProcess(null);
    }
  }

  /** Removes a currency account, then reloads and polls every 2500 ms (up to 5 times) until it is gone. */
  async removeCurrencyAccount(accountId: number): Promise<CurrencyAccountResult> {
    if (!this.settings.isCurrencyAccountsEnabled) return this.disabled();
    this.process = 'delete';
    try {
      const response = await this.api.removeCurrencyAccount(accountId);
      await this.refresh();
      const settled = await this.pollUntil(() => !hasAccount(this.data, accountId), accountPollIntervalMs(false));
      return { success: true, message: response.data.message, settled };
    } catch (error) {
      return failure(error);
    } finally {
      this.setProcess(null);
    }
  }

  /**
   * Makes `accountId` the active account: the answer is the account data; the coupon's prepaid amount
   * goes back to 0 (`onActiveAccountSwitched`) and the data is refreshed (document 001 §4). The success
   * message is suppressed on Bingo (`routeName`).
   */
  async switchActiveAccount(accountId: number, routeName?: string | null): Promise<SwitchAccountResult> {
    this.process = 'change';
    try {
      this.setData(await this.api.switchActiveAccount(accountId));
    } catch (error) {
      this.setProcess(null);
      return { success: false, accountId, messageKey: isApiError(error) ? error.messageKey : AccountMessageKey.error, error };
    }
    for (const listener of [...this.switchListeners]) listener({ accountId, prepaidAmount: 0 });
    await this.refresh();
    this.setProcess(null);
    return { success: true, accountId, messageKey: AccountMessageKey.switchWillBeSet, showMessage: !isAccountSwitchMessageSuppressed(routeName) };
  }

  /** Forgets the accounts (sign-out), stops polling and a running refresh. */
  reset(): void {
    this.stopPolling();
    this.refreshController?.abort();
    this.refreshController = undefined;
    this.data = null;
    this.process = null;
  }

  /** Gives back the poll timer, the watching and the listeners. */
  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.reset();
    this.switchListeners.clear();
  }

  /**
   * Repeats the refresh up to 5 times, `intervalMs` apart, until `done` holds (document 001 §9).
   * Resolves false when it never held or polling was stopped.
   */
  private async pollUntil(done: () => boolean, intervalMs: number): Promise<boolean> {
    if (done()) return true;
    for (let repeat = 0; repeat < ACCOUNT_POLL_MAX_REPEATS; repeat++) {
      if (!(await this.wait(intervalMs))) return false;
      await this.refresh();
      if (done()) return true;
    }
    return false;
  }

  private wait(delayMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      this.pollTimer = this.clock.setTimeout(() => {
        this.pollTimer = undefined;
        this.cancelWait = undefined;
        resolve(true);
      }, delayMs);
      this.cancelWait = () => resolve(false);
    });
  }

  private stopPolling(): void {
    this.clock.clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
    const cancel = this.cancelWait;
    this.cancelWait = undefined;
    cancel?.();
  }

  private setData(data: AccountsData): void {
    this.data = data;
  }

  private setCurrencies(currencies: Currency[]): void {
    this.availableCurrencies = currencies;
  }

  private setProcess(process: AccountProcess | null): void {
    this.process = process;
  }

  private disabled(): CurrencyAccountResult {
    return { success: false, message: '', messageKey: AccountMessageKey.currencyAccountsDisabled, error: null };
  }
}

/** Add or remove failed: success false with the server's message and the error (document 001 §8). */
function failure(error: unknown): CurrencyAccountResult {
  if (isApiError(error)) return { success: false, message: error.body?.message ?? error.message, messageKey: error.messageKey, error };
  return { success: false, message: error instanceof Error ? error.message : String(error), messageKey: AccountMessageKey.error, error };
}

/** Container identifier of the `AccountsService`. */
export const Accounts = Symbol.for('Accounts') as ServiceIdentifier<AccountsService>;
export type Accounts = AccountsService;
