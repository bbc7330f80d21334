import type { CouponBet } from '@kickoff/contracts';
import { ValidationCode } from '../validation/validation.rules';

/** Document 000 §4 "A bet is locked if blocked, dependent or banned from express"; a finished game (status 4) stops it too. */
export const betReasonCases: Array<[string, Partial<CouponBet>, boolean, string | null]> = [
  ['an open bet', {}, false, null],
  ['blocked', { isBlocked: true }, true, 'coupon_validation_bet_locked'],
  ['dependent', { isDepend: true }, true, 'coupon_bet_locked_dependent'],
  ['banned from express', { isBannedExpress: true }, true, 'coupon_bet_locked_banned_express'],
  ['blocked and dependent: the first reason the spec names', { isBlocked: true, isDepend: true }, true, 'coupon_validation_bet_locked'],
  ['its game finished (status 4)', { game: { isFinished: false, isLiveInLive: false, statusId: 4, timeSec: 0 } }, false, ValidationCode.betFinished],
];

/** Document 000 §4 types by the player's bet count: a single holds one bet, an express needs two. */
export const typeAvailabilityCases: Array<[number, Record<0 | 1 | 2 | 9, boolean>]> = [
  [1, { 0: true, 1: false, 2: true, 9: true }],
  [2, { 0: false, 1: true, 2: true, 9: true }],
  [3, { 0: false, 1: true, 2: true, 9: true }],
];
