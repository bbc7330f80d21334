import type { Queryable } from '../../db/database';
import { AccountTypeId, LedgerReason, credit, lockAccount } from '../accounts/accounts.money';
import { majorToMinor } from './bonuses.rules';

/**
 * The bring-a-friend reward (issue 14; the project's declared data): when an invited friend's first
 * deposit succeeds, the player who invited them gets `REFERRAL_REWARD_MAJOR` in their active
 * account's currency, once per friend (the reward row's key is the friend), through the ledger.
 */
export const REFERRAL_REWARD_MAJOR = 10;

/** The reward a player would get per friend: `REFERRAL_REWARD_MAJOR` in the account the reward is paid into. */
export async function referralRewardTerms(db: Queryable, referrerId: number): Promise<{ amountMinor: number; currency: string } | null> {
  const [account] = await db.query<{ iso: string; minor_digits: number }>(
    `select c.iso, c.minor_digits from accounts a join currencies c on c.id = a.currency_id
      where a.user_id = $1 and a.type <> $2 and a.closed_at is null order by a.is_active desc, a.id limit 1`,
    [referrerId, AccountTypeId.bonus],
  );
  return account ? { amountMinor: majorToMinor(REFERRAL_REWARD_MAJOR, Number(account.minor_digits)), currency: account.iso } : null;
}

/** Called in the transaction that credits a successful deposit of `friendId`. */
export async function rewardReferrerOnFirstDeposit(tx: Queryable, friendId: number, nowSeconds: number): Promise<void> {
  const [attribution] = await tx.query<{ referrer_id: number | null }>('select referrer_id from user_attribution where user_id = $1', [friendId]);
  if (!attribution || attribution.referrer_id === null) return;
  const referrerId = Number(attribution.referrer_id);
  const [account] = await tx.query<{ id: number; minor_digits: number }>(
    `select a.id, c.minor_digits from accounts a join currencies c on c.id = a.currency_id
      where a.user_id = $1 and a.type <> $2 and a.closed_at is null order by a.is_active desc, a.id limit 1`,
    [referrerId, AccountTypeId.bonus],
  );
  if (!account) return;
  const amount = majorToMinor(REFERRAL_REWARD_MAJOR, account.minor_digits);
  const [inserted] = await tx.query<{ friend_user_id: number }>(
    'insert into referral_rewards (friend_user_id, referrer_id, account_id, amount_minor, created_at) values ($1, $2, $3, $4, $5) on conflict (friend_user_id) do nothing returning friend_user_id',
    [friendId, referrerId, account.id, amount, nowSeconds],
  );
  if (!inserted) return;
  await credit(tx, await lockAccount(tx, Number(account.id), referrerId), amount, LedgerReason.bonus, `referral:${friendId}`, nowSeconds);
}
