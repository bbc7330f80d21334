import type { CashbackClaim, CashbackOverview, CashbackProgramme } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { AccountTypeId, LedgerReason, credit, lockAccount } from '../accounts/accounts.money';
import { majorToMinor } from './bonuses.rules';
import { CASHBACK_PROGRAMMES, WEEK_MS, cashbackMinor, cashbackPeriodStart } from './cashback.rules';

/** Casino cashback (issue 14): the page's figures and the claim, paid through the ledger once per period. */

export const CashbackErrorCode = {
  alreadyClaimed: 'cashback_already_claimed',
  nothingToClaim: 'cashback_nothing_to_claim',
} as const;

interface ActiveAccountRow {
  id: number;
  currency_id: number;
  iso: string;
  minor_digits: number;
}

async function activeAccount(db: Queryable, userId: number): Promise<ActiveAccountRow> {
  const [row] = await db.query<ActiveAccountRow>(
    `select a.id, a.currency_id, c.iso, c.minor_digits from accounts a join currencies c on c.id = a.currency_id
      where a.user_id = $1 and a.type <> $2 and a.closed_at is null order by a.is_active desc, a.id limit 1`,
    [userId, AccountTypeId.bonus],
  );
  if (!row) throw new DomainError(DomainErrorKind.notFound, 'account_not_found', 'main_account_not_found');
  return row;
}

/** Casino stakes minus casino returns from `fromMs` to `untilMs` on the player's own accounts of a currency (0 when ahead). */
export async function casinoNetLossMinor(db: Queryable, userId: number, currencyId: number, fromMs: number, untilMs: number): Promise<number> {
  const [row] = await db.query<{ total: number | null }>(
    `select coalesce(sum(l.amount_minor), 0) as total from ledger l join accounts a on a.id = l.account_id
      where l.user_id = $1 and a.currency_id = $2 and a.type <> $3 and l.reason in ($4, $5) and l.created_at >= $6 and l.created_at <= $7`,
    [userId, currencyId, AccountTypeId.bonus, LedgerReason.casinoBet, LedgerReason.casinoWin, Math.floor(fromMs / 1000), Math.floor(untilMs / 1000)],
  );
  return Math.max(0, -Number(row?.total ?? 0));
}

async function overview(db: Queryable, userId: number, programme: CashbackProgramme, nowMs: number): Promise<CashbackOverview> {
  const rule = CASHBACK_PROGRAMMES[programme];
  const account = await activeAccount(db, userId);
  const periodStart = cashbackPeriodStart(nowMs);
  const minLossMinor = majorToMinor(rule.minLossMajor, account.minor_digits);
  const netLoss = await casinoNetLossMinor(db, userId, account.currency_id, periodStart, nowMs);
  const rows = await db.query<{ period_start: number; amount_minor: number; net_loss_minor: number; claimed_at: number; iso: string }>(
    `select k.period_start, k.amount_minor, k.net_loss_minor, k.claimed_at, c.iso from cashback_claims k join currencies c on c.id = k.currency_id
      where k.user_id = $1 and k.programme = $2 order by k.period_start desc limit 52`,
    [userId, programme],
  );
  const claims: CashbackClaim[] = rows.map((row) => ({ periodStart: Number(row.period_start), amountMinor: Number(row.amount_minor), netLossMinor: Number(row.net_loss_minor), claimedAt: Number(row.claimed_at), currency: row.iso }));
  const claimed = claims.find((claim) => claim.periodStart === periodStart) ?? null;
  return {
    programme,
    ratePercent: rule.ratePercent,
    minLossMinor,
    currency: account.iso,
    periodStart,
    periodEnd: periodStart + WEEK_MS,
    netLossMinor: netLoss,
    claimableMinor: claimed ? 0 : cashbackMinor(netLoss, rule.ratePercent, minLossMinor),
    claimed,
    history: claims.filter((claim) => claim.periodStart !== periodStart),
  };
}

export async function cashbackOverview(context: AppContext, userId: number, programme: CashbackProgramme): Promise<CashbackOverview> {
  return overview(context.db, userId, programme, context.clock.now());
}

/**
 * Claims the period's cashback: computed from the ledger at the claim, credited to the player's
 * account through the ledger once. The claim row's unique key (player, programme, period) decides
 * between concurrent claims; the losing transaction rolls back its credit and is refused.
 */
export async function claimCashback(context: AppContext, userId: number, programme: CashbackProgramme): Promise<CashbackOverview> {
  const nowMs = context.clock.now();
  return context.db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [userId]);
    const before = await overview(tx, userId, programme, nowMs);
    if (before.claimed) throw new DomainError(DomainErrorKind.conflict, CashbackErrorCode.alreadyClaimed, 'cashback_error_already_claimed');
    if (before.claimableMinor <= 0) throw new DomainError(DomainErrorKind.conflict, CashbackErrorCode.nothingToClaim, 'cashback_error_nothing', { details: { netLossMinor: before.netLossMinor, minLossMinor: before.minLossMinor } });
    const row = await activeAccount(tx, userId);
    const [inserted] = await tx.query<{ id: number }>(
      `insert into cashback_claims (user_id, programme, period_start, currency_id, net_loss_minor, amount_minor, claimed_at)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (user_id, programme, period_start) do nothing returning id`,
      [userId, programme, before.periodStart, row.currency_id, before.netLossMinor, before.claimableMinor, nowMs],
    );
    if (!inserted) throw new DomainError(DomainErrorKind.conflict, CashbackErrorCode.alreadyClaimed, 'cashback_error_already_claimed');
    const account = await lockAccount(tx, Number(row.id), userId);
    await credit(tx, account, before.claimableMinor, LedgerReason.bonus, `cashback:${inserted.id}`, Math.floor(nowMs / 1000));
    return overview(tx, userId, programme, nowMs);
  });
}
