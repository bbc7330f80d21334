import type { BonusKind, BonusOffer, BonusOverview, PlayerBonus } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { AccountTypeId } from '../accounts/accounts.money';
import { BONUS_OFFERS, DAY_MS, majorToMinor, offerOf, wagerProgressPercent } from './bonuses.rules';
import { countedStakesMinor, creditWagerBonus, forfeitBonusMoney, settleBonuses, type BonusRow } from './bonuses.wager';

/** The player's bonuses (issue 14): the overview, opting in and cancelling. */

export const BonusServiceErrorCode = {
  alreadyTaken: 'bonus_already_taken',
  openBonus: 'bonus_open_exists',
  notFound: 'bonus_not_found',
  notOpen: 'bonus_not_open',
} as const;

interface CurrencyRow {
  currency_id: number;
  iso: string;
  minor_digits: number;
}

async function activeCurrency(db: Queryable, userId: number): Promise<CurrencyRow> {
  const [row] = await db.query<CurrencyRow>(
    `select a.currency_id, c.iso, c.minor_digits from accounts a join currencies c on c.id = a.currency_id
      where a.user_id = $1 and a.type <> $2 and a.closed_at is null order by a.is_active desc, a.id limit 1`,
    [userId, AccountTypeId.bonus],
  );
  if (!row) throw new DomainError(DomainErrorKind.notFound, 'account_not_found', 'main_account_not_found');
  return row;
}

async function overview(db: Queryable, userId: number, nowMs: number): Promise<BonusOverview> {
  const currency = await activeCurrency(db, userId);
  const rows = await db.query<BonusRow & { iso: string | null }>(
    'select b.*, c.iso from user_bonuses b left join currencies c on c.id = b.currency_id where b.user_id = $1 order by b.opted_in_at desc, b.id desc',
    [userId],
  );
  const hasOpen = rows.some((row) => row.status === 'awaiting_deposit' || row.status === 'wagering');
  const offers: BonusOffer[] = BONUS_OFFERS.map((offer) => ({
    kind: offer.kind,
    percent: offer.percent,
    amountMinor: majorToMinor(offer.amountMajor, currency.minor_digits),
    wagerMultiplier: offer.wagerMultiplier,
    validDays: offer.validDays,
    currency: currency.iso,
    available: !hasOpen && !rows.some((row) => row.kind === offer.kind),
  }));
  const bonuses: PlayerBonus[] = [];
  for (const row of rows) {
    const required = Number(row.wager_required_minor);
    let wagered = 0;
    if (row.currency_id !== null && row.activated_at !== null) {
      const until = row.status === 'wagering' ? Math.min(nowMs, Number(row.expires_at)) : Number(row.ended_at ?? row.expires_at);
      wagered = Math.min(required, await countedStakesMinor(db, userId, row.currency_id, Number(row.ledger_mark), until));
    }
    bonuses.push({
      id: Number(row.id),
      kind: row.kind,
      status: row.status,
      currency: row.iso ?? currency.iso,
      amountMinor: Number(row.amount_minor),
      wagerRequiredMinor: required,
      wageredMinor: wagered,
      progressPercent: row.status === 'completed' ? 100 : wagerProgressPercent(wagered, required === 0 ? 1 : required),
      optedInAt: Number(row.opted_in_at),
      activatedAt: row.activated_at === null ? null : Number(row.activated_at),
      expiresAt: Number(row.expires_at),
      endedAt: row.ended_at === null ? null : Number(row.ended_at),
    });
  }
  return { offers, bonuses };
}

/** The offers and the player's bonuses, settled up to now. */
export async function bonusOverview(context: AppContext, userId: number): Promise<BonusOverview> {
  const nowMs = context.clock.now();
  return context.db.transaction(async (tx) => {
    await settleBonuses(tx, userId, nowMs);
    return overview(tx, userId, nowMs);
  });
}

/**
 * Takes an offer: each offer once per player, one open bonus at a time (the database's unique
 * indexes decide between concurrent requests). The wager bonus is credited at once; the deposit
 * bonus waits for the next deposit.
 */
export async function optInBonus(context: AppContext, userId: number, kind: BonusKind): Promise<BonusOverview> {
  const nowMs = context.clock.now();
  const offer = offerOf(kind);
  return context.db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [userId]);
    await settleBonuses(tx, userId, nowMs);
    const taken = await tx.query<{ kind: string; status: string }>('select kind, status from user_bonuses where user_id = $1', [userId]);
    if (taken.some((row) => row.kind === kind)) throw new DomainError(DomainErrorKind.conflict, BonusServiceErrorCode.alreadyTaken, 'bonus_error_already_taken');
    if (taken.some((row) => row.status === 'awaiting_deposit' || row.status === 'wagering')) throw new DomainError(DomainErrorKind.conflict, BonusServiceErrorCode.openBonus, 'bonus_error_open_exists');
    const currency = await activeCurrency(tx, userId);
    const expiresAt = nowMs + offer.validDays * DAY_MS;
    if (kind === 'deposit') {
      await tx.query(
        `insert into user_bonuses (user_id, kind, status, ledger_mark, opted_in_at, expires_at)
         values ($1, 'deposit', 'awaiting_deposit', (select coalesce(max(id), 0) from ledger where user_id = $1), $2, $3)`,
        [userId, nowMs, expiresAt],
      );
    } else {
      const amount = majorToMinor(offer.amountMajor, currency.minor_digits);
      const [row] = await tx.query<{ id: number }>(
        `insert into user_bonuses (user_id, kind, status, currency_id, amount_minor, wager_required_minor, opted_in_at, activated_at, expires_at)
         values ($1, 'wager', 'wagering', $2, $3, $4, $5, $5, $6) returning id`,
        [userId, currency.currency_id, amount, amount * offer.wagerMultiplier, nowMs, expiresAt],
      );
      await creditWagerBonus(tx, Number(row!.id), userId, currency.currency_id, amount, nowMs);
    }
    return overview(tx, userId, nowMs);
  });
}

/** Cancels an open bonus: what is left of its bonus money is forfeited (the page says so first). */
export async function cancelBonus(context: AppContext, userId: number, bonusId: number): Promise<BonusOverview> {
  const nowMs = context.clock.now();
  return context.db.transaction(async (tx) => {
    await settleBonuses(tx, userId, nowMs);
    const [bonus] = await tx.query<BonusRow>('select * from user_bonuses where id = $1 and user_id = $2 for update', [bonusId, userId]);
    if (!bonus) throw new DomainError(DomainErrorKind.notFound, BonusServiceErrorCode.notFound, 'bonus_error_not_found');
    if (bonus.status !== 'awaiting_deposit' && bonus.status !== 'wagering') throw new DomainError(DomainErrorKind.conflict, BonusServiceErrorCode.notOpen, 'bonus_error_not_open');
    await forfeitBonusMoney(tx, bonus, nowMs);
    await tx.query(`update user_bonuses set status = 'cancelled', ended_at = $2 where id = $1`, [bonus.id, nowMs]);
    return overview(tx, userId, nowMs);
  });
}
