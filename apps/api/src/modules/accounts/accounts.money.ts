import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';

/**
 * Why money moved; the ledger's `reason`. Wagering and loss limits (document 001 §3: types 1-3,
 * 10-12) count the `WAGER_REASONS` as stakes and the `RETURN_REASONS` as money back, so modules
 * that take stakes or pay wins must use these reasons.
 */
export const LedgerReason = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  /** A withdrawal cancelled or declined: the reserved money comes back. */
  withdrawalReturn: 'withdrawal_return',
  bet: 'bet',
  betWin: 'bet_win',
  betRefund: 'bet_refund',
  casinoBet: 'casino_bet',
  casinoWin: 'casino_win',
  bonus: 'bonus',
  adjustment: 'adjustment',
} as const;
export type LedgerReason = (typeof LedgerReason)[keyof typeof LedgerReason];

/** Reasons that are stakes (counted by wagering limits 1, 2, 3). */
export const WAGER_REASONS: readonly LedgerReason[] = [LedgerReason.bet, LedgerReason.casinoBet];
/** Reasons that return money from play (subtracted from stakes by loss limits 10, 11, 12). */
export const RETURN_REASONS: readonly LedgerReason[] = [LedgerReason.betWin, LedgerReason.betRefund, LedgerReason.casinoWin];

/** Account types (document 001 §3): 0 main, 4 bonus, 9 currency. */
export const AccountTypeId = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountTypeId = (typeof AccountTypeId)[keyof typeof AccountTypeId];

/** An account row locked by `lockAccount` for the rest of the caller's transaction. */
export interface LockedAccount {
  id: number;
  userId: number;
  /** `AccountTypeId`: 0 main, 4 bonus, 9 currency (document 001 §3). */
  type: AccountTypeId;
  currencyId: number;
  currencyIso: string;
  /** Minor-unit digits of the currency, read with the lock (issue 20: no second read per bet). */
  minorDigits: number;
  /** The balance in integer minor units, kept current by `debit` and `credit`. */
  balanceMinor: number;
}

/** An account row as read with its lock (the currency's ISO code and digits joined). */
export interface AccountRow {
  id: number;
  user_id: number;
  type: number;
  currency_id: number;
  iso: string;
  minor_digits: number;
  balance_minor: number;
}

export function toLocked(row: AccountRow): LockedAccount {
  return { id: row.id, userId: row.user_id, type: row.type as AccountTypeId, currencyId: row.currency_id, currencyIso: row.iso, minorDigits: row.minor_digits, balanceMinor: row.balance_minor };
}

/**
 * Locks an open account of `userId` (`select ... for update`) inside the caller's transaction.
 * Someone else's or a closed account answers 404 `account_not_found`, so ids do not leak.
 */
export async function lockAccount(tx: Queryable, accountId: number, userId: number): Promise<LockedAccount> {
  const [row] = await tx.query<AccountRow>(
    `select a.id, a.user_id, a.type, a.currency_id, c.iso, c.minor_digits, a.balance_minor
       from accounts a join currencies c on c.id = a.currency_id
      where a.id = $1 and a.closed_at is null
      for update of a`,
    [accountId],
  );
  if (!row || row.user_id !== userId) throw new DomainError(DomainErrorKind.notFound, 'account_not_found', 'main_account_not_found');
  return toLocked(row);
}

/** Locks the active account of `userId` (the one stakes and deposits go to by default). */
export async function lockActiveAccount(tx: Queryable, userId: number): Promise<LockedAccount> {
  const [row] = await tx.query<AccountRow>(
    `select a.id, a.user_id, a.type, a.currency_id, c.iso, c.minor_digits, a.balance_minor
       from accounts a join currencies c on c.id = a.currency_id
      where a.user_id = $1 and a.is_active and a.closed_at is null
      for update of a`,
    [userId],
  );
  if (!row) throw new DomainError(DomainErrorKind.notFound, 'account_not_found', 'main_account_not_found');
  return toLocked(row);
}

function assertAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new DomainError(DomainErrorKind.invalid, 'invalid_amount', 'main_validation_error', { fields: { amount: 'main_validation_error' } });
  }
}

/**
 * Takes `amountMinor` from a locked account and writes the ledger row. Refuses with 402
 * `insufficient_funds` when the balance would go below zero (nothing changes then).
 * Returns the new balance in minor units.
 */
export async function debit(tx: Queryable, account: LockedAccount, amountMinor: number, reason: LedgerReason, ref: string | null, nowSeconds: number): Promise<number> {
  assertAmount(amountMinor);
  if (account.balanceMinor < amountMinor) {
    throw new DomainError(DomainErrorKind.insufficientFunds, 'insufficient_funds', 'main_insufficient_funds', { details: { balance: account.balanceMinor, amount: amountMinor } });
  }
  return move(tx, account, -amountMinor, reason, ref, nowSeconds);
}

/** Adds `amountMinor` to a locked account and writes the ledger row; returns the new balance. */
export async function credit(tx: Queryable, account: LockedAccount, amountMinor: number, reason: LedgerReason, ref: string | null, nowSeconds: number): Promise<number> {
  assertAmount(amountMinor);
  return move(tx, account, amountMinor, reason, ref, nowSeconds);
}

async function move(tx: Queryable, account: LockedAccount, signedMinor: number, reason: LedgerReason, ref: string | null, nowSeconds: number): Promise<number> {
  // The balance and its ledger row in one statement (issue 20: one round trip per money move);
  // no row when the balance would go below zero, and then nothing is written.
  const [row] = await tx.query<{ balance_minor: number }>(
    `with moved as (
       update accounts set balance_minor = balance_minor + $2 where id = $1 and balance_minor + $2 >= 0 returning balance_minor
     )
     insert into ledger (account_id, user_id, amount_minor, balance_after_minor, reason, ref, created_at)
     select $1::bigint, $3::bigint, $2::bigint, moved.balance_minor, $4::text, $5::text, $6::bigint from moved
     returning balance_after_minor as balance_minor`,
    [account.id, signedMinor, account.userId, reason, ref, nowSeconds],
  );
  if (!row) throw new DomainError(DomainErrorKind.insufficientFunds, 'insufficient_funds', 'main_insufficient_funds');
  account.balanceMinor = row.balance_minor;
  return row.balance_minor;
}
