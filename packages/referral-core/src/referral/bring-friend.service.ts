import { ReferralApi, type ReferralOverview } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * The bring-a-friend page (issue 14): the player's referral link (`?ref=<code>`, document 001 §9
 * query tag `ref`, kept by the friend's browser as `refererid` for 60 days) and the friends it brought.
 */
@injectable()
export class BringFriendService {
  overview: ReferralOverview | null = null;
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  constructor(@inject(ReferralApi) private readonly api: ReferralApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.overview = null;
    try {
      const overview = await this.api.get();
      runInAction(() => {
        this.overview = overview;
        this.loadState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }
}

/** The referral link of a code on the site's origin: the home page with `ref`. */
export function referralLink(origin: string, refCode: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(refCode)}`;
}

/** What the bring-a-friend page draws. */
export interface BringFriendView {
  loading: boolean;
  failed: boolean;
  link: string | null;
  friends: Array<{ maskedId: string; registeredAtSeconds: number; depositKey: string; reward: { minor: number; iso: string; atSeconds: number } | null }>;
  friendCount: number;
  /** The stated reward per friend whose first deposit succeeds (minor units and currency), null without an account. */
  rewardTerms: { minor: number; iso: string } | null;
  /** What the rewards paid for friends add up to, per currency. */
  rewardTotals: Array<{ minor: number; iso: string }>;
  depositedCount: number;
  emptyKey: string | null;
}

function rewardTotalsOf(friends: ReferralOverview['friends']): Array<{ minor: number; iso: string }> {
  const totals = new Map<string, number>();
  for (const friend of friends) if (friend.reward) totals.set(friend.reward.currency, (totals.get(friend.reward.currency) ?? 0) + friend.reward.amountMinor);
  return [...totals].map(([iso, minor]) => ({ minor, iso }));
}

/** The bring-a-friend page's view model; `origin` is the site's public origin. */
export function connectBringFriend(service: BringFriendService, origin: string): BringFriendView {
  const overview = service.overview;
  const friends = overview?.friends ?? [];
  return {
    loading: service.loadState === 'loading',
    failed: service.loadState === 'failed',
    link: overview ? referralLink(origin, overview.refCode) : null,
    friends: friends.map((friend) => ({
      maskedId: friend.maskedId,
      registeredAtSeconds: friend.registeredAt,
      depositKey: friend.hasDeposit ? 'bringfriend_deposited' : 'bringfriend_no_deposit',
      reward: friend.reward ? { minor: friend.reward.amountMinor, iso: friend.reward.currency, atSeconds: friend.reward.at } : null,
    })),
    friendCount: friends.length,
    rewardTerms: overview?.rewardTerms ? { minor: overview.rewardTerms.amountMinor, iso: overview.rewardTerms.currency } : null,
    rewardTotals: rewardTotalsOf(friends),
    depositedCount: overview?.depositedCount ?? 0,
    emptyKey: overview && friends.length === 0 ? 'bringfriend_empty' : null,
  };
}
