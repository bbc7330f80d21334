import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { AccountsApi, isApiError, type Currency } from '@kickoff/contracts';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { AccountsSiteSettings, CurrentUser } from '../accounts.ports';
import { Accounts, type AccountsService } from './accounts.service';
import { ACCOUNT_POLL_MAX_REPEATS, AccountMessageKey, accountPollIntervalMs, hasAccount, hasAccountInCurrency, isAccountSwitchMessageSuppressed } from './accounts.rules';

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

/**
 * The operations on the player's accounts (document 001 §3, §4, §8, §9), on `Accounts`: adding a
 * currency account reloads and polls until it appears (up to 5 repeats, 1000 ms apart after adding,
 * 2500 ms otherwise), removing one until it is gone; switching the active account takes the answer's
 * data, emits `ActiveAccountSwitched` (the coupon resets its prepaid amount) and refreshes. A sign-out
 * or another player stops a running poll. Loaded with the account pages (issue 20).
 */
@injectable()
export class AccountOperationsService {
  process: AccountProcess | null = null;
  availableCurrencies: Currency[] = [];
  private pollTimer: TimerHandle | undefined = undefined;
  private cancelWait: (() => void) | undefined = undefined;
  private stopWatching: IReactionDisposer | undefined;

  constructor(
    @inject(Accounts) private readonly accounts: AccountsService,
    @inject(AccountsApi) private readonly api: AccountsApi,
    @inject(AccountsSiteSettings) private readonly settings: AccountsSiteSettings,
    @inject(CurrentUser) currentUser: CurrentUser,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'accounts' | 'api' | 'settings' | 'clock' | 'logger' | 'pollTimer' | 'cancelWait' | 'stopWatching'>(
      this,
      { accounts: false, api: false, settings: false, clock: false, logger: false, pollTimer: false, cancelWait: false, stopWatching: false },
      { autoBind: true },
    );
    this.stopWatching = reaction(
      () => currentUser.userId,
      () => this.reset(),
    );
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
      await this.accounts.refresh();
      const settled = await this.pollUntil(() => hasAccountInCurrency(this.accounts.data, currencyId), accountPollIntervalMs(true));
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
      await this.accounts.refresh();
      const settled = await this.pollUntil(() => !hasAccount(this.accounts.data, accountId), accountPollIntervalMs(false));
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
      this.accounts.apply(await this.api.switchActiveAccount(accountId));
    } catch (error) {
      this.setProcess(null);
      return { success: false, accountId, messageKey: isApiError(error) ? error.messageKey : AccountMessageKey.error, error };
    }
    this.accounts.announceSwitch(accountId);
    await this.accounts.refresh();
    this.setProcess(null);
    return { success: true, accountId, messageKey: AccountMessageKey.switchWillBeSet, showMessage: !isAccountSwitchMessageSuppressed(routeName) };
  }

  /** Stops a running poll (a sign-out, another player). */
  reset(): void {
    this.stopPolling();
    this.process = null;
  }

  /** Gives back the poll timer and the watching. */
  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.reset();
  }

  /**
   * Repeats the refresh up to 5 times, `intervalMs` apart, until `done` holds (document 001 §9).
   * Resolves false when it never held or polling was stopped.
   */
  private async pollUntil(done: () => boolean, intervalMs: number): Promise<boolean> {
    if (done()) return true;
    for (let repeat = 0; repeat < ACCOUNT_POLL_MAX_REPEATS; repeat++) {
      if (!(await this.wait(intervalMs))) return false;
      await this.accounts.refresh();
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

/** Container identifier of the `AccountOperationsService`. */
export const AccountOperations = Symbol.for('AccountOperations') as ServiceIdentifier<AccountOperationsService>;
export type AccountOperations = AccountOperationsService;
