import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * The player's bonuses (issue 14 "Bonuses"; office routes bonuses/deposit and bonuses/wager of
 * document 000 §2). The offers and their rules are the site's data, served with the overview so the
 * pages state them; the progress is computed by the API from the ledger.
 */

/** `deposit`: a share of the next deposit; `wager`: a fixed amount given on opting in. */
export const BonusKind = z.enum(['deposit', 'wager']);
export type BonusKind = z.infer<typeof BonusKind>;

/** Where a bonus stands: waiting for the qualifying deposit, being wagered, or ended. */
export const BonusStatus = z.enum(['awaiting_deposit', 'wagering', 'completed', 'cancelled', 'expired']);
export type BonusStatus = z.infer<typeof BonusStatus>;

/** An offer and its stated rules (amounts in minor units of the player's currency). */
export const BonusOffer = z.object({
  kind: BonusKind,
  /** Share of the qualifying deposit, in percent (deposit bonus), null for the wager bonus. */
  percent: z.number().int().positive().nullable(),
  /** The deposit bonus's upper bound, or the wager bonus's amount. */
  amountMinor: z.number().int().positive(),
  /** The stakes to place: this many times the bonus. */
  wagerMultiplier: z.number().int().positive(),
  /** Days to wager the bonus once credited (and, for the deposit bonus, to make the deposit). */
  validDays: z.number().int().positive(),
  currency: z.string(),
  /** Whether the player may opt in now (each offer once, one open bonus at a time). */
  available: z.boolean(),
});
export type BonusOffer = z.infer<typeof BonusOffer>;

/** One bonus of the player. Times in epoch milliseconds. */
export const PlayerBonus = z.object({
  id: z.number().int().positive(),
  kind: BonusKind,
  status: BonusStatus,
  currency: z.string(),
  /** The bonus money, 0 while the deposit is awaited. */
  amountMinor: z.number().int().nonnegative(),
  wagerRequiredMinor: z.number().int().nonnegative(),
  /** Stakes counted so far (settled bets won or lost and casino rounds since the bonus was credited). */
  wageredMinor: z.number().int().nonnegative(),
  /** 0 to 100, rounded down. */
  progressPercent: z.number().int().min(0).max(100),
  optedInAt: z.number().int(),
  activatedAt: z.number().int().nullable(),
  /** When the deposit stops being awaited, or the wager must be met. */
  expiresAt: z.number().int(),
  endedAt: z.number().int().nullable(),
});
export type PlayerBonus = z.infer<typeof PlayerBonus>;

export const BonusOverview = z.object({
  offers: z.array(BonusOffer),
  bonuses: z.array(PlayerBonus),
});
export type BonusOverview = z.infer<typeof BonusOverview>;

export const BonusOptInRequest = z.object({ kind: BonusKind });
export type BonusOptInRequest = z.infer<typeof BonusOptInRequest>;

/** `GET /web-api/officeapi/v1/bonuses`: offers and the player's bonuses (settled up to now first). */
export const getBonusesCall = defineCall({ name: 'bonuses.get', method: 'GET', path: '/web-api/officeapi/v1/bonuses', response: BonusOverview, auth: true, retryable: true });
/** `POST /web-api/officeapi/v1/bonuses/opt-in`: takes an offer. */
export const optInBonusCall = defineCall({ name: 'bonuses.optIn', method: 'POST', path: '/web-api/officeapi/v1/bonuses/opt-in', body: BonusOptInRequest, response: BonusOverview, auth: true });
/** `POST /web-api/officeapi/v1/bonuses/:bonusId/cancel`: ends an open bonus; its bonus money is forfeited. */
export const cancelBonusCall = defineCall({ name: 'bonuses.cancel', method: 'POST', path: '/web-api/officeapi/v1/bonuses/:bonusId/cancel', response: BonusOverview, auth: true });

/**
 * Casino cashback (issue 14; office routes casino/vipcashback and casino/premiumcashback of
 * document 000 §2): a stated share of the player's casino net losses (stakes minus returns) over
 * the current week (Monday 00:00 UTC to the next Monday), claimable once per week.
 */
export const CashbackProgramme = z.enum(['vip', 'premium']);
export type CashbackProgramme = z.infer<typeof CashbackProgramme>;

export const CashbackClaim = z.object({
  periodStart: z.number().int(),
  amountMinor: z.number().int().positive(),
  netLossMinor: z.number().int().positive(),
  claimedAt: z.number().int(),
  currency: z.string(),
});
export type CashbackClaim = z.infer<typeof CashbackClaim>;

export const CashbackOverview = z.object({
  programme: CashbackProgramme,
  /** The stated rate, in percent of the net losses. */
  ratePercent: z.number().int().positive(),
  /** Net losses below this pay nothing. */
  minLossMinor: z.number().int().nonnegative(),
  currency: z.string(),
  /** The current period (epoch ms). */
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  /** Casino stakes minus casino returns of the period so far (0 when the player is ahead). */
  netLossMinor: z.number().int().nonnegative(),
  /** What a claim pays now: 0 below the minimum or once claimed. */
  claimableMinor: z.number().int().nonnegative(),
  /** The claim of the current period, if made. */
  claimed: CashbackClaim.nullable(),
  /** Earlier claims, newest first. */
  history: z.array(CashbackClaim),
});
export type CashbackOverview = z.infer<typeof CashbackOverview>;

/** `GET /web-api/officeapi/v1/cashback/:programme`. */
export const getCashbackCall = defineCall({ name: 'cashback.get', method: 'GET', path: '/web-api/officeapi/v1/cashback/:programme', response: CashbackOverview, auth: true, retryable: true });
/** `POST /web-api/officeapi/v1/cashback/:programme/claim`: pays the period's cashback once. */
export const claimCashbackCall = defineCall({ name: 'cashback.claim', method: 'POST', path: '/web-api/officeapi/v1/cashback/:programme/claim', response: CashbackOverview, auth: true });

/**
 * The player's rewards (issue 14, office route rewards): money the site gave into the player's own
 * account, read from the ledger: bonuses released after their wager, cashback claims, casino
 * tournament prizes and bring-a-friend rewards, each with the page it came from.
 */
export const RewardKind = z.enum(['bonus', 'cashback', 'tournament', 'referral']);
export type RewardKind = z.infer<typeof RewardKind>;

export const Reward = z.object({
  kind: RewardKind,
  amountMinor: z.number().int().positive(),
  currency: z.string(),
  /** Epoch ms. */
  at: z.number().int(),
  /** The page of the reward, without language (e.g. `office/bonuses/deposit`). */
  link: z.string(),
});
export type Reward = z.infer<typeof Reward>;

export const RewardsOverview = z.object({
  rewards: z.array(Reward),
  totals: z.array(z.object({ currency: z.string(), amountMinor: z.number().int().nonnegative() })),
});
export type RewardsOverview = z.infer<typeof RewardsOverview>;

/** `GET /web-api/officeapi/v1/rewards`: the player's rewards, newest first (at most 200). */
export const getRewardsCall = defineCall({ name: 'rewards.get', method: 'GET', path: '/web-api/officeapi/v1/rewards', response: RewardsOverview, auth: true, retryable: true });
