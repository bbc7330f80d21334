import type { CouponBet } from '@kickoff/contracts';
import { aBet } from '../testing/builders';

type BetPatch = Partial<Pick<CouponBet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>> & { game?: Partial<CouponBet['game']>; marketIsLive?: boolean };

function betWith(patch: BetPatch): CouponBet {
  const bet = aBet({ isLive: patch.marketIsLive ?? false });
  return { ...bet, ...patch, game: { ...bet.game, ...patch.game }, market: bet.market };
}

/** Document 000 §4: "A bet is locked if blocked, dependent or banned from express." Row: [name, bet, locked]. */
export const lockedCases: ReadonlyArray<readonly [string, CouponBet, boolean]> = [
  ['open', betWith({}), false],
  ['blocked', betWith({ isBlocked: true }), true],
  ['dependent', betWith({ isDepend: true }), true],
  ['banned from express', betWith({ isBannedExpress: true }), true],
];

/**
 * Document 000 §4: "A game is finished when flagged finished or when its status is 4. A bet is live
 * if the game is not finished and has a running clock, is live-in-live, has status 2 or 3, or its
 * market is live." Row: [name, bet, finished, live].
 */
export const liveCases: ReadonlyArray<readonly [string, CouponBet, boolean, boolean]> = [
  ['pre-match', betWith({}), false, false],
  ['running clock', betWith({ game: { timeSec: 1200 } }), false, true],
  ['live-in-live', betWith({ game: { isLiveInLive: true } }), false, true],
  ['status 2', betWith({ game: { statusId: 2 } }), false, true],
  ['status 3', betWith({ game: { statusId: 3 } }), false, true],
  ['live market', betWith({ marketIsLive: true }), false, true],
  ['flagged finished with a running clock', betWith({ game: { isFinished: true, timeSec: 5400 } }), true, false],
  ['status 4 with a live market', betWith({ game: { statusId: 4 }, marketIsLive: true }), true, false],
];
