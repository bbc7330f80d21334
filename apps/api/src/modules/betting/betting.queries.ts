import type { PlaceCouponResponse, SiteConfig } from '@kickoff/contracts';
import type { Database, Queryable } from '../../db/database';
import { gather, type Gathered } from '../../db/group';
import { toLocked, type AccountRow, type LockedAccount } from '../accounts/accounts.money';
import type { LimitRow } from '../limits/limits.enforce';
import type { SelectionStateRow } from './betting.feed';

/** The betting module's SQL: placing ids, coupons and their bets. */

/** The site settings placing reads. */
export type PlacingSettings = Omit<SiteConfig, 'languages'>;

/** What a placing reads before it decides, in one statement under the account's lock (issue 20). */
export interface PlacingState {
  account: LockedAccount;
  /**
   * The open session of the placing's cookie (its `last_seen_at` moved to now by the same
   * statement) and whether the site's terms changed since its player confirmed them (document 001
   * §8), or null when the cookie names no open session or the placing came without one.
   */
  session: { sessionId: number; userId: number; termsChanged: boolean } | null;
  /** The owner of the placing id when the id is taken already, else null. */
  claimedBy: number | null;
  /** The site settings; null before the seed wrote them. */
  settings: PlacingSettings | null;
  banLevel: number;
  banVersion: number | null;
  /** The player's ACTIVE and PENDING limits, as `openLimits` reads them. */
  limits: LimitRow[];
  /** The id the coupon gets when it is accepted (a rejected placing leaves a gap in the ids). */
  couponId: number;
  /** The feed's current state of the coupon's markets (unknown markets are absent). */
  selections: SelectionStateRow[];
}

interface PlacingRow extends Omit<AccountRow, 'id'> {
  n: number;
  /** Null when the placing's account does not exist or is closed. */
  id: number | null;
  /** The account exists but another transaction holds its lock (a group's read skips it; migration 0680). */
  busy: boolean;
  session_id: number | null;
  session_user_id: number | null;
  terms_changed: boolean | null;
  claimed_by: number | null;
  settings_version: string | null;
  /** In the first row only, and only when the settings' version differs from the one sent. */
  settings: PlacingSettings | null;
  ban_level: number;
  ban_version: number | null;
  limits: LimitRow[];
  coupon_id: number;
  /** The feed's state of every market of the statement's placings, in the first row only. */
  selections: SelectionStateRow[] | null;
}

/**
 * The site settings as last read per database, with the version of their row (its `xmin`, which
 * every update changes, whichever process makes it): placing sends the version it holds and the
 * row comes back only when it changed (issue 20: static configuration cached, invalidated on change).
 */
const settingsCache = new WeakMap<Database, { version: string; settings: PlacingSettings }>();

/** What `lockForPlacing` locks and reads. */
export interface PlacingLookup {
  accountId: number;
  requestId: string;
  /** The SHA-256 of the session cookie's token (the session is read and touched in the same statement), or null. */
  sessionTokenHash: string | null;
  nowSeconds: number;
  marketIds: readonly number[];
}

/**
 * What `lockForPlacing` answers for a placing whose account another transaction holds, when the
 * placing shares its read with others (issue 20, migration 0680): nothing was locked, read or
 * reserved for it, and it goes to the next group.
 */
export const ACCOUNT_BUSY = 'account-busy';

// issue 20: the group's read and write are prepared by name on PostgreSQL, once per connection (db/database.ts QueryOptions)
const PLACING_READ = { name: 'placing_read_group' } as const;
const PLACING_WRITE = { name: 'placing_write_group' } as const;

/**
 * The read of a group's placings in one statement (`placing_read_group` of migration 0680), one
 * state per placing. The group's time is its latest placing's (a session is seen as at that time).
 * A read of several placings skips the accounts another transaction holds (`busy`), so a group
 * never waits for one account's lock while it holds others; a read of one placing waits for its lock.
 */
