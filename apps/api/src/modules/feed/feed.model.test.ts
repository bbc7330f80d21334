import { describe, expect, it } from 'vitest';
import { SelectionType } from '@kickoff/contracts';
import { finalDistribution, gameSelections, MARGIN_LINE, priceSelection, settleSelection, sportById, SPORTS } from './feed.model';

describe('the sports model', () => {
  it('has at least 12 sports, esports among them', () => {
    expect(SPORTS.length).toBeGreaterThanOrEqual(12);
    expect(SPORTS.some((sport) => sport.isEsport)).toBe(true);
  });

  it.each([
    // typeId, param, score1, score2, result (1 won, 0 lost, 2 returned)
    [SelectionType.home, null, 2, 1, 1],
    [SelectionType.draw, null, 1, 1, 1],
    [SelectionType.away, null, 2, 1, 0],
    [SelectionType.homeOrDraw, null, 1, 1, 1],
    [SelectionType.homeOrAway, null, 1, 1, 0],
    [SelectionType.handicap1, -1, 2, 1, 2],
    [SelectionType.handicap1, -1.5, 2, 1, 0],
    [SelectionType.handicap2, 1.5, 0, 1, 1],
    [SelectionType.over, 2.5, 2, 1, 1],
    [SelectionType.under, 3, 2, 1, 2],
    [SelectionType.bothScoreYes, null, 2, 0, 0],
    [SelectionType.bothScoreNo, null, 2, 0, 1],
    [SelectionType.correctScoreBase + 21, null, 2, 1, 1],
    [SelectionType.correctScoreBase + 12, null, 2, 1, 0],
  ] as const)('settles type %i (param %s) at %i:%i as %i', (typeId, param, score1, score2, result) => {
    expect(settleSelection(typeId, param, score1, score2)).toBe(result);
  });

  it('prices a football 1X2 with the pre-match margin: the inverse coefficients sum to about 1.06', () => {
    const football = sportById(1);
    const selections = gameSelections(football, 1.5, 1.2);
    const distribution = finalDistribution(football, { score1: 0, score2: 0, timeSec: 0, momentum: 0, strength1: 1.5, strength2: 1.2 });
    const result = selections.filter((selection) => selection.groupId === 1).map((selection) => priceSelection(selection, distribution, MARGIN_LINE).coef);
    expect(result).toHaveLength(3);
    const overround = result.reduce((sum, coef) => sum + 1 / coef, 0);
    expect(overround).toBeGreaterThan(1.05);
    expect(overround).toBeLessThan(1.07);
    // the stronger home team is the favourite
    expect(result[0]).toBeLessThan(result[2] as number);
  });

  it('offers the real market groups for football and banned-from-express correct scores', () => {
    const groups = new Set(gameSelections(sportById(1), 1.4, 1.4).map((selection) => selection.groupId));
    expect([...groups].sort((a, b) => a - b)).toEqual([1, 2, 8, 17, 19, 136]);
    expect(gameSelections(sportById(1), 1.4, 1.4).filter((selection) => selection.groupId === 136).every((selection) => selection.isBannedExpress)).toBe(true);
  });

  it('moves the home coefficient down when the home team scores', () => {
    const football = sportById(1);
    const home = gameSelections(football, 1.4, 1.4)[0]!;
    const state = { score1: 0, score2: 0, timeSec: 3_000, momentum: 0, strength1: 1.4, strength2: 1.4 };
    const before = priceSelection(home, finalDistribution(football, state), MARGIN_LINE).coef;
    const after = priceSelection(home, finalDistribution(football, { ...state, score1: 1 }), MARGIN_LINE).coef;
    expect(after).toBeLessThan(before);
  });
});
