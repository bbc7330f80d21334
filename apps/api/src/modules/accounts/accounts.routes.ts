import { addCurrencyAccountCall, getAccountsV1Call, getAccountsV2Call, getAvailableCurrenciesCall, removeCurrencyAccountCall, switchActiveAccountCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { addCurrencyAccount, availableCurrencies, loadAccountsData, removeCurrencyAccount, switchActiveAccount } from './accounts.service';

export { loadAccountsData, MAX_CURRENCY_ACCOUNTS } from './accounts.service';

/** Accounts calls (document 001 §7: list, add and remove a currency account, switch the active one): HTTP in, `accounts.service` decides. */
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
    return { currencies: await availableCurrencies(db, userId) };
  });

  registerCall(app, addCurrencyAccountCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    await addCurrencyAccount(context, userId, body.currencyId);
    return { data: { message: 'accounts_currency_added' } };
  });

  registerCall(app, removeCurrencyAccountCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    await removeCurrencyAccount(context, userId, body.accountId);
    return { data: { message: 'accounts_currency_removed' } };
  });

  registerCall(app, switchActiveAccountCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    await switchActiveAccount(context, userId, body.id);
    return loadAccountsData(db, userId, 'v2');
  });
}