const placingReads: Gathered<PlacingLookup & { db: Database }, PlacingState | typeof ACCOUNT_BUSY | undefined> = {
  async run(tx, inputs) {
    const db = inputs[0]!.db;
    const cached = settingsCache.get(db);
    const rows = await tx.query<PlacingRow>('select * from placing_read_group($1, $2, $3, $4, $5, $6, $7)', [
      inputs.map((input) => input.accountId),
      inputs.map((input) => input.requestId),
      inputs.map((input) => input.sessionTokenHash),
      cached?.version ?? null,
      Math.max(...inputs.map((input) => input.nowSeconds)),
      [...new Set(inputs.flatMap((input) => input.marketIds))],
      inputs.length > 1,
    ], PLACING_READ);
    const first = rows[0];
    let settings: PlacingSettings | null = null;
    if (first && first.settings_version !== null) {
      if (first.settings !== null) settingsCache.set(db, { version: first.settings_version, settings: first.settings });
      settings = first.settings ?? cached?.settings ?? null;
    }
    const selections = new Map((first?.selections ?? []).map((selection) => [Number(selection.id), selection]));
    return inputs.map((input, index) => {
      const row = rows[index];
      if (!row || row.id === null) return undefined;
      if (row.busy) return ACCOUNT_BUSY;
      return {
        account: toLocked({ ...row, id: row.id }),
        session: row.session_id === null || row.session_user_id === null ? null : { sessionId: Number(row.session_id), userId: Number(row.session_user_id), termsChanged: row.terms_changed === true },
        claimedBy: row.claimed_by,
        settings,
        banLevel: row.ban_level,
        banVersion: row.ban_version,
        limits: row.limits,
        couponId: row.coupon_id,
        selections: [...new Set(input.marketIds)].flatMap((marketId) => selections.get(marketId) ?? []),
      };
    });
  },
};

/**
 * Locks an open account of the placing (`select ... for update`) and reads, in the same statement
 * (`placing_read_group` of migration 0680; in a group, one statement for all its placings, their
 * accounts locked in id order, those another transaction holds skipped and answered
 * `ACCOUNT_BUSY`), everything the placing decides with (issue 20: one round trip
 * before the decision): the session of the cookie (and marks it seen, as every signed-in call
 * does) with whether its player must confirm changed terms, the currency's digits, whether the
 * placing id is taken, the site settings (only when their row changed since the last placing), the
 * player's ban level and open limits, the next coupon id, and the feed's state of the coupon's
 * markets. Undefined when the account does not exist or is closed.
 *
 * The reads beside the lock see the database as the lock was taken: when the lock had to wait
 * for another placing of the same account, the prices are those of that moment, which is the same
 * as a placing that arrived then. The balance is the locked row's current one, and the placing id
 * is claimed by a unique key at the write.
 */
export function lockForPlacing(db: Database, tx: Queryable, input: PlacingLookup): Promise<PlacingState | typeof ACCOUNT_BUSY | undefined> {
  return gather(tx, placingReads, { ...input, db });
}

/** A placing id as stored: its owner and, once decided, its answer. */
export interface StoredRequest {
  user_id: number;
  response: PlaceCouponResponse | null;
}

export async function readStoredRequest(db: Queryable, requestId: string): Promise<StoredRequest | undefined> {
  const [row] = await db.query<StoredRequest>('select user_id, response from coupon_requests where request_id = $1', [requestId]);
  return row;
}

/** A coupon row to insert; amounts in minor units. */
export interface NewCoupon {
  requestId: string;
  userId: number;
  accountId: number;
  typeId: 0 | 1 | 2;
  systemValue: number;
  amountMinor: number;
  coef: number;
  possibleWinMinor: number;
  bonusCoef: number | null;
  hyperBonusMinor: number;
  currency: string;
  currencyDecimals: number;
  placedAt: number;
  code: string;
}

/** A bet row of a new coupon. */
export interface NewCouponBet {
  betKey: string;
  marketId: number;
  gameId: number;
  coef: number;
  isBanker: boolean;
}

/** The stake leaving the balance with an accepted coupon, and its ledger row's reason and reference. */
export interface PlacingDebit {
  amountMinor: number;
  reason: string;
  ref: string;
  nowSeconds: number;
}

/** What `storePlacing` answers: whether the id was free (nothing is written when it was taken), and the balance after the debit. */
export interface StoredPlacing {
  stored: boolean;
  /** The balance after the stake left it; null when nothing was debited. */
  balanceMinor: number | null;
}

interface PlacingWrite {
  answer: { requestId: string; userId: number; nowMs: number; response: PlaceCouponResponse };
  coupon: (NewCoupon & { id: number; debit: PlacingDebit | null }) | undefined;
  bets: readonly NewCouponBet[];
}

