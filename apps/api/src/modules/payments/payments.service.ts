import { randomBytes } from 'node:crypto';
import {
  FINAL_PAYMENT_STATUSES,
  type Payment,
  type PaymentKind,
  type PaymentRequest,
  type PaymentStatus,
  type PaymentsQuery,
} from '@kickoff/contracts';
import { timeOutRefusal } from '@kickoff/limits-core/rules';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import {
  AccountTypeId,
  credit,
  debit,
  LedgerReason,
  lockAccount,
  lockActiveAccount,
  type LockedAccount,
} from '../accounts/accounts.money';
import { nowSeconds } from '../auth/auth.session';
import { assertMayDeposit, assertNotExcluded, settleLimits } from '../limits/limits.enforce';
import { toLimit } from '../limits/limits.repository';
import { assertNotBanned } from '../user/ban.enforce';
import { assertNoOpenWager } from '../bonuses/bonuses.wager';
import { rewardReferrerOnFirstDeposit } from '../bonuses/referral-reward';
import { assertDemoDepositAllowed } from './payments.demo';
import { defaultMethodId, PAYMENT_METHODS } from './payments.methods';

/** Codes of the payments module's refusals (each with a message key of the `payments_` family). */
export const PaymentErrorCode = {
  paymentIdReused: 'payment_id_reused',
  bonusAccount: 'bonus_account_payment',
  unknownMethod: 'unknown_payment_method',
  currencyNotSupported: 'method_currency_not_supported',
  amountOutOfBounds: 'amount_out_of_bounds',
  bonusWagerOpen: 'bonus_wager_open',
  notFound: 'payment_not_found',
  final: 'payment_final',
  notCancellable: 'payment_not_cancellable',
  notPending: 'payment_not_pending',
} as const;

/** A created deposit nobody paid is cancelled after this long (it no longer counts against deposit limits). */
export const UNPAID_DEPOSIT_TTL_SECONDS = 1_800;

/** A `payments` row. */
export interface PaymentRow {
  id: number;
  user_id: number;
  account_id: number;
  kind: PaymentKind;
  method_id: string;
  client_payment_id: string;
  amount_minor: number;
  currency_iso: string;
  status: PaymentStatus;
  provider_ref: string;
  decline_code: string | null;
  return_language: string;
  created_at: number;
  updated_at: number;
}

/** The hosted page of the demo provider for a payment. */
export function providerPagePath(providerRef: string): string {
  return `/demo-pay/${providerRef}`;
}

async function balanceOf(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ balance_minor: number }>(
    'select balance_minor from accounts where id = $1',
    [accountId],
  );
  return row?.balance_minor ?? 0;
}

/** A row as the contract's `Payment`. */
export async function toPayment(db: Queryable, row: PaymentRow, balanceMinor?: number): Promise<Payment> {
  return {
    id: row.id,
    paymentId: row.client_payment_id,
    kind: row.kind,
    status: row.status,
    methodId: row.method_id,
    accountId: row.account_id,
    amountMinor: row.amount_minor,
    currencyIso: row.currency_iso,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    redirectUrl:
      row.kind === 'deposit' && row.status === 'created' ? providerPagePath(row.provider_ref) : null,
    declineCode: row.decline_code,
    balanceMinor: balanceMinor ?? (await balanceOf(db, row.account_id)),
  };
}

/** Unpaid deposits older than `UNPAID_DEPOSIT_TTL_SECONDS` become cancelled (`expired`). */
export async function expireUnpaidDeposits(tx: Queryable, userId: number, now: number): Promise<void> {
  await tx.query(
    `update payments set status = 'cancelled', decline_code = 'expired', updated_at = $2
      where user_id = $1 and kind = 'deposit' and status = 'created' and created_at <= $3`,
    [userId, now, now - UNPAID_DEPOSIT_TTL_SECONDS],
  );
}

