import { MarketGroupId, SelectionType, type FeedGameDetail } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { eventScoreOf } from './event-score';
import { MARBLE_SPORT_ID, MMA_SPORT_ID, POLITICS_SPORT_ID } from './page-types.rules';

const MARBLES = ['Azure Comet', 'Ruby Flash', 'Jade Bolt'];

/** A live marble race of three marbles led by marble `leader` (0: no lap finished), read with its winner market. */
function aRace(leader: number): FeedGameDetail {
  const game = aFeedGame({ id: 90_001, sportId: MARBLE_SPORT_ID, isLive: true, statusId: 2, score1: leader, score2: 0, scoreFormatted: `${leader}:0`, mainMarkets: [] });
  const markets = MARBLES.map((name, index) => ({ id: 9_000_100 + index, gameId: game.id, groupId: MarketGroupId.winner, kind: 8, typeId: SelectionType.outrightBase + index + 1, name, param: null, coef: 3, isBlocked: false, isBannedExpress: false }));
  return { ...game, groups: [{ id: MarketGroupId.winner, name: 'Winner', markets }] };
}

describe('eventScoreOf (issue 16: an outright has no score of two sides)', () => {
  it('shows a two-sided game\'s score, a fight\'s too', () => {
    expect(eventScoreOf(aFeedGame({ score1: 2, score2: 1, scoreFormatted: '2:1' }))).toBe('2:1');
    expect(eventScoreOf(aFeedGame({ sportId: MMA_SPORT_ID, score1: 0, score2: 1, scoreFormatted: '0:1' }))).toBe('0:1');
  });

  it('shows no score in an election\'s or a race\'s list row (no leader as "2:0")', () => {
    const { groups: _groups, ...row } = aRace(2);
    expect(eventScoreOf(row)).toBeNull();
    const { groups: _none, ...election } = aFeedGame({ sportId: POLITICS_SPORT_ID, score1: 3, scoreFormatted: '3:0', mainMarkets: [] });
    expect(eventScoreOf(election)).toBeNull();
  });

  it('names the leader of a race read with its markets, and none before the first lap ends', () => {
    expect(eventScoreOf(aRace(2))).toBe('Ruby Flash');
    expect(eventScoreOf(aRace(3))).toBe('Jade Bolt');
    expect(eventScoreOf(aRace(0))).toBeNull();
  });
});
