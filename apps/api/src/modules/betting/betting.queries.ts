import type { PlaceCouponResponse, SiteConfig } from '@kickoff/contracts';
import type { Database, Queryable } from '../../db/database';
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

interface PlacingRow extends AccountRow {
  session_id: number | null;
  session_user_id: number | null;
  terms_changed: boolean | null;
  claimed_by: number | null;
  settings_version: string | null;
  settings: PlacingSettings | null;
  ban_level: number;
  ban_version: number | null;
  limits: LimitRow[];
  coupon_id: number;
  selections: SelectionStateRow[];
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
 * Locks an open account of the placing (`select ... for update`) and reads, in the same statement
 * (`placing_read` of migration 0630), everything the placing decides with (issue 20: one round
 * trip before the decision): the session of the cookie (and marks it seen, as every signed-in call
 * does) with whether its player must confirm changed terms, the currency's digits, whether the
 * placing id is taken, the site settings (only when their row changed since the last placing), the
 * player's ban level and open limits, the next coupon id, and the feed's state of the coupon's
 * markets. Undefined when the account does not exist or is closed.
 *
 * The reads beside the lock see the database as the statement started: when the lock had to wait
 * for another placing of the same account, the prices are those of a few milliseconds earlier,
 * which is the same as a placing that arrived a few milliseconds earlier. The balance is the locked
 * row's current one, and the placing id is claimed by a unique key at the write.
 */
export async function lockForPlacing(db: Database, tx: Queryable, input: PlacingLookup): Promise<PlacingState | undefined> {
  const cached = settingsCache.get(db);
  // migration 0630: the statement as a function, planned once per connection
  const [row] = await tx.query<PlacingRow>('select * from placing_read($1, $2, $3, $4, $5, $6)', [
    input.accountId,
    input.requestId,
    cached?.version ?? null,
    input.sessionTokenHash,
    input.nowSeconds,
    input.marketIds,
  ]);
  if (!row) return undefined;
  let settings: PlacingSettings | null = null;
  if (row.settings_version !== null) {
    if (row.settings !== null) settingsCache.set(db, { version: row.settings_version, settings: row.settings });
    settings = row.settings ?? cached?.settings ?? null;
  }
  return {
    account: toLocked(row),
    session: row.session_id === null || row.session_user_id === null ? null : { sessionId: Number(row.session_id), userId: Number(row.session_user_id), termsChanged: row.terms_changed === true },
    claimedBy: row.claimed_by,
    settings,
    banLevel: row.ban_level,
    banVersion: row.ban_version,
    limits: row.limits,
    couponId: row.coupon_id,
    selections: row.selections,
  };
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

/**
 * Stores a placing's answer under its id, in one statement with, when the answer accepts it, the
 * debit of the stake and its ledger row, the coupon and its bets (issue 20: one round trip for the
 * writes; `placing_write` of migration 0630). The coupon row takes `coupon.id` (from `lockForPlacing`). The debit and its ledger row
 * are those of `accounts.money`'s debit (the balance never goes below zero; the ledger row carries
 * the balance after it), written only when the id was free. Answers `stored: false`, writing
 * nothing, when the id is taken already (a retry or a parallel duplicate): the caller then rolls
 * its transaction back and answers the first answer.
 */
export async function storePlacing(
  tx: Queryable,
  answer: { requestId: string; userId: number; nowMs: number; response: PlaceCouponResponse },
  coupon?: NewCoupon & { id: number; debit: PlacingDebit | null },
  bets: readonly NewCouponBet[] = [],
): Promise<StoredPlacing> {
  const request = [answer.requestId, answer.userId, answer.nowMs, JSON.stringify(answer.response)];
  if (!coupon) {
    const [stored] = await tx.query<{ request_id: string }>(
      'insert into coupon_requests (request_id, user_id, created_at, response) values ($1, $2, $3, $4::jsonb) on conflict (request_id) do nothing returning request_id',
      request,
    );
    return { stored: stored !== undefined, balanceMinor: null };
  }
  // migration 0630: the statement as a function, planned once per connection
  const [stored] = await tx.query<{ request_id: string | null; balance_minor: number | null }>(
    'select * from placing_write($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27)',
    [
      ...request,
      coupon.id,
      coupon.accountId,
      coupon.typeId,
      coupon.systemValue,
      coupon.amountMinor,
      coupon.coef,
      coupon.possibleWinMinor,
      coupon.bonusCoef,
      coupon.hyperBonusMinor,
      coupon.currency,
      coupon.currencyDecimals,
      coupon.code,
      bets.map((_bet, index) => index),
      bets.map((bet) => bet.betKey),
      bets.map((bet) => bet.marketId),
      bets.map((bet) => bet.gameId),
      bets.map((bet) => bet.coef),
      bets.map((bet) => bet.isBanker),
      coupon.placedAt,
      coupon.debit?.amountMinor ?? 0,
      coupon.debit?.reason ?? null,
      coupon.debit?.ref ?? null,
      coupon.debit?.nowSeconds ?? null,
    ],
  );
  return { stored: stored?.request_id != null, balanceMinor: stored?.balance_minor ?? null };
}

/** A coupon by its share code (upper case) with its market ids in order. */
export async function couponByCode(db: Queryable, code: string): Promise<{ id: number; code: string; typeId: 0 | 1 | 2; systemValue: number; marketIds: number[] } | undefined> {
  const [coupon] = await db.query<{ id: number; code: string; type_id: 0 | 1 | 2; system_value: number }>('select id, code, type_id, system_value from coupons where code = $1', [code]);
  if (!coupon) return undefined;
  const marketIds = (await db.query<{ market_id: number }>('select market_id from coupon_bets where coupon_id = $1 order by position', [coupon.id])).map((row) => row.market_id);
  return { id: coupon.id, code: coupon.code, typeId: coupon.type_id, systemValue: coupon.system_value, marketIds };
}
