import type { CashbackProgramme } from '@kickoff/contracts';

/**
 * The site's cashback programmes (issue 14, office routes casino/vipcashback and
 * casino/premiumcashback): the project's declared data, stated on the pages. The period is the
 * calendar week in UTC (Monday 00:00 to the next Monday); net losses are the period's casino stakes
 * minus its casino returns on the player's own accounts of the active currency.
 */
export interface CashbackRule {
  programme: CashbackProgramme;
  ratePercent: number;
  /** Net losses below this (major units) pay nothing. */
  minLossMajor: number;
}

export const CASHBACK_PROGRAMMES: Readonly<Record<CashbackProgramme, CashbackRule>> = {
  vip: { programme: 'vip', ratePercent: 10, minLossMajor: 0 },
  premium: { programme: 'premium', ratePercent: 15, minLossMajor: 50 },
};

export const WEEK_MS = 7 * 86_400_000;

/** Monday 00:00 UTC of the week of `nowMs`. */
export function cashbackPeriodStart(nowMs: number): number {
  const day = new Date(nowMs);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return midnight - ((day.getUTCDay() + 6) % 7) * 86_400_000;
}

/** The cashback of a net loss: the rate, rounded down; nothing below the minimum. */
export function cashbackMinor(netLossMinor: number, ratePercent: number, minLossMinor: number): number {
  if (netLossMinor <= 0 || netLossMinor < minLossMinor) return 0;
  return Math.floor((netLossMinor * ratePercent) / 100);
}
