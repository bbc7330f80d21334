import { SecurityErrorCode } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';

/** What a ban may forbid, checked server-side wherever the money moves. */
export type BanGuardedAction = 'bet' | 'casino' | 'deposit' | 'withdrawal';

/** Document 001 §9: the ban levels that keep the withdrawal page (45; 53 only with ban version 1). */
export const WITHDRAWAL_BAN_LEVEL = 45;
export const WITHDRAWAL_BAN_LEVEL_V1 = 53;

/** A refusal as a code and its dictionary key. */
export interface BanRefusal {
  code: string;
  messageKey: string;
}

/**
 * Document 001 §4: "banned means ban_level above 0. A banned user may navigate only to routes
 * flagged as permitted for banned users and to the withdrawal page when the ban level matches
 * (45, or 53 when ban version is 1)". So a banned player places no bet, plays no casino round and
 * makes no deposit; a withdrawal only at those levels. Null when the action is allowed.
 */
export function banRefusal(banLevel: number, banVersion: number | null, action: BanGuardedAction): BanRefusal | null {
  if (banLevel <= 0) return null;
  if (action === 'withdrawal') {
    if (banLevel === WITHDRAWAL_BAN_LEVEL || (banLevel === WITHDRAWAL_BAN_LEVEL_V1 && banVersion === 1)) return null;
    return { code: SecurityErrorCode.withdrawalBanned, messageKey: 'payments_withdrawal_banned' };
  }
  const messageKey = action === 'bet' ? 'coupon_reject_account_banned' : action === 'casino' ? 'casino_account_banned' : 'payments_account_banned';
  return { code: SecurityErrorCode.accountBanned, messageKey };
}

/**
 * The one shared ban guard (inside the caller's transaction): 403 `account_banned` or
 * `withdrawal_banned` with `details.banLevel` when the player's ban level forbids `action`.
 */
export async function assertNotBanned(tx: Queryable, userId: number, action: BanGuardedAction): Promise<void> {
  const [user] = await tx.query<{ ban_level: number; ban_version: number | null }>('select ban_level, ban_version from users where id = $1', [userId]);
  if (!user) return;
  const refusal = banRefusal(user.ban_level, user.ban_version, action);
  if (refusal) throw new DomainError(DomainErrorKind.forbidden, refusal.code, refusal.messageKey, { details: { banLevel: user.ban_level } });
}
