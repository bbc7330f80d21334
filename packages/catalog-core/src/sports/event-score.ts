import { MarketGroupId, SelectionType, type FeedGame, type FeedGameDetail } from '@kickoff/contracts';
import { MARBLE_SPORT_ID, POLITICS_SPORT_ID } from './page-types.rules';

/**
 * What a game shows as its score in a list row or a live panel (document 000 §3: a game's
 * `scoreFormatted`). An outright of the simulator (an election, a marble race; issue 16) has no
 * score of two sides: the feed's `score1` is the number of its current leader (0 before the first
 * stage ends). Its row shows no score (a list game carries no winner market to name the leader
 * by); a game read with its markets (a live panel) names the leader, the winner selection of that
 * number. Every other game shows its score.
 */
export function eventScoreOf(game: FeedGame | FeedGameDetail): string | null {
  if (!isOutrightSport(game.sportId)) return game.scoreFormatted;
  if (!('groups' in game) || game.score1 < 1) return null;
  const winner = game.groups.find((group) => group.id === MarketGroupId.winner);
  return winner?.markets.find((market) => market.typeId === SelectionType.outrightBase + game.score1)?.name ?? null;
}

/** Whether a sport's games are outrights of the simulator with no score of two sides (issue 16). */
function isOutrightSport(sportId: number): boolean {
  return sportId === POLITICS_SPORT_ID || sportId === MARBLE_SPORT_ID;
}

/**
 * A list row's score (issue 20: read from the game's live state as it is now): the state's
 * `scoreFormatted`, none for an outright (a list game carries no winner market to name its leader by),
 * as `eventScoreOf` answers for a list game.
 */
export function listScoreOf(game: Pick<FeedGame, 'sportId'>, scoreFormatted: string): string | null {
  return isOutrightSport(game.sportId) ? null : scoreFormatted;
}
