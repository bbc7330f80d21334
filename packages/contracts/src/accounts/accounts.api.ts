import type { ServiceIdentifier } from 'inversify';
import type { AccountsData, AccountsVariant, Currency, CurrencyAccountMessage } from './accounts.schemas';

/** The account calls (document 001 §7); every method rejects with `ApiError`. */
export interface AccountsApi {
  /** Fetches accounts and balances with the variant the site switch `isAccountsV2` picks. */
  getAccounts(variant: AccountsVariant, signal?: AbortSignal): Promise<AccountsData>;
  /** Opens an account in `currencyId`; answers `data.message`. */
  addCurrencyAccount(currencyId: number): Promise<CurrencyAccountMessage>;
  /** Removes the currency account `accountId`; answers `data.message`. */
  removeCurrencyAccount(accountId: number): Promise<CurrencyAccountMessage>;
  /** Makes account `id` the active one; answers the account data after the switch. */
  switchActiveAccount(id: number): Promise<AccountsData>;
  /** The currencies an account can still be opened in. */
  getAvailableCurrencies(signal?: AbortSignal): Promise<Currency[]>;
}

/** Container identifier of the `AccountsApi`. */
export const AccountsApi = Symbol.for('AccountsApi') as ServiceIdentifier<AccountsApi>;
