import type { AccountsDataInput } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { nowSeconds } from '../auth/auth.session';
import { AccountTypeId, lockAccount } from './accounts.money';

/** At most this many open currency accounts (type 9) per player. */
export const MAX_CURRENCY_ACCOUNTS = 8;

/** Codes of the accounts module's refusals. */
export const AccountErrorCode = {
  unknownCurrency: 'unknown_currency',
  currencyAccountExists: 'currency_account_exists',
  tooManyAccounts: 'too_many_accounts',
  notACurrencyAccount: 'not_a_currency_account',
  accountActive: 'account_active',
  accountNotEmpty: 'account_not_empty',
  pendingPayments: 'account_has_pending_payments',
  bonusAccountNotSwitchable: 'bonus_account_not_switchable',
} as const;

interface AccountRow {
  id: number;
  type: AccountTypeId;
  iso: string;
  symbol: string;
  balance_minor: number;
  currency_id: number;
  is_active: boolean;
  points: number;
  label: string | null;
}

/** The HRK currency code of the conversion reminder (document 000 §4 "Account conversion reminder"). */
const CONVERSION_CURRENCY = 'HRK';

/**
 * The player's accounts (document 001 §3 "Account", "User accounts"): balances in minor units, the
 * active account, bonus balances (the bonus account, type 4) and the HRK conversion status
 * (document 000 §4 "Account conversion reminder"). `v1` leaves the bonus account out of `accounts`.
 */
export async function loadAccountsData(db: Queryable, userId: number, variant: 'v1' | 'v2'): Promise<AccountsDataInput> {
  const rows = await db.query<AccountRow>(
    `select a.id, a.type, c.iso, c.symbol, a.balance_minor, a.currency_id, a.is_active, a.points, a.label
       from accounts a join currencies c on c.id = a.currency_id
      where a.user_id = $1 and a.closed_at is null order by a.type, a.id`,
    [userId],
  );
  const accounts = rows
    .filter((row) => variant === 'v2' || row.type !== AccountTypeId.bonus)
    .map((row) => ({ id: row.id, type: row.type, iso: row.iso, symbol: row.symbol, money: row.balance_minor, currencyId: row.currency_id, isActive: row.is_active, points: row.points, label: row.label }));
  const main = rows.find((row) => row.type === AccountTypeId.main);
  const conversionStatus =
    main?.iso === CONVERSION_CURRENCY ? 'main_account_allowed' : rows.some((row) => row.type === AccountTypeId.currency && row.iso === CONVERSION_CURRENCY) ? 'additional_account_allowed' : 'not_allowed';
  return {
    accounts,
    activeAccount: rows.find((row) => row.is_active)?.id ?? null,
    bonuses: rows.filter((row) => row.type === AccountTypeId.bonus && row.balance_minor > 0).map((row) => ({ idBonus: row.id, money: row.balance_minor })),
    conversionStatus,
  };
}

/** Currencies the player has no open main or currency account in. */
export async function availableCurrencies(db: Queryable, userId: number): Promise<Array<{ id: number; iso: string; symbol: string; name: string }>> {
  return db.query<{ id: number; iso: string; symbol: string; name: string }>(
    'select id, iso, symbol, name from currencies c where not exists (select 1 from accounts a where a.user_id = $1 and a.currency_id = c.id and a.type <> $2 and a.closed_at is null) order by id',
    [userId, AccountTypeId.bonus],
  );
}

/** Opens a currency account (type 9): a known currency, not held yet, at most `MAX_CURRENCY_ACCOUNTS`. */
export async function addCurrencyAccount(context: AppContext, userId: number, currencyId: number): Promise<void> {
  const now = nowSeconds(context);
  await context.db.transaction(async (tx) => {
    // Serialises adds of one player, so the count and the duplicate check hold.
    await tx.query('select id from users where id = $1 for update', [userId]);
    const [currency] = await tx.query('select 1 from currencies where id = $1', [currencyId]);
    if (!currency) throw new DomainError(DomainErrorKind.invalid, AccountErrorCode.unknownCurrency, 'main_validation_error', { fields: { currencyId: 'main_unknown_currency' } });
    const open = await tx.query<{ type: number; currency_id: number }>('select type, currency_id from accounts where user_id = $1 and closed_at is null', [userId]);
    if (open.some((row) => row.type !== AccountTypeId.bonus && row.currency_id === currencyId)) throw new DomainError(DomainErrorKind.conflict, AccountErrorCode.currencyAccountExists, 'accounts_currency_exists');
    if (open.filter((row) => row.type === AccountTypeId.currency).length >= MAX_CURRENCY_ACCOUNTS) throw new DomainError(DomainErrorKind.conflict, AccountErrorCode.tooManyAccounts, 'accounts_too_many');
    await tx.query('insert into accounts (user_id, type, currency_id, created_at) values ($1, $2, $3, $4)', [userId, AccountTypeId.currency, currencyId, now]);
  });
}

/** Closes an empty, inactive currency account (type 9). */
export async function removeCurrencyAccount(context: AppContext, userId: number, accountId: number): Promise<void> {
  const now = nowSeconds(context);
  await context.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId, userId);
    const [row] = await tx.query<{ is_active: boolean }>('select is_active from accounts where id = $1', [account.id]);
    if (account.type !== AccountTypeId.currency) {
      throw new DomainError(DomainErrorKind.conflict, AccountErrorCode.notACurrencyAccount, 'accounts_remove_error', { message: 'only currency accounts (type 9) can be removed' });
    }
    if (row?.is_active) throw new DomainError(DomainErrorKind.conflict, AccountErrorCode.accountActive, 'accounts_remove_active_error');
    if (account.balanceMinor !== 0) throw new DomainError(DomainErrorKind.conflict, AccountErrorCode.accountNotEmpty, 'accounts_remove_not_empty_error');
    // A payment on its way (a pending withdrawal may come back, a deposit may still be paid) keeps the account open.
    const [open] = await tx.query("select 1 from payments where account_id = $1 and status in ('created', 'pending') limit 1", [account.id]);
    if (open) throw new DomainError(DomainErrorKind.conflict, AccountErrorCode.pendingPayments, 'accounts_remove_pending_payments_error');
    await tx.query('update accounts set closed_at = $2 where id = $1', [account.id, now]);
  });
}

/** Makes an account (not the bonus account) the active one. */
export async function switchActiveAccount(context: AppContext, userId: number, accountId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId, userId);
    if (account.type === AccountTypeId.bonus) throw new DomainError(DomainErrorKind.conflict, AccountErrorCode.bonusAccountNotSwitchable, 'accounts_switch_error');
    await tx.query('update accounts set is_active = false where user_id = $1 and is_active', [userId]);
    await tx.query('update accounts set is_active = true where id = $1', [account.id]);
  });
}
