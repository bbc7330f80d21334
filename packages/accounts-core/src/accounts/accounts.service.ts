import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { AccountsApi, type Account, type AccountsData } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { AccountsSiteSettings, CurrentUser } from '../accounts.ports';
import { accountsVariant, activeAccount, bonusAccounts, currencyAccounts, mainAccount } from './accounts.rules';

/** Emitted when the active account changed: the coupon's prepaid amount goes back to 0 (document 001 §4). */
export interface ActiveAccountSwitched {
  accountId: number;
  prepaidAmount: 0;
}

/**
 * The player's accounts (document 001 §3, §4, §7-§9): main, bonus and currency accounts with their
 * balances, fetched on sign-in and forgotten on sign-out; a switch of the active account emits
 * `ActiveAccountSwitched` (the coupon resets its prepaid amount). A failed refresh is only logged.
 * Adding, removing and switching accounts is `AccountOperations` (issue 20: with the account pages,
 * not in the first page's JavaScript).
 */
@injectable()
export class AccountsService {
  data: AccountsData | null = null;
  private refreshController: AbortController | undefined = undefined;
  private readonly switchListeners = new Set<(event: ActiveAccountSwitched) => void>();
  private stopWatching: IReactionDisposer | undefined = undefined;

  constructor(
    @inject(AccountsApi) private readonly api: AccountsApi,
    @inject(AccountsSiteSettings) private readonly settings: AccountsSiteSettings,
    @inject(CurrentUser) private readonly currentUser: CurrentUser,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'settings' | 'currentUser' | 'logger' | 'refreshController' | 'switchListeners' | 'stopWatching'>(
      this,
      {
        api: false,
        settings: false,
        currentUser: false,
        logger: false,
        refreshController: false,
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

  /** Takes the accounts an account operation answered with (`AccountOperations`). */
  apply(data: AccountsData): void {
    this.data = data;
  }

  /** Tells the subscribers the active account was switched (`AccountOperations`). */
  announceSwitch(accountId: number): void {
    for (const listener of [...this.switchListeners]) listener({ accountId, prepaidAmount: 0 });
  }

  /** Forgets the accounts (sign-out) and stops a running refresh. */
  reset(): void {
    this.refreshController?.abort();
    this.refreshController = undefined;
    this.data = null;
  }

  /** Gives back the watching and the listeners. */
  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.reset();
    this.switchListeners.clear();
  }

  private setData(data: AccountsData): void {
    this.data = data;
  }
}

/** Container identifier of the `AccountsService`. */
export const Accounts = Symbol.for('Accounts') as ServiceIdentifier<AccountsService>;
export type Accounts = AccountsService;
