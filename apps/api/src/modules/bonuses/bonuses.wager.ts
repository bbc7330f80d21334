import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { AccountTypeId, LedgerReason, credit, debit, lockAccount, type LockedAccount } from '../accounts/accounts.money';
import { DAY_MS, depositBonusMinor, majorToMinor, offerOf } from './bonuses.rules';

/**
 * The one bonus wager module (issue 14): the settlement of a player's bonuses up to now and the
 * withdrawal guard built on it. Every read of the bonuses and every withdrawal settles first, in
 * the caller's transaction with the player's bonus rows locked, so each step happens once:
 * - a deposit bonus awaiting its deposit takes the first deposit credited after opting in (the
 *   stated share, capped) into the bonus account (type 4, document 001 §3), or expires unused;
 * - a bonus being wagered is released to the player's account of its currency when the counted
 *   stakes reach the requirement, or forfeited when its time runs out first.
 * Stakes that count (project's rule, stated on the page): settled bets won or lost (a returned bet
 * does not count) and casino rounds, placed from the player's accounts of the bonus's currency
 * (not the bonus account) between the bonus's crediting and its end, read from the ledger.
 */

export interface BonusRow {
  id: number;
  user_id: number;
  kind: 'deposit' | 'wager';
  status: 'awaiting_deposit' | 'wagering' | 'completed' | 'cancelled' | 'expired';
  currency_id: number | null;
  amount_minor: number;
  wager_required_minor: number;
  ledger_mark: number;
  opted_in_at: number;
  activated_at: number | null;
  expires_at: number;
  ended_at: number | null;
}

export const BonusErrorCode = {
  bonusWagerOpen: 'bonus_wager_open',
} as const;

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Stakes counted toward a bonus: ledger rows after `afterLedgerId` up to `untilMs` (inclusive), in minor units. */
export async function countedStakesMinor(db: Queryable, userId: number, currencyId: number, afterLedgerId: number, untilMs: number): Promise<number> {
  const [row] = await db.query<{ total: number | null }>(
    `select coalesce(sum(-l.amount_minor), 0) as total
       from ledger l
       join accounts a on a.id = l.account_id
       left join coupons c on l.reason = $5 and c.request_id = substring(l.ref from 16) and c.user_id = l.user_id
      where l.user_id = $1 and a.currency_id = $2 and a.type <> $6
        and l.id > $3 and l.created_at <= $4
        and (l.reason = $7 or (l.reason = $5 and l.ref like 'coupon-request:%' and c.status in ('won', 'lost')))`,
    [userId, currencyId, afterLedgerId, seconds(untilMs), LedgerReason.bet, AccountTypeId.bonus, LedgerReason.casinoBet],
  );
  return Number(row?.total ?? 0);
}

/** The player's bonus account in a currency, opened when missing, locked. */
async function lockBonusAccount(tx: Queryable, userId: number, currencyId: number, nowMs: number): Promise<LockedAccount> {
  await tx.query(
    `insert into accounts (user_id, type, currency_id, balance_minor, is_active, created_at)
     select $1, $2, $3, 0, false, $4
      where not exists (select 1 from accounts where user_id = $1 and type = $2 and currency_id = $3 and closed_at is null)
     on conflict do nothing`,
    [userId, AccountTypeId.bonus, currencyId, seconds(nowMs)],
  );
  const [row] = await tx.query<{ id: number }>('select id from accounts where user_id = $1 and type = $2 and currency_id = $3 and closed_at is null', [userId, AccountTypeId.bonus, currencyId]);
  return lockAccount(tx, Number(row!.id), userId);
}

/** The player's own (not bonus) account of a currency, locked; the active one first. */
async function lockOwnAccount(tx: Queryable, userId: number, currencyId: number): Promise<LockedAccount | null> {
  const [row] = await tx.query<{ id: number }>(
    'select id from accounts where user_id = $1 and currency_id = $2 and type <> $3 and closed_at is null order by is_active desc, id limit 1',
    [userId, currencyId, AccountTypeId.bonus],
  );
  return row ? lockAccount(tx, Number(row.id), userId) : null;
}

/** Takes back what is left of a bonus from the bonus account (cancel, expiry). */
export async function forfeitBonusMoney(tx: Queryable, bonus: BonusRow, nowMs: number): Promise<void> {
  if (bonus.currency_id === null || bonus.amount_minor <= 0) return;
  const account = await lockBonusAccount(tx, bonus.user_id, bonus.currency_id, nowMs);
  const taken = Math.min(account.balanceMinor, Number(bonus.amount_minor));
  if (taken > 0) await debit(tx, account, taken, LedgerReason.bonus, `bonus-forfeit:${bonus.id}`, seconds(nowMs));
}

