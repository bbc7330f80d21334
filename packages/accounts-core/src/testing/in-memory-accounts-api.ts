import { ApiError, ErrorCode, type Account, type AccountConversionStatus, type AccountsApi, type AccountsData, type AccountsVariant, type Bonus, type Currency, type CurrencyAccountMessage } from '@kickoff/contracts';
import { anAccount } from './fixtures';

type Method = keyof AccountsApi;

/**
 * The account calls in memory, for tests. Like the real back office, a new or removed currency
 * account may show up in the account data only after some fetches (`settleAfterFetches`), which is
 * what the client's polling is for. `failNext` makes the next call of a method reject.
 */
export class InMemoryAccountsApi implements AccountsApi {
  accounts: Account[];
  bonuses: Bonus[] = [];
  conversionStatus: AccountConversionStatus = 'not_allowed';
  currencies: Currency[] = [
    { id: 1, iso: 'USD', symbol: '$', name: 'US dollar' },
    { id: 2, iso: 'EUR', symbol: '€', name: 'Euro' },
    { id: 3, iso: 'HRK', symbol: 'kn', name: 'Croatian kuna' },
    { id: 4, iso: 'RUB', symbol: '₽', name: 'Russian rouble' },
  ];
  /** How many `getAccounts` calls an added or removed account stays unseen. */
  settleAfterFetches = 0;
  readonly variants: AccountsVariant[] = [];
  readonly calls: Method[] = [];
  private nextId = 100;
  private readonly unsettled: Array<{ apply: () => void; fetchesLeft: number }> = [];
  private readonly failures = new Map<Method, ApiError>();

  constructor(accounts: Account[] = [anAccount()]) {
    this.accounts = accounts.map((account) => ({ ...account }));
  }

  failNext(method: Method, error: ApiError): void {
    this.failures.set(method, error);
  }

  callCount(method: Method): number {
    return this.calls.filter((call) => call === method).length;
  }

  async getAccounts(variant: AccountsVariant, signal?: AbortSignal): Promise<AccountsData> {
    this.enter('getAccounts');
    if (signal?.aborted) throw new ApiError(499, { code: ErrorCode.cancelled, messageKey: 'main_error' });
    this.variants.push(variant);
    for (const change of [...this.unsettled]) {
      if (change.fetchesLeft > 0) change.fetchesLeft -= 1;
      if (change.fetchesLeft === 0) {
        change.apply();
        this.unsettled.splice(this.unsettled.indexOf(change), 1);
      }
    }
    return this.snapshot();
  }

  async addCurrencyAccount(currencyId: number): Promise<CurrencyAccountMessage> {
    this.enter('addCurrencyAccount');
    const currency = this.currencies.find((candidate) => candidate.id === currencyId);
    if (!currency) throw new ApiError(400, { code: 'currency_unknown', messageKey: 'accounts_currency_unknown', message: 'Unknown currency' });
    if (this.accounts.some((account) => account.currencyId === currencyId)) {
      throw new ApiError(409, { code: 'currency_account_exists', messageKey: 'accounts_currency_exists', message: 'An account in this currency exists' });
    }
    const account: Account = { id: this.nextId++, type: 9, iso: currency.iso, symbol: currency.symbol, money: 0, currencyId, isActive: false, points: 0, label: null };
    this.settle(() => this.accounts.push(account));
    return { data: { message: `Account in ${currency.iso} opened` } };
  }

  async removeCurrencyAccount(accountId: number): Promise<CurrencyAccountMessage> {
    this.enter('removeCurrencyAccount');
    const account = this.accounts.find((candidate) => candidate.id === accountId);
    if (!account || account.type !== 9) throw new ApiError(404, { code: ErrorCode.notFound, messageKey: 'accounts_account_not_found', message: 'No such currency account' });
    if (account.isActive) throw new ApiError(409, { code: 'account_active', messageKey: 'accounts_account_active', message: 'The active account cannot be removed' });
    this.settle(() => {
      this.accounts = this.accounts.filter((candidate) => candidate.id !== accountId);
    });
    return { data: { message: `Account in ${account.iso} removed` } };
  }

  async switchActiveAccount(id: number): Promise<AccountsData> {
    this.enter('switchActiveAccount');
    if (!this.accounts.some((account) => account.id === id && account.type !== 4)) {
      throw new ApiError(404, { code: ErrorCode.notFound, messageKey: 'accounts_account_not_found', message: 'No such account' });
    }
    this.accounts = this.accounts.map((account) => ({ ...account, isActive: account.id === id }));
    return this.snapshot();
  }

  async getAvailableCurrencies(): Promise<Currency[]> {
    this.enter('getAvailableCurrencies');
    return this.currencies.filter((currency) => !this.accounts.some((account) => account.currencyId === currency.id));
  }

  private settle(apply: () => void): void {
    if (this.settleAfterFetches <= 0) apply();
    else this.unsettled.push({ apply, fetchesLeft: this.settleAfterFetches });
  }

  private snapshot(): AccountsData {
    return {
      accounts: this.accounts.map((account) => ({ ...account })),
      activeAccount: this.accounts.find((account) => account.isActive)?.id ?? null,
      bonuses: this.bonuses.map((bonus) => ({ ...bonus })),
      conversionStatus: this.conversionStatus,
    };
  }

  private enter(method: Method): void {
    this.calls.push(method);
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
  }
}