/** The writes of a group's placings in one statement (`placing_write_group` of migration 0670), one outcome per placing. */
const placingWrites: Gathered<PlacingWrite, StoredPlacing> = {
  async run(tx, inputs, options) {
    const column = <T>(pick: (input: PlacingWrite) => T) => inputs.map(pick);
    const coupons = column((input) => input.coupon);
    const bets = inputs.flatMap((input) => (input.coupon ? input.bets.map((bet, position) => ({ ...bet, position, couponId: input.coupon!.id })) : []));
    const rows = await tx.query<{ n: number; request_id: string | null; balance_minor: number | null }>(
      'select * from placing_write_group($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)',
      [
        column((input) => input.answer.requestId),
        column((input) => input.answer.userId),
        column((input) => input.answer.nowMs),
        JSON.stringify(column((input) => input.answer.response)),
        coupons.map((coupon) => coupon?.id ?? null),
        coupons.map((coupon) => coupon?.accountId ?? null),
        coupons.map((coupon) => coupon?.typeId ?? null),
        coupons.map((coupon) => coupon?.systemValue ?? null),
        coupons.map((coupon) => coupon?.amountMinor ?? null),
        coupons.map((coupon) => coupon?.coef ?? null),
        coupons.map((coupon) => coupon?.possibleWinMinor ?? null),
        coupons.map((coupon) => coupon?.bonusCoef ?? null),
        coupons.map((coupon) => coupon?.hyperBonusMinor ?? null),
        coupons.map((coupon) => coupon?.currency ?? null),
        coupons.map((coupon) => coupon?.currencyDecimals ?? null),
        coupons.map((coupon) => coupon?.code ?? null),
        coupons.map((coupon) => coupon?.placedAt ?? null),
        coupons.map((coupon) => coupon?.debit?.amountMinor ?? 0),
        coupons.map((coupon) => coupon?.debit?.reason ?? null),
        coupons.map((coupon) => coupon?.debit?.ref ?? null),
        coupons.map((coupon) => coupon?.debit?.nowSeconds ?? null),
        bets.map((bet) => bet.couponId),
        bets.map((bet) => bet.position),
        bets.map((bet) => bet.betKey),
        bets.map((bet) => bet.marketId),
        bets.map((bet) => bet.gameId),
        bets.map((bet) => bet.coef),
        bets.map((bet) => bet.isBanker),
      ],
      { ...PLACING_WRITE, commits: options?.commits === true },
    );
    return inputs.map((_input, index) => ({ stored: rows[index]?.request_id != null, balanceMinor: rows[index]?.balance_minor ?? null }));
  },
};

/**
 * Stores a placing's answer under its id, in one statement with, when the answer accepts it, the
 * debit of the stake and its ledger row, the coupon and its bets (issue 20: one round trip for the
 * writes, one for a whole group's; `placing_write_group` of migration 0670). The coupon row takes
 * `coupon.id` (from `lockForPlacing`). The debit
 * and its ledger row are those of `accounts.money`'s debit (the balance never goes below zero; the
 * ledger row carries the balance after it), written only when the id was free. Answers `stored:
 * false`, writing nothing, when the id is taken already (a retry or a parallel duplicate): the
 * caller then rolls its transaction back (or, in a group, leaves it to the others) and answers the
 * first answer. A debit the balance cannot carry fails the statement (migration 0690), so an
 * accepted answer is never kept without its stake.
 *
 * `last`: the placing runs no statement after this one (no promo code to mark used), so the
 * transaction's commit may go with it (db/group.ts `gather`; issue 20: 2 round trips a group on
 * PostgreSQL).
 */
export function storePlacing(
  tx: Queryable,
  answer: { requestId: string; userId: number; nowMs: number; response: PlaceCouponResponse },
  coupon?: NewCoupon & { id: number; debit: PlacingDebit | null },
  bets: readonly NewCouponBet[] = [],
  { last = false }: { last?: boolean } = {},
): Promise<StoredPlacing> {
  return gather(tx, placingWrites, { answer, coupon, bets }, { last });
}

/** A coupon by its share code (upper case) with its market ids in order. */
export async function couponByCode(db: Queryable, code: string): Promise<{ id: number; code: string; typeId: 0 | 1 | 2; systemValue: number; marketIds: number[] } | undefined> {
  const [coupon] = await db.query<{ id: number; code: string; type_id: 0 | 1 | 2; system_value: number }>('select id, code, type_id, system_value from coupons where code = $1', [code]);
  if (!coupon) return undefined;
  const marketIds = (await db.query<{ market_id: number }>('select market_id from coupon_bets where coupon_id = $1 order by position', [coupon.id])).map((row) => row.market_id);
  return { id: coupon.id, code: coupon.code, typeId: coupon.type_id, systemValue: coupon.system_value, marketIds };
}
