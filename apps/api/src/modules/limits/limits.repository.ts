import { AccountTypeCode, type Limit, type LimitInput } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';

/** A stored limit row (table `user_limits`). */
export interface LimitRow {
  id: number;
  user_id: number;
  limit_type: number;
  limit_value: number;
  limit_state: 'PENDING' | 'ACTIVE' | 'INACTIVE';
  need_approve: boolean;
  approve_after: number | null;
  started_at: number;
  ends_at: number | null;
  self_exclude_reason: number | null;
  currency_code: string | null;
}

/** A row in the shape limits-core's rules read (`limitBalance` is filled by the caller when known). */
export function toLimit(row: LimitRow, limitBalance: number | null = null): Limit {
  return {
    limitType: row.limit_type,
    limitValue: row.limit_value,
    limitBalance,
    limitState: row.limit_state,
    needApprove: row.need_approve,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    selfExcludeReason: row.self_exclude_reason,
    currencyCode: row.currency_code,
  };
}

/** The ACTIVE and PENDING limits of a player, by type. */
export function openLimits(db: Queryable, userId: number): Promise<LimitRow[]> {
  return db.query<LimitRow>("select * from user_limits where user_id = $1 and limit_state in ('ACTIVE', 'PENDING') order by limit_type, id", [userId]);
}

/** Sets the state of one limit row. */
export async function setLimitState(db: Queryable, id: number, state: LimitRow['limit_state'], nowSeconds: number): Promise<void> {
  await db.query('update user_limits set limit_state = $2, need_approve = false, updated_at = $3 where id = $1', [id, state, nowSeconds]);
}

/** Ends the limits of a type in the given states (INACTIVE); returns the ids ended. */
export async function endLimitsOfType(db: Queryable, userId: number, limitType: number, states: ReadonlyArray<LimitRow['limit_state']>, nowSeconds: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>("update user_limits set limit_state = 'INACTIVE', updated_at = $4 where user_id = $1 and limit_type = $2 and limit_state = any($3::text[]) returning id", [
    userId,
    limitType,
    states,
    nowSeconds,
  ]);
  return rows.map((row) => row.id);
}

/** The pending limit of a type, locked for the transaction. */
export async function lockPendingLimit(tx: Queryable, userId: number, limitType: number): Promise<LimitRow | undefined> {
  const [row] = await tx.query<LimitRow>("select * from user_limits where user_id = $1 and limit_type = $2 and limit_state = 'PENDING' for update", [userId, limitType]);
  return row;
}

/** A new limit row: PENDING (waiting its window) or ACTIVE (at once). */
export interface NewLimit {
  limitType: number;
  limitValue: number;
  state: 'PENDING' | 'ACTIVE';
  needApprove: boolean;
  approveAfter: number | null;
  endsAt: number | null;
  selfExcludeReason: number | null;
  currencyCode: string | null;
}

/** Inserts a limit row started at `nowSeconds`. */
export async function insertLimit(tx: Queryable, userId: number, limit: NewLimit, nowSeconds: number): Promise<void> {
  await tx.query(
    `insert into user_limits (user_id, limit_type, limit_value, limit_state, need_approve, approve_after, started_at, ends_at, self_exclude_reason, currency_code, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $7, $7)`,
    [userId, limit.limitType, limit.limitValue, limit.state, limit.needApprove, limit.approveAfter, nowSeconds, limit.endsAt, limit.selfExcludeReason, limit.currencyCode],
  );
}

/** Serialises a player's limit changes: locks the player's row for the transaction. */
export async function lockPlayer(tx: Queryable, userId: number): Promise<void> {
  await tx.query('select id from users where id = $1 for update', [userId]);
}

/** The currency of the player's main account (money limits are kept in it). */
export async function mainCurrencyOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ iso: string }>('select c.iso from accounts a join currencies c on c.id = a.currency_id where a.user_id = $1 and a.type = $2', [userId, AccountTypeCode.main]);
  return row?.iso ?? null;
}

/** Sum of a player's ledger moves with `reasons` after `sinceSeconds`, as a positive number of minor units. */
export async function sumLedgerMoves(db: Queryable, userId: number, reasons: readonly string[], sinceSeconds: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'select coalesce(sum(abs(amount_minor)), 0)::bigint as total from ledger where user_id = $1 and reason = any($2::text[]) and created_at > $3',
    [userId, reasons, sinceSeconds],
  );
  return row?.total ?? 0;
}

/** The player's sessions that overlap `[fromSeconds, toSeconds)`, oldest first. */
export function sessionsOverlapping(db: Queryable, userId: number, fromSeconds: number, toSeconds: number): Promise<Array<{ created_at: number; ended_at: number | null; expires_at: number }>> {
  return db.query('select created_at, ended_at, expires_at from sessions where user_id = $1 and created_at < $2 and coalesce(ended_at, expires_at) > $3 order by created_at', [
    userId,
    toSeconds,
    fromSeconds,
  ]);
}

/** A limit token of `POST limits` (the batch waiting for the answers of `POST testanswers`). */
export interface LimitTokenRow {
  user_id: number;
  limits: LimitInput[];
  expires_at: number;
  used_at: number | null;
}

/** Stores a single-use limit token for a batch. */
export async function insertLimitToken(tx: Queryable, tokenGuid: string, userId: number, limits: readonly LimitInput[], nowSeconds: number, expiresAt: number): Promise<void> {
  await tx.query('insert into limit_tokens (token_guid, user_id, limits, created_at, expires_at) values ($1, $2, $3, $4, $5)', [tokenGuid, userId, JSON.stringify(limits), nowSeconds, expiresAt]);
}

/** A limit token, locked for the transaction. */
export async function lockLimitToken(tx: Queryable, tokenGuid: string): Promise<LimitTokenRow | undefined> {
  const [row] = await tx.query<LimitTokenRow>('select user_id, limits, expires_at, used_at from limit_tokens where token_guid = $1 for update', [tokenGuid]);
  return row;
}

/** Marks a limit token used. */
export async function useLimitToken(tx: Queryable, tokenGuid: string, nowSeconds: number): Promise<void> {
  await tx.query('update limit_tokens set used_at = $2 where token_guid = $1', [tokenGuid, nowSeconds]);
}
