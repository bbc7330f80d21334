import type { MoneyView } from '../payments/payments.connect';
import type { CashbackService } from './cashback.service';

/** What a cashback page draws (dictionary keys and values). */
export interface CashbackPageView {
  titleKey: string;
  loading: boolean;
  failed: boolean;
  errorKey: string | null;
  noticeKey: string | null;
  /** The stated rules: rate, minimum, period. */
  rulesKey: string;
  ratePercent: number;
  minLoss: MoneyView | null;
  periodStartMs: number;
  periodEndMs: number;
  netLoss: MoneyView | null;
  claimable: MoneyView | null;
  canClaim: boolean;
  claiming: boolean;
  /** Why nothing can be claimed now, or null. */
  statusKey: string | null;
  claimed: { amount: MoneyView; claimedAtMs: number } | null;
  history: Array<{ periodStartMs: number; amount: MoneyView; netLoss: MoneyView }>;
}

/** The view model of office/casino/vipcashback and office/casino/premiumcashback. */
export function connectCashbackPage(service: CashbackService): CashbackPageView {
  const overview = service.overview;
  const iso = overview?.currency ?? '';
  const money = (minor: number): MoneyView => ({ minor, iso });
  const statusKey = !overview
    ? null
    : overview.claimed
      ? 'cashback_claimed_this_week'
      : overview.netLossMinor === 0
        ? 'cashback_no_loss'
        : overview.claimableMinor === 0
          ? 'cashback_below_minimum'
          : null;
  return {
    titleKey: `cashback_${service.programme}_title`,
    loading: service.loadState === 'loading' && !overview,
    failed: service.loadState === 'failed',
    errorKey: service.errorKey,
    noticeKey: service.noticeKey,
    rulesKey: overview && overview.minLossMinor > 0 ? 'cashback_rules_with_minimum' : 'cashback_rules',
    ratePercent: overview?.ratePercent ?? 0,
    minLoss: overview ? money(overview.minLossMinor) : null,
    periodStartMs: overview?.periodStart ?? 0,
    periodEndMs: overview?.periodEnd ?? 0,
    netLoss: overview ? money(overview.netLossMinor) : null,
    claimable: overview ? money(overview.claimableMinor) : null,
    canClaim: !!overview && overview.claimableMinor > 0 && !service.claiming,
    claiming: service.claiming,
    statusKey,
    claimed: overview?.claimed ? { amount: { minor: overview.claimed.amountMinor, iso: overview.claimed.currency }, claimedAtMs: overview.claimed.claimedAt } : null,
    history: (overview?.history ?? []).map((claim) => ({ periodStartMs: claim.periodStart, amount: { minor: claim.amountMinor, iso: claim.currency }, netLoss: { minor: claim.netLossMinor, iso: claim.currency } })),
  };
}
