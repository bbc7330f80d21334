import type { DevAttribution, ReferralOverview, RegistrationReferral } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { referralRewardTerms } from '../bonuses/referral-reward';

/**
 * Referral and partner attribution (issue 14, document 001 §9 "Referral cookies"). The tags of the
 * visit that registers arrive with the registration; the referrer is the player whose id the `ref`
 * tag carried (an unknown id attributes to no referrer, the tags are still kept), the partner is the
 * `partnerid` value. A player's link is `/?ref=<their id>`.
 */

/** Stores the attribution of a new player inside the registration's transaction. */
export async function recordAttribution(tx: Queryable, userId: number, referral: RegistrationReferral | undefined, now: number): Promise<void> {
  if (!referral) return;
  const tags = Object.fromEntries(Object.entries(referral).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  if (Object.keys(tags).length === 0) return;
  let referrerId: number | null = null;
  if (referral.refererId !== undefined) {
    const [referrer] = await tx.query<{ id: number }>('select id from users where id = $1::bigint', [referral.refererId]);
    if (referrer && Number(referrer.id) !== userId) referrerId = Number(referrer.id);
  }
  await tx.query('insert into user_attribution (user_id, referrer_id, partner_id, tags, created_at) values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing', [
    userId,
    referrerId,
    referral.partnerId ?? null,
    JSON.stringify(tags),
    now,
  ]);
}

/** The referrer of a player (the user configuration's `user_ref_id`), null when nobody brought them. */
export async function referrerOf(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.query<{ referrer_id: number | null }>('select referrer_id from user_attribution where user_id = $1', [userId]);
  return row?.referrer_id == null ? null : Number(row.referrer_id);
}

/** The login id with every digit but the last two hidden. */
export function maskUserId(userId: number): string {
  const digits = String(userId);
  return digits.length <= 2 ? `**${digits}` : `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
}

/** The bring-a-friend page: the player's link code and the friends it brought, newest first. */
export async function referralOverview(context: AppContext, userId: number): Promise<ReferralOverview> {
  const rows = await context.db.query<{ user_id: number; created_at: number; has_deposit: boolean; reward_minor: number | null; reward_iso: string | null; reward_at: number | null }>(
    `select u.id as user_id, u.created_at, u.has_deposit, r.amount_minor as reward_minor, c.iso as reward_iso, r.created_at as reward_at
       from user_attribution a
       join users u on u.id = a.user_id
       left join referral_rewards r on r.friend_user_id = u.id and r.referrer_id = a.referrer_id
       left join accounts ra on ra.id = r.account_id
       left join currencies c on c.id = ra.currency_id
      where a.referrer_id = $1 order by u.created_at desc, u.id desc limit 500`,
    [userId],
  );
  const friends = rows.map((row) => ({
    maskedId: maskUserId(Number(row.user_id)),
    registeredAt: Number(row.created_at),
    hasDeposit: row.has_deposit,
    reward: row.reward_minor === null || row.reward_iso === null ? null : { amountMinor: Number(row.reward_minor), currency: row.reward_iso, at: Number(row.reward_at) },
  }));
  return { refCode: String(userId), friends, depositedCount: friends.filter((friend) => friend.hasDeposit).length, rewardTerms: await referralRewardTerms(context.db, userId) };
}

/** Development control: what the API stored for a player. */
export async function attributionOf(context: AppContext, userId: number): Promise<DevAttribution> {
  const [row] = await context.db.query<{ referrer_id: number | null; partner_id: string | null; tags: Record<string, string> | string }>(
    'select referrer_id, partner_id, tags from user_attribution where user_id = $1',
    [userId],
  );
  if (!row) throw new DomainError(DomainErrorKind.notFound, 'not_found', 'main_not_found');
  const tags = typeof row.tags === 'string' ? (JSON.parse(row.tags) as Record<string, string>) : row.tags;
  return { userId, referrerId: row.referrer_id === null ? null : Number(row.referrer_id), partnerId: row.partner_id, tags };
}
