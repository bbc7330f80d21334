import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AccountsSiteSettings } from '../accounts.ports';
import { AccountOperations, type AccountOperationsService } from '../accounts/account-operations.service';
import { Accounts, type AccountsService } from '../accounts/accounts.service';

/** The outcome the account page shows after an add, remove or switch. */
export interface CurrencyAccountsNotice {
  key: string;
  /** The currency or account it concerns. */
  iso: string | null;
  ok: boolean;
}

/**
 * The currency accounts block of the account page (document 001 §3, §4, §9): add an account in
 * another currency (then the accounts service polls until it appears: up to 5 repeats, 1000 ms
 * apart; `AccountOperations`), switch the active account (the header and the coupon follow `Accounts`), remove an empty
 * inactive one. The chosen currency and the last outcome are kept here for the view.
 */
@injectable()
export class CurrencyAccountsFlow {
  selectedCurrencyId: number | null = null;
  notice: CurrencyAccountsNotice | null = null;

  constructor(
    @inject(Accounts) readonly accounts: AccountsService,
    @inject(AccountOperations) readonly operations: AccountOperationsService,
    @inject(AccountsSiteSettings) private readonly settings: AccountsSiteSettings,
  ) {
    makeAutoObservable<this, 'settings'>(this, { accounts: false, operations: false, settings: false }, { autoBind: true });
  }

  get enabled(): boolean {
    return this.settings.isCurrencyAccountsEnabled;
  }

  async start(): Promise<void> {
    this.notice = null;
    await Promise.all([
      this.accounts.refresh(),
      this.enabled ? this.operations.loadAvailableCurrencies() : Promise.resolve(false),
    ]);
    runInAction(() => {
      this.selectedCurrencyId = this.operations.availableCurrencies[0]?.id ?? null;
    });
  }

  selectCurrency(currencyId: number): void {
    if (this.operations.availableCurrencies.some((currency) => currency.id === currencyId))
      this.selectedCurrencyId = currencyId;
  }

  async add(): Promise<void> {
    const currency = this.operations.availableCurrencies.find(
      (candidate) => candidate.id === this.selectedCurrencyId,
    );
    if (!currency) return;
    const result = await this.operations.addCurrencyAccount(currency.id);
    await this.operations.loadAvailableCurrencies();
    runInAction(() => {
      this.notice = result.success
        ? {
            key: result.settled ? 'accounts_notice_added' : 'accounts_notice_added_pending',
            iso: currency.iso,
            ok: true,
          }
        : { key: result.messageKey, iso: currency.iso, ok: false };
      this.selectedCurrencyId = this.operations.availableCurrencies[0]?.id ?? null;
    });
  }

  async remove(accountId: number): Promise<void> {
    const iso = this.accounts.accounts.find((account) => account.id === accountId)?.iso ?? null;
    const result = await this.operations.removeCurrencyAccount(accountId);
    await this.operations.loadAvailableCurrencies();
    runInAction(() => {
      this.notice = result.success
        ? { key: 'accounts_notice_removed', iso, ok: true }
        : { key: result.messageKey, iso, ok: false };
      this.selectedCurrencyId ??= this.operations.availableCurrencies[0]?.id ?? null;
    });
  }

  async switchTo(accountId: number, routeName: string | null): Promise<void> {
    const iso = this.accounts.accounts.find((account) => account.id === accountId)?.iso ?? null;
    const result = await this.operations.switchActiveAccount(accountId, routeName);
    runInAction(() => {
      this.notice = result.success
        ? result.showMessage
          ? { key: 'accounts_notice_switched', iso, ok: true }
          : null
        : { key: result.messageKey, iso, ok: false };
    });
  }

  dispose(): void {
    this.notice = null;
  }
}
