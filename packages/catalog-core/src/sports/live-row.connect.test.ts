import type { LiveGameState } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { LiveBoard } from './live-board';
import { connectLiveRowTexts, followLiveRowTexts } from './live-row.connect';
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

describe('followLiveRowTexts (issue 20: a live row\'s clock and score written in place, no render per delta)', () => {
  const game = (id: number, timeSec: number) => aFeedGame({ id, statusId: 2, isLive: true, timeSec, period: 1, score1: 0, score2: 0, scoreFormatted: '0:0' });
  const whole = (version: number, games: ReturnType<typeof game>[]) => ({ since: null, version, order: null, games, states: [], markets: [], removed: [] });
  const state = (id: number, timeSec: number, scoreFormatted: string): LiveGameState => ({ id, statusId: 2, isLive: true, isFinished: false, timeSec, period: 1, score1: Number(scoreFormatted[0]), score2: Number(scoreFormatted[2]), scoreFormatted, fullScore: scoreFormatted, marketsCount: 3 });

  it('shows the texts at once, then once per delta that moved its game\'s clock or score, at the flush, and never for another game', () => {
    const board = new LiveBoard();
    board.apply(whole(1, [game(30_001, 600), game(30_003, 60)]));
    const shown: Array<[string | null, number]> = [];
    const stateOf = (id: number) => board.liveStateOf(id) ?? null;
    const stop = followLiveRowTexts(game(30_001, 600), stateOf, (id, listener) => board.gameSignals.follow(id, listener), (view) => shown.push([view.score, view.timeSec]));
    expect(shown).toEqual([['0:0', 600]]);
    board.apply({ since: 1, version: 2, order: null, games: [], states: [state(30_001, 660, '0:0'), state(30_003, 120, '1:0')], markets: [], removed: [] });
    // nothing before the catalogue's flush at the end of the delta
    expect(shown).toHaveLength(1);
    board.gameSignals.flush();
    expect(shown).toEqual([['0:0', 600], ['0:0', 660]]);
    // another game's goal: nothing here
    board.apply({ since: 2, version: 3, order: null, games: [], states: [state(30_003, 180, '2:0')], markets: [], removed: [] });
    board.gameSignals.flush();
    expect(shown).toHaveLength(2);
    // a state that changes neither text (its period, say) shows nothing
    board.apply({ since: 3, version: 4, order: null, games: [], states: [{ ...state(30_001, 660, '0:0'), period: 2 }], markets: [], removed: [] });
    board.gameSignals.flush();
    expect(shown).toHaveLength(2);
    board.apply({ since: 4, version: 5, order: null, games: [], states: [state(30_001, 700, '1:0')], markets: [], removed: [] });
    board.gameSignals.flush();
    expect(shown.at(-1)).toEqual(['1:0', 700]);
    stop();
    expect(board.gameSignals.followedCount).toBe(0);
  });

  it('follows nothing off a live list: the row\'s game is its state', () => {
    const shown: Array<number> = [];
    let follows = 0;
    const stop = followLiveRowTexts(game(30_001, 600), undefined, () => {
      follows++;
      return () => undefined;
    }, (view) => shown.push(view.timeSec));
    stop();
    expect([shown, follows]).toEqual([[600], 0]);
  });
});
