import { describe, expect, it } from 'vitest';
import { advanceGame, type LiveGameState } from './simulator';
import { aLiveGame, aReport } from './simulator.fixtures';


function play(seed: number, game: LiveGameState, tickSeconds: number): LiveGameState {
  let now = 0;
  for (let i = 0; i < 10_000 && game.status !== 4; i++) {
    now += tickSeconds * 1000;
    advanceGame(game, now, tickSeconds, seed, aReport());
  }
  return game;
}

describe('the live simulator step', () => {
  it('is deterministic: the same seed and ticks give the same game', () => {
    const first = play(7, aLiveGame(), 30);
    const second = play(7, aLiveGame(), 30);
    expect(second).toEqual(first);
    expect(first.status).toBe(4);
    expect(first.time_sec).toBe(90 * 60);
  });

  it('finishes a set-based game when a side reaches the sets to win', () => {
    const tennis = play(3, aLiveGame({ sport_id: 4, strength1: 1, strength2: 1 }), 60);
    expect(tennis.status).toBe(4);
    expect(Math.max(tennis.score1, tennis.score2)).toBe(2);
  });

  it('blocks the markets after a score change and reports it', () => {
    // a very strong attack scores within a minute of game clock
    const game = aLiveGame({ strength1: 5_000 });
    const report = aReport();
    advanceGame(game, 1_000_000, 60, 1, report);
    expect(report.scored).toEqual([10_001]);
    expect(game.score1).toBeGreaterThan(0);
    expect(game.blocked_until).toBe(1_000_000 + 8_000);
    expect(game.period_scores[0]?.[0]).toBe(game.score1);
  });

  it('stops the clock for half-time with status 3 (live, document 000 §4) and plays on after the break', () => {
    const game = aLiveGame({ time_sec: 44 * 60, strength1: 0, strength2: 0 });
    advanceGame(game, 1_000, 120, 1, aReport());
    expect([game.status, game.time_sec, game.break_left_sec, game.period]).toEqual([3, 45 * 60, 15 * 60 - 60, 2]);
    advanceGame(game, 2_000, 600, 1, aReport());
    expect([game.status, game.time_sec, game.break_left_sec]).toEqual([3, 45 * 60, 15 * 60 - 660]);
    advanceGame(game, 3_000, 300, 1, aReport());
    expect([game.status, game.time_sec, game.break_left_sec]).toEqual([2, 45 * 60 + 60, 0]);
  });

  it('leaves a game untouched when no game time passes', () => {
    const game = aLiveGame({ time_sec: 100 });
    advanceGame(game, 5_000, 0, 1, aReport());
    expect(game).toEqual(aLiveGame({ time_sec: 100 }));
  });
});
