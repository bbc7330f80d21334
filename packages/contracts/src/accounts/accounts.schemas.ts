import { z } from 'zod';
import { defineCall } from '../common/call';

/** Account type codes (document 001 §3): 0 main, 4 bonus, 9 currency. */
export const AccountTypeCode = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountTypeCode = (typeof AccountTypeCode)[keyof typeof AccountTypeCode];

export const AccountType = z.union([z.literal(0), z.literal(4), z.literal(9)]);
export type AccountType = z.infer<typeof AccountType>;

/**
 * An account of the player (document 001 §3): `money` in integer minor units of `iso`,
 * `points` the loyalty points, `label` an optional name.
 */
export const Account = z.object({
  id: z.number().int(),
  type: AccountType,
  iso: z.string().length(3),
  symbol: z.string(),
  money: z.number().int(),
  currencyId: z.number().int(),
  isActive: z.boolean(),
  points: z.number(),
  label: z.string().nullable(),
});
export type Account = z.infer<typeof Account>;

/** A bonus balance (document 001 §3 "Bonus"): `money` in integer minor units. */
export const Bonus = z.object({ idBonus: z.number().int(), money: z.number().int() });
export type Bonus = z.infer<typeof Bonus>;

/**
 * Conversion status of an HRK account (document 000 §5 "Account conversion reminder"): not
 * allowed, main account allowed, additional account allowed.
 */
export const AccountConversionStatus = z.enum(['not_allowed', 'main_account_allowed', 'additional_account_allowed']);
export type AccountConversionStatus = z.infer<typeof AccountConversionStatus>;

/**
 * The player's accounts and balances (document 001 §3 "User accounts"): the accounts, the id of the
 * active one, bonus balances and the HRK conversion status.
 */
export const AccountsData = z.object({
  accounts: z.array(Account),
  activeAccount: z.number().int().nullable(),
  bonuses: z.array(Bonus),
  conversionStatus: AccountConversionStatus.default('not_allowed'),
});
export type AccountsData = z.infer<typeof AccountsData>;
export type AccountsDataInput = z.input<typeof AccountsData>;

/** The two account-data variants, chosen by the site switch `isAccountsV2` (document 001 §7). */
export const AccountsVariant = z.enum(['v1', 'v2']);
export type AccountsVariant = z.infer<typeof AccountsVariant>;

/** A currency the player may open an account in. */
export const Currency = z.object({ id: z.number().int(), iso: z.string().length(3), symbol: z.string(), name: z.string() });
export type Currency = z.infer<typeof Currency>;

export const AvailableCurrenciesResponse = z.object({ currencies: z.array(Currency) });
export type AvailableCurrenciesResponse = z.infer<typeof AvailableCurrenciesResponse>;

/** Body of add currency account: the currency id (document 001 §7). */
export const AddCurrencyAccountRequest = z.object({ currencyId: z.number().int().positive() });
export type AddCurrencyAccountRequest = z.infer<typeof AddCurrencyAccountRequest>;

/** Body of remove currency account: the account id (document 001 §7: "the account or currency id"). */
export const RemoveCurrencyAccountRequest = z.object({ accountId: z.number().int().positive() });
export type RemoveCurrencyAccountRequest = z.infer<typeof RemoveCurrencyAccountRequest>;

/** Answer of add and remove currency account: `data.message` (document 001 §7). */
export const CurrencyAccountMessage = z.object({ data: z.object({ message: z.string() }) });
export type CurrencyAccountMessage = z.infer<typeof CurrencyAccountMessage>;

/** Body of switch active account: the account id (document 001 §7: "a request with an id parameter"). */
export const SwitchAccountRequest = z.object({ id: z.number().int().positive() });
export type SwitchAccountRequest = z.infer<typeof SwitchAccountRequest>;

/** Fetch account data and balances, variant v1 ("method and path not shown"; chosen). */
export const getAccountsV1Call = defineCall({
  name: 'accounts.list.v1',
  method: 'GET',
  path: '/web-api/officeapi/v1/accounts',
  response: AccountsData,
  auth: true,
  retryable: true,
});

/** Fetch account data and balances, variant v2 when `isAccountsV2` ("method and path not shown"; chosen). */
export const getAccountsV2Call = defineCall({
  name: 'accounts.list.v2',
  method: 'GET',
  path: '/web-api/officeapi/v2/accounts',
  response: AccountsData,
  auth: true,
  retryable: true,
});

/** Add currency account (office API, "path not shown"; chosen). */
export const addCurrencyAccountCall = defineCall({
  name: 'accounts.addCurrency',
  method: 'POST',
  path: '/web-api/officeapi/v1/accounts/currency',
  body: AddCurrencyAccountRequest,
  response: CurrencyAccountMessage,
  auth: true,
});

/** Remove currency account (office API, "path not shown"; chosen). */
export const removeCurrencyAccountCall = defineCall({
  name: 'accounts.removeCurrency',
  method: 'POST',
  path: '/web-api/officeapi/v1/accounts/currency/remove',
  body: RemoveCurrencyAccountRequest,
  response: CurrencyAccountMessage,
  auth: true,
});

/** Switch active account ("method and path not shown"; chosen): answers the account data. */
export const switchActiveAccountCall = defineCall({
  name: 'accounts.switchActive',
  method: 'POST',
  path: '/web-api/officeapi/v1/accounts/active',
  body: SwitchAccountRequest,
  response: AccountsData,
  auth: true,
});

/** The currencies the player may still open an account in (path chosen). */
export const getAvailableCurrenciesCall = defineCall({
  name: 'accounts.availableCurrencies',
  method: 'GET',
  path: '/web-api/officeapi/v1/accounts/currencies',
  response: AvailableCurrenciesResponse,
  auth: true,
  retryable: true,
});
