import type { PlaceCouponResponse, SiteConfig } from '@kickoff/contracts';
import type { Database, Queryable } from '../../db/database';
import { toLocked, type AccountRow, type LockedAccount } from '../accounts/accounts.money';
import type { LimitRow } from '../limits/limits.enforce';
import { SELECTION_STATE_JSON, type SelectionStateRow } from './betting.feed';

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
 * Locks an open account of the placing (`select ... for update`) and reads, in the same statement,
 * everything the placing decides with (issue 20: one round trip before the decision): the session
 * of the cookie (and marks it seen, as every signed-in call does) with whether its player must
 * confirm changed terms, the currency's digits, whether
 * the placing id is taken, the site settings (only when their row changed since the last placing),
 * the player's ban level and open limits, the next coupon id, and the feed's state of the coupon's
 * markets. Undefined when the account does not exist or is closed.
 *
 * The reads beside the lock see the database as the statement started: when the lock had to wait
 * for another placing of the same account, the prices are those of a few milliseconds earlier,
 * which is the same as a placing that arrived a few milliseconds earlier. The balance is the locked
 * row's current one, and the placing id is claimed by a unique key at the write.
 */
export async function lockForPlacing(db: Database, tx: Queryable, input: PlacingLookup): Promise<PlacingState | undefined> {
  const cached = settingsCache.get(db);
  const [row] = await tx.query<PlacingRow>(
    `with session as (
       select id, user_id from sessions where token_hash = $4 and ended_at is null and expires_at > $5
     ), seen as (
       update sessions set last_seen_at = $5 where id = (select id from session)
     )
     select a.id, a.user_id, a.type, a.currency_id, c.iso, c.minor_digits, a.balance_minor,
            (select id from session) as session_id, (select user_id from session) as session_user_id,
            (select coalesce(t.updated_at > coalesce(su.terms_confirmed_at, 0), false) from users su left join site_terms t on t.id = 1
              where su.id = (select user_id from session)) as terms_changed,
            (select r.user_id from coupon_requests r where r.request_id = $2) as claimed_by,
            s.xmin::text as settings_version,
            case when s.xmin::text is distinct from $3 then s.config end as settings,
            u.ban_level, u.ban_version,
            (select coalesce(json_agg(l order by l.limit_type, l.id), '[]'::json) from user_limits l
              where l.user_id = a.user_id and l.limit_state in ('ACTIVE', 'PENDING')) as limits,
            nextval('coupons_id_seq') as coupon_id,
            (select coalesce(json_agg(${SELECTION_STATE_JSON}), '[]'::json)
               from feed_markets m join feed_games g on g.id = m.game_id where m.id = any($6::bigint[])) as selections
       from accounts a
       join currencies c on c.id = a.currency_id
       join users u on u.id = a.user_id
       left join site_settings s on s.site_key = 'default'
      where a.id = $1 and a.closed_at is null
      for update of a`,
    [input.accountId, input.requestId, cached?.version ?? null, input.sessionTokenHash, input.nowSeconds, input.marketIds],
  );
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
 * writes). The coupon row takes `coupon.id` (from `lockForPlacing`). The debit and its ledger row
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
  const [stored] = await tx.query<{ request_id: string | null; balance_minor: number | null }>(
    `with claimed as (
       insert into coupon_requests (request_id, user_id, created_at, response) values ($1, $2, $3, $4::jsonb)
       on conflict (request_id) do nothing returning request_id
     ), moved as (
       update accounts set balance_minor = balance_minor - $24::bigint
        where id = $6::bigint and $24::bigint > 0 and balance_minor - $24::bigint >= 0 and exists (select 1 from claimed)
       returning balance_minor
     ), ledger_row as (
       insert into ledger (account_id, user_id, amount_minor, balance_after_minor, reason, ref, created_at)
       select $6::bigint, $2::bigint, -$24::bigint, moved.balance_minor, $25::text, $26::text, $27::bigint from moved
     ), placed as (
       insert into coupons (id, request_id, user_id, account_id, type_id, system_value, amount_minor, coef, possible_win_minor, bonus_coef, hyper_bonus_minor, currency, currency_decimals, placed_at, code)
       select $5::bigint, claimed.request_id, $2::bigint, $6::bigint, $7::smallint, $8::smallint, $9::bigint, $10::numeric, $11::bigint, $12::numeric, $13::bigint, $14::text, $15::smallint, $23::bigint, $16::text from claimed
       returning id
     ), bets as (
       insert into coupon_bets (coupon_id, position, bet_key, market_id, game_id, coef, is_banker)
       select placed.id, b.* from placed cross join unnest($17::smallint[], $18::text[], $19::bigint[], $20::int[], $21::numeric[], $22::bool[]) as b
     )
     select (select request_id from claimed) as request_id, (select balance_minor from moved) as balance_minor`,
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
