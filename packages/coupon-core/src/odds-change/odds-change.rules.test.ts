import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { feedCases } from './odds-change.cases';
import { applyFeedUpdate, decideFeedUpdate, effectiveChangeCoefAction } from './odds-change.rules';

describe('odds-change policy (document 000 §3, §4, §9)', () => {
  it.each(feedCases)('%s', (_name, changeCoefAction, isDropOnScoreChange, update, decision) => {
    const bet = { ...aBet({ coef: 2 }), scoreFormatted: '1:0' };
    expect(decideFeedUpdate(bet, update, { changeCoefAction, isDropOnScoreChange })).toEqual(decision);
  });

  it('compares with the coefficient the player confirmed, not the last one shown', () => {
    const bet = aBet({ coef: 1.8 });
    // The player confirmed 2.0; the feed went 2.0 -> 1.8 (waiting) -> 1.95: still below 2.0.
    expect(decideFeedUpdate(bet, { coef: 1.95 }, { changeCoefAction: 2, isDropOnScoreChange: false }, 2)).toMatchObject({ kind: 'confirm', fromCoef: 2, toCoef: 1.95 });
    expect(decideFeedUpdate(bet, { coef: 2.05 }, { changeCoefAction: 2, isDropOnScoreChange: false }, 2)).toEqual({ kind: 'accept' });
  });

  it('one-click uses action 1 whatever the setting (document 000 §4)', () => {
    expect(effectiveChangeCoefAction({ changeCoefAction: 0, isActiveOneClick: true })).toBe(1);
    expect(effectiveChangeCoefAction({ changeCoefAction: 0, isActiveOneClick: false })).toBe(0);
  });

  it('action 1 never asks, action 0 always asks on a change, action 2 asks exactly on decreases (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 20_000 }), fc.integer({ min: 1001, max: 20_000 }), (from, to) => {
        const bet = aBet({ coef: from / 1000 });
        const ask = (action: 0 | 1 | 2): boolean => decideFeedUpdate(bet, { coef: to / 1000 }, { changeCoefAction: action, isDropOnScoreChange: false }).kind === 'confirm';
        expect(ask(1)).toBe(false);
        expect(ask(0)).toBe(from !== to);
        expect(ask(2)).toBe(to < from);
      }),
    );
  });

  it('applies an update to the bet it shows', () => {
    const bet = aBet({ coef: 2 });
    const next = applyFeedUpdate(bet, { coef: 2.5, isBlocked: true, scoreFormatted: '0:1', timeSec: 60 });
    expect(next).toMatchObject({ market: { coef: 2.5 }, isBlocked: true, scoreFormatted: '0:1', game: { timeSec: 60 } });
    expect(bet.market.coef).toBe(2);
  });
});
