import { ErrorCode } from '@kickoff/contracts';
import type { Queryable } from '../db/database';
import { httpError } from './errors';

/** A limit: at most `max` events per `windowSeconds` for one key. */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Counts one event for `key`, or refuses it with 429 `rate_limited` (and
 * `details.retryAfterSeconds`) when the key already had `max` events in the window. Rows older than
 * the window are removed on the way.
 */
export async function takeRateToken(db: Queryable, key: string, limit: RateLimit, now: number): Promise<void> {
  const since = now - limit.windowSeconds;
  await db.query('delete from rate_events where key = $1 and at <= $2', [key, since]);
  const [row] = await db.query<{ count: number; oldest: number | null }>('select count(*)::int as count, min(at) as oldest from rate_events where key = $1', [key]);
  if ((row?.count ?? 0) >= limit.max) {
    const retryAfterSeconds = Math.max(1, (row?.oldest ?? now) + limit.windowSeconds - now);
    throw httpError(429, ErrorCode.rateLimited, 'main_too_many_requests', { details: { retryAfterSeconds } });
  }
  await db.query('insert into rate_events (key, at) values ($1, $2)', [key, now]);
}
