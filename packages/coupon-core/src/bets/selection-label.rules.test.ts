import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { selectionLabel } from './selection-label.rules';

const named = (typeId: number, extra: Record<string, unknown> = {}) => {
  const bet = aBet({ id: `s${typeId}` });
  return { ...bet, market: { ...bet.market, typeId, opponent1Name: 'Arsenal', opponent2Name: 'Chelsea', ...extra } };
};

describe('selectionLabel: the pick in words (issue 15)', () => {
  it.each([
    [1, {}, 'coupon_pick_team', { team: 'Arsenal' }],
    [2, {}, 'coupon_pick_draw', {}],
    [3, {}, 'coupon_pick_team', { team: 'Chelsea' }],
    [4, {}, 'coupon_pick_team_or_draw', { team: 'Arsenal' }],
    [5, {}, 'coupon_pick_either', { team1: 'Arsenal', team2: 'Chelsea' }],
    [6, {}, 'coupon_pick_team_or_draw', { team: 'Chelsea' }],
    [7, { param: -1.5 }, 'coupon_pick_handicap', { team: 'Arsenal', line: '-1.5' }],
    [8, { param: 1.5 }, 'coupon_pick_handicap', { team: 'Chelsea', line: '+1.5' }],
    [9, { param: 2.5 }, 'coupon_pick_over', { line: 2.5 }],
    [10, { param: 2.5 }, 'coupon_pick_under', { line: 2.5 }],
    [11, {}, 'coupon_pick_both_score', {}],
    [12, {}, 'coupon_pick_not_both_score', {}],
    [121, {}, 'coupon_pick_score', { score: '2:1' }],
    [100, {}, 'coupon_pick_score', { score: '0:0' }],
    [300, { name: 'Penalty' }, 'coupon_pick_named', { name: 'Penalty' }],
    [9, { param: null, name: 'O' }, 'coupon_pick_named', { name: 'O' }],
  ])('type %i %o -> %s %o', (typeId, extra, key, params) => {
    expect(selectionLabel(named(typeId, extra))).toEqual({ key, params });
  });
});
