import { AccountTypeCode, type Account, type AccountsData, type AccountsVariant } from '@kickoff/contracts';

/** Account polling (document 001 §9): up to 5 repeats, 2500 ms by default, 1000 ms after adding a currency. */
export const ACCOUNT_POLL_MAX_REPEATS = 5;
export const ACCOUNT_POLL_INTERVAL_MS = 2500;
export const ACCOUNT_POLL_AFTER_ADD_MS = 1000;

/** Routes where the account-switch message is suppressed (document 001 §2: Bingo). */
export const ACCOUNT_SWITCH_MESSAGE_SUPPRESSED_ROUTES: readonly string[] = ['bingo'];

/** Dictionary keys of the accounts (document 001 §8; chosen where the spec gives a sentence). */
export const AccountMessageKey = {
  /** "success shows that the account with its id will be set" (document 001 §8). */
  switchWillBeSet: 'accounts_switch_account_will_be_set',
  currencyAccountsDisabled: 'accounts_currency_accounts_disabled',
  error: 'main_error',
} as const;

/** The polling interval: 1000 ms when polling after adding a currency, 2500 ms otherwise. */
export function accountPollIntervalMs(afterAddingCurrency: boolean): number {
  return afterAddingCurrency ? ACCOUNT_POLL_AFTER_ADD_MS : ACCOUNT_POLL_INTERVAL_MS;
}

/** The account-data variant the site switch picks (document 001 §7). */
export function accountsVariant(isAccountsV2: boolean): AccountsVariant {
  return isAccountsV2 ? 'v2' : 'v1';
}

/** The main account (type 0). */
export function mainAccount(data: AccountsData | null): Account | undefined {
  return data?.accounts.find((account) => account.type === AccountTypeCode.main);
}

/** The bonus accounts (type 4). */
export function bonusAccounts(data: AccountsData | null): Account[] {
  return data?.accounts.filter((account) => account.type === AccountTypeCode.bonus) ?? [];
}

/** The currency accounts (type 9). */
export function currencyAccounts(data: AccountsData | null): Account[] {
  return data?.accounts.filter((account) => account.type === AccountTypeCode.currency) ?? [];
}

/** The active account: the one `activeAccount` names, else the one flagged active. */
export function activeAccount(data: AccountsData | null): Account | undefined {
  if (!data) return undefined;
  return data.accounts.find((account) => account.id === data.activeAccount) ?? data.accounts.find((account) => account.isActive);
}

/**
 * A currency account (type 9) in `currencyId` exists: adding one polls until it does (document 001
 * §4). The main or a bonus account in the same currency does not count, or the poll would stop
 * before the new account is there.
 */
export function hasAccountInCurrency(data: AccountsData | null, currencyId: number): boolean {
  return data?.accounts.some((account) => account.type === AccountTypeCode.currency && account.currencyId === currencyId) ?? false;
}

/** An account with `accountId` exists. */
export function hasAccount(data: AccountsData | null, accountId: number): boolean {
  return data?.accounts.some((account) => account.id === accountId) ?? false;
}

/** The account-switch message is suppressed on Bingo (document 001 §2, §8). */
export function isAccountSwitchMessageSuppressed(routeName: string | null | undefined): boolean {
  return routeName !== null && routeName !== undefined && ACCOUNT_SWITCH_MESSAGE_SUPPRESSED_ROUTES.includes(routeName.toLowerCase());
}
