import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Referral and partner attribution (issue 14; document 001 §9 "Referral cookies", "Query tags").
 * The tags referral-core keeps in cookies travel with every registration in `referral`; the API
 * stores them and attributes the new player to a referrer (`refererId`) and a partner (`partnerId`).
 */

const tagValue = z.string().trim().min(1).max(100);

/** The referral and partner values of the visit that registers (cookie names of referral-core). */
export const RegistrationReferral = z.object({
  refererId: z.string().regex(/^\d{1,15}$/, 'digits').optional(),
  partnerId: tagValue.optional(),
  tag: tagValue.optional(),
  btag: tagValue.optional(),
  qtag: tagValue.optional(),
  bf: tagValue.optional(),
  subid: tagValue.optional(),
  clickId: tagValue.optional(),
  utmSource: tagValue.optional(),
  bwpromocode: tagValue.optional(),
});
export type RegistrationReferral = z.infer<typeof RegistrationReferral>;

/** One friend the player brought (no contact data of the friend is shown). */
export const InvitedFriend = z.object({
  /** The friend's login id, masked but its last two digits. */
  maskedId: z.string(),
  registeredAt: z.number().int(),
  hasDeposit: z.boolean(),
  /** The bring-a-friend reward paid for this friend (once, on their first deposit), null until then. */
  reward: z.object({ amountMinor: z.number().int().positive(), currency: z.string(), at: z.number().int() }).nullable(),
});
export type InvitedFriend = z.infer<typeof InvitedFriend>;

/** The bring-a-friend page: the player's link code and the friends it brought. */
export const ReferralOverview = z.object({
  /** The `ref` query value of the player's link (document 001 §9 query tag `ref`). */
  refCode: z.string(),
  friends: z.array(InvitedFriend),
  /** Friends who made a first deposit. */
  depositedCount: z.number().int().nonnegative(),
  /** What the player gets per friend whose first deposit succeeds (in the player's active account's currency), null without an account. */
  rewardTerms: z.object({ amountMinor: z.number().int().positive(), currency: z.string() }).nullable(),
});
export type ReferralOverview = z.infer<typeof ReferralOverview>;

/** What the API stored for one player (development control, used by the e2e suite). */
export const DevAttribution = z.object({
  userId: z.number().int(),
  referrerId: z.number().int().nullable(),
  partnerId: z.string().nullable(),
  tags: z.record(z.string(), z.string()),
});
export type DevAttribution = z.infer<typeof DevAttribution>;

/** `GET /web-api/referral/v1`. */
export const getReferralCall = defineCall({ name: 'referral.get', method: 'GET', path: '/web-api/referral/v1', response: ReferralOverview, auth: true, retryable: true });
/** `GET /dev-api/referral/attribution/:userId` (404 unless the dev tools are on). */
export const devAttributionCall = defineCall({ name: 'dev.attribution', method: 'GET', path: '/dev-api/referral/attribution/:userId', response: DevAttribution });
