import type { LiveGameState } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { connectLiveRowTexts } from './live-row.connect';
import { MARBLE_SPORT_ID } from './page-types.rules';

const row = aFeedGame({ id: 30_001, statusId: 2, timeSec: 600, score1: 1, score2: 0, scoreFormatted: '1:0' });
const stateNow: LiveGameState = { id: 30_001, statusId: 2, isLive: true, isFinished: false, timeSec: 660, period: 1, score1: 2, score2: 0, scoreFormatted: '2:0', fullScore: '2:0', marketsCount: 3 };

describe('connectLiveRowTexts (issue 20: a live row\'s score and clock read per game)', () => {
  it('shows the state as the board holds it now, not the row\'s', () => {
    expect(connectLiveRowTexts(row, (id) => (id === 30_001 ? stateNow : null))).toEqual({ score: '2:0', timeSec: 660 });
  });

  it('shows the row\'s own game off a live list or before the board has its state', () => {
    expect(connectLiveRowTexts(row, undefined)).toEqual({ score: '1:0', timeSec: 600 });
    expect(connectLiveRowTexts(row, () => null)).toEqual({ score: '1:0', timeSec: 600 });
  });

  it('shows no score for an outright (document 000 §3 as eventScoreOf decides it for a list game)', () => {
    const race = aFeedGame({ id: 30_002, sportId: MARBLE_SPORT_ID, statusId: 2, score1: 3, scoreFormatted: '3:0' });
    expect(connectLiveRowTexts(race, () => ({ ...stateNow, id: 30_002, score1: 4, scoreFormatted: '4:0' }))).toEqual({ score: null, timeSec: 660 });
  });
});
