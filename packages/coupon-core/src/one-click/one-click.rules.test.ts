import { describe, expect, it } from 'vitest';
import { DEFAULT_COUPON_SETTINGS } from '../settings/settings.rules';
import { requestOneClick, withDropOnScoreChange, withExactCoef } from './one-click.rules';

describe('one-click mode (document 000 §4)', () => {
  it.each([
    [true, 2, { kind: 'confirm', messageKey: 'coupon_will_be_cleared' }],
    [true, 0, { kind: 'apply' }],
    [false, 3, { kind: 'apply' }],
  ] as const)('turning it %s with %s bets: %o', (enable, betCount, decision) => {
    expect(requestOneClick(enable, betCount)).toEqual(decision);
  });

  it('choosing drop-on-score-change turns one-click off', () => {
    const on = { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true };
    expect(withDropOnScoreChange(on, true)).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
    expect(withDropOnScoreChange(on, false)).toMatchObject({ isDropOnScoreChange: false, isActiveOneClick: true });
  });

  it('exact coef 0 turns drop-on-score-change off', () => {
    const dropping = { ...DEFAULT_COUPON_SETTINGS, isDropOnScoreChange: true, exactCoef: 1.8 };
    expect(withExactCoef(dropping, 0)).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
    expect(withExactCoef(dropping, 2.1)).toMatchObject({ exactCoef: 2.1, isDropOnScoreChange: true });
  });
});
