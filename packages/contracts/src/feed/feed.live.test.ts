import { describe, expect, it } from 'vitest';
import { LiveDelta, applyLiveDelta, liveDeltaBetween, liveListAt } from './feed.live';
import type { FeedGame, MainLine } from './feed.schemas';

const market = (id: number, gameId: number, name: string, coef: number) => ({ id, gameId, groupId: 1, kind: 1, typeId: 1, name, param: null, coef, isBlocked: false, isBannedExpress: false });

function game(id: number, overrides: Partial<FeedGame> = {}): FeedGame {
  return {
    id,
    sportId: 1,
    champId: 1001,
    sportName: 'Football',
    champName: 'Premier Division',
    countryName: 'England',
    opponent1Name: 'London FC',
    opponent2Name: 'Leeds United',
    startDateTime: Date.UTC(2026, 0, 1, 18),
    statusId: 2,
    isLive: true,
    isFinished: false,
    timeSec: 600,
    period: 1,
    score1: 0,
    score2: 0,
    scoreFormatted: '0:0',
    fullScore: '0:0',
    marketsCount: 3,
    mainMarkets: [market(id * 10 + 1, id, '1', 1.85), market(id * 10 + 2, id, 'X', 3.4), market(id * 10 + 3, id, '2', 4.2)],
    ...overrides,
  };
}

const total = (coef: number): MainLine => [900, 901, 2.5, coef, 1.9, 0];

describe('live deltas (issue 20)', () => {
  it('carries a moved coefficient as one market, a score and the main lines as a state, a renamed game whole', () => {
    const before = [game(1), game(2, { mainLines: { total: total(1.8) } }), game(3)];
    const after = [
      game(1, { mainMarkets: [market(11, 1, '1', 2.1), market(12, 1, 'X', 3.4), market(13, 1, '2', 4.2)] }),
      game(2, { score1: 1, scoreFormatted: '1:0', fullScore: '1:0', mainLines: { total: total(2.05) } }),
      game(3, { opponent1Name: 'London City' }),
    ];
    const delta = LiveDelta.parse(liveDeltaBetween(liveListAt(7, before), liveListAt(8, after)));
    expect(delta.markets).toEqual([{ id: 11, gameId: 1, coef: 2.1, isBlocked: false, isBannedExpress: false }]);
    expect(delta.states.map((state) => [state.id, state.scoreFormatted, state.mainLines?.total?.[3]])).toEqual([[2, '1:0', 2.05]]);
    expect(delta.games.map((one) => one.id)).toEqual([3]);
    expect([delta.since, delta.version, delta.order, delta.removed]).toEqual([7, 8, null, []]);
    expect(applyLiveDelta(before, delta)).toEqual(after);
  });

  it('drops the main lines a game no longer offers, removes finished games and gives the order when it changes', () => {
    const before = [game(1), game(2, { mainLines: { total: total(1.8) } }), game(3)];
    const after = [game(4), game(2), game(1)];
    const delta = liveDeltaBetween(liveListAt(1, before), liveListAt(2, after));
    expect([delta.removed, delta.order, delta.games.map((one) => one.id)]).toEqual([[3], [4, 2, 1], [4]]);
    expect(applyLiveDelta(before, delta)).toEqual(after);
    expect('mainLines' in (applyLiveDelta(before, delta)[1] as FeedGame)).toBe(false);
  });

  it('gives the whole list without a base, and nothing when the lists are the same', () => {
    const list = [game(1), game(2)];
    const whole = liveDeltaBetween(null, liveListAt(3, list));
    expect([whole.since, whole.order, whole.games]).toEqual([null, [1, 2], list]);
    expect(applyLiveDelta([game(9)], whole)).toEqual(list);
    expect(liveDeltaBetween(liveListAt(3, list), liveListAt(3, list))).toEqual({ version: 3, since: 3, games: [], states: [], markets: [], removed: [], order: null });
  });
});