async function activateDepositBonus(tx: Queryable, bonus: BonusRow, nowMs: number): Promise<boolean> {
  const [deposit] = await tx.query<{ id: number; amount_minor: number; created_at: number; currency_id: number; minor_digits: number }>(
    `select l.id, l.amount_minor, l.created_at, a.currency_id, c.minor_digits
       from ledger l join accounts a on a.id = l.account_id join currencies c on c.id = a.currency_id
      where l.user_id = $1 and l.reason = $2 and a.type <> $3 and l.id > $4 and l.created_at <= $5
      order by l.id limit 1`,
    [bonus.user_id, LedgerReason.deposit, AccountTypeId.bonus, Number(bonus.ledger_mark), seconds(Math.min(nowMs, Number(bonus.expires_at)))],
  );
  if (!deposit) return false;
  const offer = offerOf('deposit');
  const amount = depositBonusMinor(Number(deposit.amount_minor), offer.percent ?? 0, majorToMinor(offer.amountMajor, deposit.minor_digits));
  // the wager runs from the deposit's crediting (its second) for the stated days
  const activatedAt = Number(deposit.created_at) * 1000;
  const account = await lockBonusAccount(tx, bonus.user_id, deposit.currency_id, nowMs);
  if (amount > 0) await credit(tx, account, amount, LedgerReason.bonus, `bonus:${bonus.id}`, seconds(nowMs));
  await tx.query(
    `update user_bonuses set status = 'wagering', currency_id = $2, amount_minor = $3, wager_required_minor = $4, ledger_mark = $5, activated_at = $6, expires_at = $7 where id = $1`,
    [bonus.id, deposit.currency_id, amount, amount * offer.wagerMultiplier, deposit.id, activatedAt, activatedAt + offer.validDays * DAY_MS],
  );
  return true;
}

/** Credits a wager bonus at opting in (the caller inserted its row). */
export async function creditWagerBonus(tx: Queryable, bonusId: number, userId: number, currencyId: number, amountMinor: number, nowMs: number): Promise<void> {
  const account = await lockBonusAccount(tx, userId, currencyId, nowMs);
  await credit(tx, account, amountMinor, LedgerReason.bonus, `bonus:${bonusId}`, seconds(nowMs));
  await tx.query('update user_bonuses set ledger_mark = (select coalesce(max(id), 0) from ledger where user_id = $2) where id = $1', [bonusId, userId]);
}

async function settleWagering(tx: Queryable, bonus: BonusRow, nowMs: number): Promise<void> {
  if (bonus.currency_id === null || bonus.activated_at === null) return;
  const until = Math.min(nowMs, Number(bonus.expires_at));
  const wagered = await countedStakesMinor(tx, bonus.user_id, bonus.currency_id, Number(bonus.ledger_mark), until);
  if (wagered >= Number(bonus.wager_required_minor)) {
    const bonusAccount = await lockBonusAccount(tx, bonus.user_id, bonus.currency_id, nowMs);
    const own = await lockOwnAccount(tx, bonus.user_id, bonus.currency_id);
    const released = Math.min(bonusAccount.balanceMinor, Number(bonus.amount_minor));
    if (own && released > 0) {
      await debit(tx, bonusAccount, released, LedgerReason.bonus, `bonus-release:${bonus.id}`, seconds(nowMs));
      await credit(tx, own, released, LedgerReason.bonus, `bonus-release:${bonus.id}`, seconds(nowMs));
    }
    await tx.query(`update user_bonuses set status = 'completed', ended_at = $2 where id = $1`, [bonus.id, nowMs]);
    return;
  }
  if (nowMs >= Number(bonus.expires_at)) {
    await forfeitBonusMoney(tx, bonus, nowMs);
    await tx.query(`update user_bonuses set status = 'expired', ended_at = $2 where id = $1`, [bonus.id, Number(bonus.expires_at)]);
  }
}

/** Settles the player's open bonuses up to `nowMs`; the caller's transaction holds the rows locked afterwards. */
export async function settleBonuses(tx: Queryable, userId: number, nowMs: number): Promise<void> {
  const open = await tx.query<BonusRow>(`select * from user_bonuses where user_id = $1 and status in ('awaiting_deposit', 'wagering') order by id for update`, [userId]);
  for (const bonus of open) {
    if (bonus.status === 'awaiting_deposit') {
      if (await activateDepositBonus(tx, bonus, nowMs)) {
        const [fresh] = await tx.query<BonusRow>('select * from user_bonuses where id = $1', [bonus.id]);
        if (fresh) await settleWagering(tx, fresh, nowMs);
      } else if (nowMs >= Number(bonus.expires_at)) {
        await tx.query(`update user_bonuses set status = 'expired', ended_at = $2 where id = $1`, [bonus.id, Number(bonus.expires_at)]);
      }
    } else {
      await settleWagering(tx, bonus, nowMs);
    }
  }
}

/**
 * The withdrawal guard (issue 13, issue 14): a withdrawal is refused while bonus money is still to
 * be wagered (403 `bonus_wager_open`, with the bonus money and the stakes still to place). Settles
 * first, so a wager met (or a bonus expired) a moment ago no longer blocks; after settling, the
 * bonus account holds money exactly while a bonus is being wagered.
 */
export async function assertNoOpenWager(tx: Queryable, userId: number, nowMs: number): Promise<void> {
  await settleBonuses(tx, userId, nowMs);
  const [held] = await tx.query<{ balance_minor: number }>(
    'select balance_minor from accounts where user_id = $1 and type = $2 and closed_at is null and balance_minor > 0 limit 1',
    [userId, AccountTypeId.bonus],
  );
  if (!held) return;
  const [open] = await tx.query<BonusRow>(`select * from user_bonuses where user_id = $1 and status = 'wagering' limit 1`, [userId]);
  const wagered = open?.currency_id != null && open.activated_at !== null ? await countedStakesMinor(tx, userId, open.currency_id, Number(open.ledger_mark), Math.min(nowMs, Number(open.expires_at))) : 0;
  throw new DomainError(DomainErrorKind.forbidden, BonusErrorCode.bonusWagerOpen, 'payments_bonus_wager_open', {
    details: { bonusBalanceMinor: Number(held.balance_minor), ...(open ? { wagerLeftMinor: Math.max(0, Number(open.wager_required_minor) - wagered) } : {}) },
  });
}
