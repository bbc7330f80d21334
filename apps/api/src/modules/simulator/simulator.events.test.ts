import { describe, expect, it } from 'vitest';
import type { GameEventDraft } from '../../statistics/statistics.repository';
import { advanceGame, type LiveGameState } from './simulator';
import { aLiveGame, aReport } from './simulator.fixtures';

/** The key events the simulator records for the match centre (issue 16). */


function playWithEvents(game: LiveGameState, tickSeconds: number, seed = 5): GameEventDraft[] {
  const events: GameEventDraft[] = [];
  let now = 0;
  for (let i = 0; i < 10_000 && game.status !== 4; i++) {
    now += tickSeconds * 1000;
    advanceGame(game, now, tickSeconds, seed, aReport(), events);
  }
  return events;
}

describe('key events of the simulator', () => {
  it('records each goal once, in clock order within its period, with the score after it; the last goal gives the final score', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = aLiveGame({ strength1: 2.5, strength2: 2 });
      const events = playWithEvents(game, 60, seed);
      const goals = events.filter((event) => event.kind === 'goal');
      expect(goals.length).toBe(game.score1 + game.score2);
      expect(goals.filter((goal) => goal.team === 1).length).toBe(game.score1);
      const last = goals.at(-1);
      if (last) expect([last.score1, last.score2]).toEqual([game.score1, game.score2]);
      for (const [index, event] of events.entries()) {
        expect(event.timeSec).toBeGreaterThanOrEqual(index > 0 ? (events[index - 1]?.timeSec ?? 0) : 0);
        expect(event.timeSec).toBeLessThan(90 * 60);
        expect(event.period).toBe(event.timeSec < 45 * 60 ? 1 : 2);
      }
    }
  });

  it('gives a football game some yellow cards over a season of games, and none to sports without cards or key events', () => {
    let cards = 0;
    for (let id = 0; id < 40; id++) cards += playWithEvents(aLiveGame({ id: 20_000 + id }), 60).filter((event) => event.kind !== 'goal').length;
    // about 3.8 a game by the stated rate: well above zero, well below ten a game
    expect(cards).toBeGreaterThan(40);
    expect(cards).toBeLessThan(400);
    const hockey = playWithEvents(aLiveGame({ sport_id: 2, strength1: 3, strength2: 3 }), 60);
    expect(hockey.every((event) => event.kind === 'goal')).toBe(true);
    expect(playWithEvents(aLiveGame({ sport_id: 3, strength1: 100, strength2: 100 }), 60)).toEqual([]);
  });

  it('draws the same events for the same seed and ticks, and the goals do not depend on whether events are kept', () => {
    const first = aLiveGame();
    const second = aLiveGame();
    expect(playWithEvents(first, 30, 9)).toEqual(playWithEvents(second, 30, 9));
    const without = aLiveGame();
    let now = 0;
    while (without.status !== 4) {
      now += 30_000;
      advanceGame(without, now, 30, 9, aReport());
    }
    expect([without.score1, without.score2]).toEqual([first.score1, first.score2]);
  });
});
