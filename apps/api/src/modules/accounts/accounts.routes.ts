import {
  addCurrencyAccountCall,
  getAccountsV1Call,
  getAccountsV2Call,
  getAvailableCurrenciesCall,
  removeCurrencyAccountCall,
  switchActiveAccountCall,
  type AccountsDataInput,
} from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { nowSeconds } from '../auth/auth.session';
import { lockAccount } from './accounts.money';

/** At most this many open currency accounts (type 9) per player. */
export const MAX_CURRENCY_ACCOUNTS = 8;

interface AccountRow {
  id: number;
  type: 0 | 4 | 9;
  iso: string;
  symbol: string;
  balance_minor: number;
  currency_id: number;
  is_active: boolean;
  points: number;
  label: string | null;
}

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
    .filter((row) => variant === 'v2' || row.type !== 4)
    .map((row) => ({ id: row.id, type: row.type, iso: row.iso, symbol: row.symbol, money: row.balance_minor, currencyId: row.currency_id, isActive: row.is_active, points: row.points, label: row.label }));
  const main = rows.find((row) => row.type === 0);
  const conversionStatus = main?.iso === 'HRK' ? 'main_account_allowed' : rows.some((row) => row.type === 9 && row.iso === 'HRK') ? 'additional_account_allowed' : 'not_allowed';
  return {
    accounts,
    activeAccount: rows.find((row) => row.is_active)?.id ?? null,
    bonuses: rows.filter((row) => row.type === 4 && row.balance_minor > 0).map((row) => ({ idBonus: row.id, money: row.balance_minor })),
    conversionStatus,
  };
}

/** Accounts calls (document 001 §7: list, add and remove a currency account, switch the active one). */
export function registerAccountRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const noStore = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'no-store');

  registerCall(app, getAccountsV1Call, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    noStore(reply);
    return loadAccountsData(db, userId, 'v1');
  });

  registerCall(app, getAccountsV2Call, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    noStore(reply);
    return loadAccountsData(db, userId, 'v2');
  });

  registerCall(app, getAvailableCurrenciesCall, async ({ request }) => {
    const { userId } = await requireUser(request, context);
    const rows = await db.query<{ id: number; iso: string; symbol: string; name: string }>(
      'select id, iso, symbol, name from currencies c where not exists (select 1 from accounts a where a.user_id = $1 and a.currency_id = c.id and a.type <> 4 and a.closed_at is null) order by id',
      [userId],
    );
    return { currencies: rows };
  });

  registerCall(app, addCurrencyAccountCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    const now = nowSeconds(context);
    await db.transaction(async (tx) => {
      // Serialises adds of one player, so the count and the duplicate check hold.
      await tx.query('select id from users where id = $1 for update', [userId]);
      const [currency] = await tx.query('select 1 from currencies where id = $1', [body.currencyId]);
      if (!currency) throw httpError(400, 'unknown_currency', 'main_validation_error', { fields: { currencyId: 'main_unknown_currency' } });
      const open = await tx.query<{ type: number; currency_id: number }>('select type, currency_id from accounts where user_id = $1 and closed_at is null', [userId]);
      if (open.some((row) => row.type !== 4 && row.currency_id === body.currencyId)) throw httpError(409, 'currency_account_exists', 'accounts_currency_exists');
      if (open.filter((row) => row.type === 9).length >= MAX_CURRENCY_ACCOUNTS) throw httpError(409, 'too_many_accounts', 'accounts_too_many');
      await tx.query('insert into accounts (user_id, type, currency_id, created_at) values ($1, 9, $2, $3)', [userId, body.currencyId, now]);
    });
    return { data: { message: 'accounts_currency_added' } };
  });

  registerCall(app, removeCurrencyAccountCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    const now = nowSeconds(context);
    await db.transaction(async (tx) => {
      const account = await lockAccount(tx, body.accountId, userId);
      const [row] = await tx.query<{ is_active: boolean }>('select is_active from accounts where id = $1', [account.id]);
      if (account.type !== 9) throw httpError(409, 'not_a_currency_account', 'accounts_remove_error', { message: 'only currency accounts (type 9) can be removed' });
      if (row?.is_active) throw httpError(409, 'account_active', 'accounts_remove_active_error');
      if (account.balanceMinor !== 0) throw httpError(409, 'account_not_empty', 'accounts_remove_not_empty_error');
      await tx.query('update accounts set closed_at = $2 where id = $1', [account.id, now]);
    });
    return { data: { message: 'accounts_currency_removed' } };
  });

  registerCall(app, switchActiveAccountCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    await db.transaction(async (tx) => {
      const account = await lockAccount(tx, body.id, userId);
      if (account.type === 4) throw httpError(409, 'bonus_account_not_switchable', 'accounts_switch_error');
      await tx.query('update accounts set is_active = false where user_id = $1 and is_active', [userId]);
      await tx.query('update accounts set is_active = true where id = $1', [account.id]);
    });
    return loadAccountsData(db, userId, 'v2');
  });
}