function assertBounds(
  kind: PaymentKind,
  methodId: string | undefined,
  account: LockedAccount,
  amountMinor: number,
): string {
  const id = methodId ?? defaultMethodId(kind);
  const method = PAYMENT_METHODS.find((candidate) => candidate.id === id && candidate.kinds.includes(kind));
  if (!method)
    throw new DomainError(
      DomainErrorKind.invalid,
      PaymentErrorCode.unknownMethod,
      'payments_unknown_method',
      { fields: { methodId: 'payments_unknown_method' } },
    );
  const bounds = method.bounds.find((entry) => entry.currencyIso === account.currencyIso);
  if (!bounds)
    throw new DomainError(
      DomainErrorKind.invalid,
      PaymentErrorCode.currencyNotSupported,
      'payments_currency_not_supported',
      { details: { methodId: id, currencyIso: account.currencyIso } },
    );
  if (amountMinor < bounds.minMinor || amountMinor > bounds.maxMinor) {
    throw new DomainError(
      DomainErrorKind.invalid,
      PaymentErrorCode.amountOutOfBounds,
      'payments_amount_out_of_bounds',
      {
        fields: { amountMinor: 'payments_amount_out_of_bounds' },
        details: { minMinor: bounds.minMinor, maxMinor: bounds.maxMinor, currencyIso: bounds.currencyIso },
      },
    );
  }
  return id;
}

/**
 * Refusals of a withdrawal (issue 13): a ban level that does not allow the withdrawal page
 * (document 001 §4), an open bonus wager (a bonus balance still to be wagered), self-exclusion
 * and an exhausted session limit (30, 31) and a running time-out (33).
 */
async function assertMayWithdraw(tx: Queryable, userId: number, now: number): Promise<void> {
  // The API's one ban guard (document 001 §4: a withdrawal only at ban level 45, or 53 with ban version 1).
  await assertNotBanned(tx, userId, 'withdrawal');
  // the one bonus wager rule (issue 14): settles the player's bonuses, then refuses while bonus money is to be wagered
  await assertNoOpenWager(tx, userId, now * 1000);
  const rows = await settleLimits(tx, userId, now);
  await assertNotExcluded(tx, rows, userId, now);
  const timeOut = timeOutRefusal(
    rows.map((row) => toLimit(row)),
    now,
  );
  if (timeOut)
    throw new DomainError(DomainErrorKind.forbidden, timeOut.code, timeOut.messageKey, {
      details: timeOut.details,
    });
}

/** Refusals of a deposit: any ban (document 001 §4: a banned player reaches no recharge page) and the limits (20-22, 30, 31, 33). */
async function assertMayCreateDeposit(
  tx: Queryable,
  userId: number,
  amountMinor: number,
  now: number,
): Promise<void> {
  await assertNotBanned(tx, userId, 'deposit');
  // Deposits on their way (created or pending) count against the deposit limits with this one, so
  // several open provider pages cannot together pass a limit.
  const [inFlight] = await tx.query<{ total: number | null }>(
    "select sum(amount_minor)::bigint as total from payments where user_id = $1 and kind = 'deposit' and status in ('created', 'pending')",
    [userId],
  );
  await assertMayDeposit(tx, userId, amountMinor + Number(inFlight?.total ?? 0), now);
}

/**
 * Creates a deposit (status `created`, paid on the provider's page) or a withdrawal (the money is
 * reserved at once with a ledger row, status `pending`). The client's `paymentId` makes it
 * idempotent: the same id with the same amount, account and method answers the same payment;
 * with anything else it is refused with 409 `payment_id_reused`.
 */
