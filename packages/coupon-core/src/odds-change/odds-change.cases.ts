import type { FeedDecision, FeedUpdate } from './odds-change.rules';

/**
 * Document 000 §3/§9 `changeCoefAction`: 0 confirm every change, 1 accept any change, 2 accept
 * increases only (default); `isDropOnScoreChange` drops a bet when its score changes.
 * Row: [name, action, drop on score change, bet coef 2.0 with score "1:0", update, decision].
 */
export const feedCases: ReadonlyArray<readonly [name: string, action: 0 | 1 | 2, isDropOnScoreChange: boolean, update: FeedUpdate, decision: FeedDecision]> = [
  ['action 2, coef up', 2, false, { coef: 2.1 }, { kind: 'accept' }],
  ['action 2, coef down', 2, false, { coef: 1.9 }, { kind: 'confirm', reason: 'coef_changed', fromCoef: 2, toCoef: 1.9 }],
  ['action 1, coef down', 1, false, { coef: 1.5 }, { kind: 'accept' }],
  ['action 0, coef up', 0, false, { coef: 2.1 }, { kind: 'confirm', reason: 'coef_changed', fromCoef: 2, toCoef: 2.1 }],
  ['action 0, same coef', 0, false, { coef: 2 }, { kind: 'accept' }],
  ['blocked', 0, false, { isBlocked: true }, { kind: 'accept' }],
  ['score change, drop on', 1, true, { scoreFormatted: '2:0' }, { kind: 'drop', reason: 'score_changed' }],
  ['score change, drop off', 1, false, { scoreFormatted: '2:0' }, { kind: 'accept' }],
  ['same score, drop on', 1, true, { scoreFormatted: '1:0', coef: 2.2 }, { kind: 'accept' }],
  ['game finished (status 4)', 1, false, { gameStatusId: 4 }, { kind: 'drop', reason: 'game_finished' }],
  ['game flagged finished', 2, false, { isFinished: true, coef: 3 }, { kind: 'drop', reason: 'game_finished' }],
];
