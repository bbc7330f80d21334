import type {
  CreatePaymentRequestBody,
  HistoryType,
  LedgerEntryType,
  PaymentHistoryItem,
  PaymentHistoryResponse,
  PaymentStatus,
  PaymentSupportRequest,
} from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { LedgerReason } from '../accounts/accounts.money';
import { nowSeconds } from '../auth/auth.session';
import { PAYMENT_REQUEST_TOPICS } from './payments.methods';
import { lockPayment, toPayment, type PaymentRow } from './payments.service';

/** The ledger reasons each history filter shows (issue 13: deposits, withdrawals, bets and wins, casino rounds). */
export const HISTORY_REASONS: Readonly<Record<Exclude<HistoryType, 'all'>, readonly LedgerReason[]>> = {
  deposits: [LedgerReason.deposit],
  withdrawals: [LedgerReason.withdrawal, LedgerReason.withdrawalReturn],
  bets: [LedgerReason.bet, LedgerReason.betWin, LedgerReason.betRefund],
  casino: [LedgerReason.casinoBet, LedgerReason.casinoWin],
  other: [LedgerReason.bonus, LedgerReason.adjustment],
};

interface HistoryRow {
  id: number;
  account_id: number;
  reason: LedgerEntryType;
  amount_minor: number;
  balance_after_minor: number;
  iso: string;
  created_at: number;
  payment_id: number | null;
  client_payment_id: string | null;
  payment_status: PaymentStatus | null;
  total: number;
}

/** The player's ledger, newest first: filtered by type, period `[from, to)` and account, paged. */
export async function paymentHistory(
  context: AppContext,
  userId: number,
  query: {
    type: HistoryType;
    from?: number | undefined;
    to?: number | undefined;
    accountId?: number | undefined;
    page: number;
    pageSize: number;
  },
): Promise<PaymentHistoryResponse> {
  const reasons = query.type === 'all' ? null : [...HISTORY_REASONS[query.type]];
  const rows = await context.db.query<HistoryRow>(
    `select l.id, l.account_id, l.reason, l.amount_minor, l.balance_after_minor, c.iso, l.created_at,
            p.id as payment_id, p.client_payment_id, p.status as payment_status, count(*) over () as total
       from ledger l
       join accounts a on a.id = l.account_id
       join currencies c on c.id = a.currency_id
       left join payments p on p.user_id = l.user_id and p.id::text = substring(l.ref from '^payment:([0-9]+)')
      where l.user_id = $1
        and ($2::text[] is null or l.reason = any($2::text[]))
        and ($3::bigint is null or l.created_at >= $3)
        and ($4::bigint is null or l.created_at < $4)
        and ($5::bigint is null or l.account_id = $5)
      order by l.id desc
      limit $6 offset $7`,
    [
      userId,
      reasons,
      query.from ?? null,
      query.to ?? null,
      query.accountId ?? null,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ],
  );
  const items: PaymentHistoryItem[] = rows.map((row) => ({
    id: Number(row.id),
    accountId: Number(row.account_id),
    type: row.reason,
    amountMinor: Number(row.amount_minor),
    balanceAfterMinor: Number(row.balance_after_minor),
    currencyIso: row.iso,
    createdAt: Number(row.created_at),
    payment:
      row.payment_id !== null && row.client_payment_id !== null && row.payment_status !== null
        ? { id: Number(row.payment_id), paymentId: row.client_payment_id, status: row.payment_status }
        : null,
  }));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const [count] = await context.db.query<{ total: number }>(
      `select count(*)::bigint as total from ledger l where l.user_id = $1 and ($2::text[] is null or l.reason = any($2::text[])) and ($3::bigint is null or l.created_at >= $3) and ($4::bigint is null or l.created_at < $4) and ($5::bigint is null or l.account_id = $5)`,
      [userId, reasons, query.from ?? null, query.to ?? null, query.accountId ?? null],
    );
    total = Number(count?.total ?? 0);
  }
  return { items, total, page: query.page, pageSize: query.pageSize };
}

interface RequestRow {
  id: number;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: number | null;
  message: string;
  status: 'open' | 'answered' | 'closed';
  created_at: number;
}

/** The player's payment requests, newest first, each with its payment. */
export async function listPaymentRequests(
  context: AppContext,
  userId: number,
): Promise<PaymentSupportRequest[]> {
  const rows = await context.db.query<RequestRow>(
    'select id, topic_id, sub_topic_id, payment_id, message, status, created_at from payment_requests where user_id = $1 order by id desc limit 100',
    [userId],
  );
  return Promise.all(
    rows.map(async (row) => {
      const [payment] =
        row.payment_id === null
          ? []
          : await context.db.query<PaymentRow>('select * from payments where id = $1', [row.payment_id]);
      return {
        id: Number(row.id),
        topicId: row.topic_id,
        subTopicId: row.sub_topic_id,
        transaction: payment ? await toPayment(context.db, payment) : null,
        message: row.message,
        status: row.status,
        createdAt: Number(row.created_at),
      };
    }),
  );
}

/**
 * A new payment request: a known topic, a sub-topic of it, and (for topics that take one) one of
 * the player's payments of the topic's kind. Anything else is refused with 400 and the field.
 */
export async function createPaymentRequest(
  context: AppContext,
  userId: number,
  body: CreatePaymentRequestBody,
): Promise<PaymentSupportRequest> {
  const topic = PAYMENT_REQUEST_TOPICS.find((candidate) => candidate.id === body.topicId);
  if (!topic)
    throw new DomainError(DomainErrorKind.invalid, 'unknown_topic', 'main_validation_error', {
      fields: { topicId: 'payment_requests_unknown_topic' },
    });
  if (body.subTopicId !== undefined && !topic.subTopics.some((sub) => sub.id === body.subTopicId)) {
    throw new DomainError(DomainErrorKind.invalid, 'unknown_sub_topic', 'main_validation_error', {
      fields: { subTopicId: 'payment_requests_unknown_topic' },
    });
  }
  if (body.transactionId !== undefined && topic.transactionKind === null) {
    throw new DomainError(DomainErrorKind.invalid, 'topic_takes_no_transaction', 'main_validation_error', {
      fields: { transactionId: 'payment_requests_no_transaction' },
    });
  }
  const now = nowSeconds(context);
  const id = await context.db.transaction(async (tx) => {
    if (body.transactionId !== undefined) {
      const payment = await lockPayment(tx, { id: body.transactionId, userId });
      if (payment.kind !== topic.transactionKind)
        throw new DomainError(DomainErrorKind.invalid, 'transaction_of_other_kind', 'main_validation_error', {
          fields: { transactionId: 'payment_requests_wrong_transaction' },
        });
    }
    const [row] = await tx.query<{ id: number }>(
      'insert into payment_requests (user_id, topic_id, sub_topic_id, payment_id, message, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
      [userId, topic.id, body.subTopicId ?? null, body.transactionId ?? null, body.message, now],
    );
    return Number(row?.id);
  });
  const created = (await listPaymentRequests(context, userId)).find((request) => request.id === id);
  if (!created) throw new Error('payment request not found after insert');
  return created;
}