export async function createPayment(
  context: AppContext,
  kind: PaymentKind,
  userId: number,
  body: PaymentRequest,
): Promise<Payment> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const account = body.accountId
      ? await lockAccount(tx, body.accountId, userId)
      : await lockActiveAccount(tx, userId);
    const [previous] = await tx.query<PaymentRow>(
      'select * from payments where user_id = $1 and kind = $2 and client_payment_id = $3',
      [userId, kind, body.paymentId],
    );
    if (previous) {
      if (
        previous.amount_minor !== body.amountMinor ||
        previous.account_id !== account.id ||
        (body.methodId !== undefined && body.methodId !== previous.method_id)
      ) {
        throw new DomainError(
          DomainErrorKind.conflict,
          PaymentErrorCode.paymentIdReused,
          'payments_id_reused',
          { message: 'this paymentId was used for another payment' },
        );
      }
      return toPayment(tx, previous, account.balanceMinor);
    }
    if (account.type === AccountTypeId.bonus)
      throw new DomainError(
        DomainErrorKind.conflict,
        PaymentErrorCode.bonusAccount,
        'payments_bonus_account',
      );
    const methodId = assertBounds(kind, body.methodId, account, body.amountMinor);
    const language = body.language ?? 'en';
    if (kind === 'deposit') {
      await expireUnpaidDeposits(tx, userId, now);
      await assertMayCreateDeposit(tx, userId, body.amountMinor, now);
      await assertDemoDepositAllowed(tx, userId, account.currencyIso, body.amountMinor, now);
    } else {
      await assertMayWithdraw(tx, userId, now);
    }
    const [row] = await tx.query<PaymentRow>(
      `insert into payments (user_id, account_id, kind, method_id, client_payment_id, amount_minor, currency_iso, status, provider_ref, return_language, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning *`,
      [
        userId,
        account.id,
        kind,
        methodId,
        body.paymentId,
        body.amountMinor,
        account.currencyIso,
        kind === 'deposit' ? 'created' : 'pending',
        randomBytes(18).toString('base64url'),
        language,
        now,
      ],
    );
    if (!row) throw new Error('payment insert returned nothing');
    if (kind === 'withdrawal')
      await debit(tx, account, body.amountMinor, LedgerReason.withdrawal, `payment:${row.id}`, now);
    return toPayment(tx, row, account.balanceMinor);
  });
}

/** Locks a payment row for the rest of the transaction. */
export async function lockPayment(
  tx: Queryable,
  where: { id: number; userId?: number } | { providerRef: string },
): Promise<PaymentRow> {
  const [row] =
    'providerRef' in where
      ? await tx.query<PaymentRow>('select * from payments where provider_ref = $1 for update', [
          where.providerRef,
        ])
      : await tx.query<PaymentRow>('select * from payments where id = $1 for update', [where.id]);
  if (!row || ('userId' in where && where.userId !== undefined && row.user_id !== where.userId))
    throw new DomainError(DomainErrorKind.notFound, PaymentErrorCode.notFound, 'payments_not_found');
  return row;
}

/**
 * Moves a locked payment to `status` and moves the money that goes with it, once: a deposit that
 * succeeds is credited (ledger `deposit`); a withdrawal declined or cancelled gives the reserved
 * money back (ledger `withdrawal_return`). A final payment is never moved again (409 `payment_final`).
 */
export async function finishPayment(
  tx: Queryable,
  payment: PaymentRow,
  status: Exclude<PaymentStatus, 'created'>,
  declineCode: string | null,
  now: number,
): Promise<PaymentRow> {
  if (FINAL_PAYMENT_STATUSES.includes(payment.status))
    throw new DomainError(DomainErrorKind.conflict, PaymentErrorCode.final, 'payments_final', {
      details: { status: payment.status },
    });
  let finalStatus = status;
  let code = declineCode;
  if (payment.kind === 'deposit' && status === 'succeeded') {
    const account = await lockAccount(tx, payment.account_id, payment.user_id);
    try {
      // The limits are asked again when the money arrives: one set since the page was opened still holds.
      await assertMayDeposit(tx, payment.user_id, payment.amount_minor, now);
      await credit(tx, account, payment.amount_minor, LedgerReason.deposit, `payment:${payment.id}`, now);
      await tx.query('update users set has_deposit = true where id = $1', [payment.user_id]);
      // issue 14: the friend's first deposit pays the bring-a-friend reward to who invited them, once
      await rewardReferrerOnFirstDeposit(tx, payment.user_id, now);
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== DomainErrorKind.forbidden) throw error;
      finalStatus = 'declined';
      code = error.code;
    }
  }
  if (payment.kind === 'withdrawal' && (status === 'declined' || status === 'cancelled')) {
    const account = await lockAccount(tx, payment.account_id, payment.user_id);
    await credit(
      tx,
      account,
      payment.amount_minor,
      LedgerReason.withdrawalReturn,
      `payment:${payment.id}:return`,
      now,
    );
  }
  const [row] = await tx.query<PaymentRow>(
    'update payments set status = $2, decline_code = $3, updated_at = $4 where id = $1 returning *',
    [payment.id, finalStatus, code, now],
  );
  if (!row) throw new Error('payment update returned nothing');
  return row;
}

