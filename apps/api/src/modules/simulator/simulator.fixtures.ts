import type { LiveGameState, TickReport } from './simulator';

/** A football game live at 0:0 in the first period (test data of the simulator's tests). */
export const aLiveGame = (overrides: Partial<LiveGameState> = {}): LiveGameState => ({
  id: 10_001,
  sport_id: 1,
  status: 2,
  time_sec: 0,
  period: 1,
  score1: 0,
  score2: 0,
  period_scores: [],
  strength1: 1.6,
  strength2: 1.3,
  momentum: 0,
  blocked_until: 0,
  break_left_sec: 0,
  drift: 1,
  format: 0,
  finish: 0,
  ...overrides,
});

/** An empty tick report. */
export const aReport = (): TickReport => ({ started: [], scored: [], finished: [], liveCount: 0 });
