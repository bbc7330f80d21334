import { depositCall, withdrawCall, type PaymentRequest } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { credit, debit, LedgerReason, lockAccount, lockActiveAccount } from '../accounts/accounts.money';
import { requireUser } from '../auth/auth.guard';
import { nowSeconds } from '../auth/auth.session';
import { assertMayDeposit, assertNotExcluded, settleLimits } from '../limits/limits.enforce';

type Kind = 'deposit' | 'withdrawal';

/**
 * The demo payment provider: a deposit or withdrawal moves the money and writes the ledger in one
 * transaction. Deposits respect self-exclusion, the session limit, time-out (33) and deposit
 * limits (20, 21, 22). The client-made `paymentId` makes a retry answer the same payment.
 */
export function registerPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const handle = async (kind: Kind, userId: number, body: PaymentRequest) => {
    const now = nowSeconds(context);
    const ref = `${kind}:${userId}:${body.paymentId}`;
    return context.db.transaction(async (tx) => {
      const account = body.accountId ? await lockAccount(tx, body.accountId, userId) : await lockActiveAccount(tx, userId);
      const [previous] = await tx.query<{ account_id: number; amount_minor: number; reason: string }>('select account_id, amount_minor, reason from ledger where ref = $1 and user_id = $2', [ref, userId]);
      if (previous) {
        if (Math.abs(previous.amount_minor) !== body.amountMinor || previous.account_id !== account.id) {
          throw httpError(409, 'payment_id_reused', 'main_payment_error', { message: 'this paymentId was used for another payment' });
        }
        return { paymentId: body.paymentId, kind, status: 'completed' as const, accountId: account.id, amountMinor: body.amountMinor, balanceMinor: account.balanceMinor };
      }
      if (account.type === 4) throw httpError(409, 'bonus_account_payment', 'main_payment_error', { message: 'the bonus account takes no payments' });
      let balanceMinor: number;
      if (kind === 'deposit') {
        await assertMayDeposit(tx, userId, body.amountMinor, now);
        balanceMinor = await credit(tx, account, body.amountMinor, LedgerReason.deposit, ref, now);
        await tx.query('update users set has_deposit = true where id = $1', [userId]);
      } else {
        await assertNotExcluded(tx, await settleLimits(tx, userId, now), userId, now);
        balanceMinor = await debit(tx, account, body.amountMinor, LedgerReason.withdrawal, ref, now);
      }
      return { paymentId: body.paymentId, kind, status: 'completed' as const, accountId: account.id, amountMinor: body.amountMinor, balanceMinor };
    });
  };
  registerCall(app, depositCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context, { termsConfirmed: true });
    return handle('deposit', userId, body);
  });
  registerCall(app, withdrawCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context, { termsConfirmed: true });
    return handle('withdrawal', userId, body);
  });
}