/**
 * The player cancels a withdrawal while it is pending (the money comes back, one ledger row) or a
 * deposit not paid yet. Cancelling a cancelled payment answers it again (the call is retryable).
 */
export async function cancelPayment(context: AppContext, userId: number, id: number): Promise<Payment> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, { id, userId });
    if (payment.status === 'cancelled') return toPayment(tx, payment);
    const cancellable =
      payment.kind === 'withdrawal' ? payment.status === 'pending' : payment.status === 'created';
    if (!cancellable)
      throw new DomainError(
        DomainErrorKind.conflict,
        PaymentErrorCode.notCancellable,
        'payments_not_cancellable',
        { details: { status: payment.status } },
      );
    return toPayment(tx, await finishPayment(tx, payment, 'cancelled', null, now));
  });
}

/** The development control standing in for the cashier: a pending payment is approved or declined. */
export async function settlePayment(
  context: AppContext,
  id: number,
  decision: 'approve' | 'decline',
): Promise<Payment> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, { id });
    if (payment.status !== 'pending')
      throw new DomainError(DomainErrorKind.conflict, PaymentErrorCode.notPending, 'payments_not_pending', {
        details: { status: payment.status },
      });
    return toPayment(
      tx,
      await finishPayment(
        tx,
        payment,
        decision === 'approve' ? 'succeeded' : 'declined',
        decision === 'approve' ? null : 'declined_by_cashier',
        now,
      ),
    );
  });
}

/** The player's payments, newest first (unpaid deposits past their time are shown cancelled). */
export async function listPayments(
  context: AppContext,
  userId: number,
  query: PaymentsQuery,
): Promise<Payment[]> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    await expireUnpaidDeposits(tx, userId, now);
    const rows = await tx.query<PaymentRow>(
      `select * from payments where user_id = $1 and ($2::text is null or kind = $2) and ($3::text is null or status = $3) order by id desc limit 200`,
      [userId, query.kind ?? null, query.status ?? null],
    );
    return Promise.all(rows.map((row) => toPayment(tx, row)));
  });
}

/** One payment of the player by the client's id (the onpay pages ask for its actual state). */
export async function findPayment(
  context: AppContext,
  userId: number,
  paymentId: string,
  kind: PaymentKind | undefined,
): Promise<Payment> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    await expireUnpaidDeposits(tx, userId, now);
    const [row] = await tx.query<PaymentRow>(
      'select * from payments where user_id = $1 and client_payment_id = $2 and ($3::text is null or kind = $3) order by id desc limit 1',
      [userId, paymentId, kind ?? null],
    );
    if (!row)
      throw new DomainError(DomainErrorKind.notFound, PaymentErrorCode.notFound, 'payments_not_found');
    return toPayment(tx, row);
  });
}

/** The payment behind a provider page reference, or null (a malformed reference finds nothing). */
export async function findPaymentByProviderRef(db: Queryable, ref: string): Promise<PaymentRow | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(ref)) return null;
  const [row] = await db.query<PaymentRow>('select * from payments where provider_ref = $1', [ref]);
  return row ?? null;
}
