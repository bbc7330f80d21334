import type { PaymentRequest } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { AccountTypeId, credit, debit, LedgerReason, lockAccount, lockActiveAccount } from '../accounts/accounts.money';
import { nowSeconds } from '../auth/auth.session';
import { assertMayDeposit, assertNotExcluded, settleLimits } from '../limits/limits.enforce';

/** A payment's direction. */
export type PaymentKind = 'deposit' | 'withdrawal';

/**
 * The demo payment provider: a deposit or withdrawal moves the money and writes the ledger in one
 * transaction. Deposits respect self-exclusion, the session limit, time-out (33) and deposit
 * limits (20, 21, 22). The client-made `paymentId` makes a retry answer the same payment.
 */
export async function makePayment(context: AppContext, kind: PaymentKind, userId: number, body: PaymentRequest) {
  const now = nowSeconds(context);
  const ref = `${kind}:${userId}:${body.paymentId}`;
  return context.db.transaction(async (tx) => {
    const account = body.accountId ? await lockAccount(tx, body.accountId, userId) : await lockActiveAccount(tx, userId);
    const [previous] = await tx.query<{ account_id: number; amount_minor: number; reason: string }>('select account_id, amount_minor, reason from ledger where ref = $1 and user_id = $2', [ref, userId]);
    if (previous) {
      if (Math.abs(previous.amount_minor) !== body.amountMinor || previous.account_id !== account.id) {
        throw new DomainError(DomainErrorKind.conflict, 'payment_id_reused', 'main_payment_error', { message: 'this paymentId was used for another payment' });
      }
      return { paymentId: body.paymentId, kind, status: 'completed' as const, accountId: account.id, amountMinor: body.amountMinor, balanceMinor: account.balanceMinor };
    }
    if (account.type === AccountTypeId.bonus) throw new DomainError(DomainErrorKind.conflict, 'bonus_account_payment', 'main_payment_error', { message: 'the bonus account takes no payments' });
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
}
