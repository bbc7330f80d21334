import type { Reward, RewardsOverview } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { AccountTypeId, LedgerReason } from '../accounts/accounts.money';

/**
 * The player's rewards (issue 14): credits of the site into the player's own accounts, from the
 * ledger (reason `bonus`): a bonus released after its wager (`bonus-release:<bonus>`), a cashback
 * claim (`cashback:<claim>`), a casino tournament prize (`casino-tournament:<id>:<place>`) and a
 * bring-a-friend reward (`referral:<friend>`).
 */
export async function rewardsOf(context: AppContext, userId: number): Promise<RewardsOverview> {
  const rows = await context.db.query<{ amount_minor: number; ref: string; created_at: number; iso: string; bonus_kind: string | null; programme: string | null }>(
    `select l.amount_minor, l.ref, l.created_at, c.iso, b.kind as bonus_kind, k.programme
       from ledger l
       join accounts a on a.id = l.account_id
       join currencies c on c.id = a.currency_id
       left join user_bonuses b on l.ref like 'bonus-release:%' and b.id::text = substring(l.ref from 15)
       left join cashback_claims k on l.ref like 'cashback:%' and k.id::text = substring(l.ref from 10)
      where l.user_id = $1 and l.reason = $2 and l.amount_minor > 0 and a.type <> $3
        and (l.ref like 'bonus-release:%' or l.ref like 'cashback:%' or l.ref like 'casino-tournament:%' or l.ref like 'referral:%')
      order by l.id desc limit 200`,
    [userId, LedgerReason.bonus, AccountTypeId.bonus],
  );
  const rewards: Reward[] = rows.map((row) => {
    const base = { amountMinor: Number(row.amount_minor), currency: row.iso, at: Number(row.created_at) * 1000 };
    if (row.ref.startsWith('bonus-release:')) return { ...base, kind: 'bonus', link: `office/bonuses/${row.bonus_kind ?? 'deposit'}` };
    if (row.ref.startsWith('cashback:')) return { ...base, kind: 'cashback', link: `office/casino/${row.programme ?? 'vip'}cashback` };
    if (row.ref.startsWith('referral:')) return { ...base, kind: 'referral', link: 'office/bringfriend' };
    return { ...base, kind: 'tournament', link: `bonus/casino/tournaments/${row.ref.split(':')[1] ?? ''}` };
  });
  const totals = new Map<string, number>();
  for (const reward of rewards) totals.set(reward.currency, (totals.get(reward.currency) ?? 0) + reward.amountMinor);
  return { rewards, totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })) };
}
