import { describe, expect, it } from 'vitest';
import { totoCostMinor, totoCouponWinMinor, totoLinePriceMinor, totoLines, totoLinesByCorrect, totoOutcomeOfScore, totoPayouts, totoPrizeFund, validateTotoPicks, type TotoOutcome, type TotoPicks } from './toto.rules';

const single = (outcome: TotoOutcome, count: number): TotoOutcome[][] => Array.from({ length: count }, () => [outcome]);

describe('toto rules (issue 16: a pool of 15 events, a fixed price per line, stated prize shares)', () => {
  it('takes one pick list per event, known outcomes once each, at most 2 187 lines', () => {
    expect(validateTotoPicks(single('1', 14))).toEqual({ ok: false, code: 'toto_picks_count' });
    expect(validateTotoPicks([[], ...single('1', 14)])).toEqual({ ok: false, code: 'toto_pick_missing' });
    expect(validateTotoPicks([['Y'], ...single('1', 14)])).toEqual({ ok: false, code: 'toto_pick_invalid' });
    expect(validateTotoPicks([['1', '1'], ...single('1', 14)])).toEqual({ ok: false, code: 'toto_pick_invalid' });
    const seven = [...Array.from({ length: 7 }, () => ['1', 'X', '2'] as TotoOutcome[]), ...single('X', 8)];
    expect(validateTotoPicks(seven)).toMatchObject({ ok: true, lines: 2_187 });
    const eight = [...Array.from({ length: 8 }, () => ['1', 'X', '2'] as TotoOutcome[]), ...single('X', 7)];
    expect(validateTotoPicks(eight)).toEqual({ ok: false, code: 'toto_too_many_lines' });
  });

  it('prices the lines: two outcomes on two events are 4 lines, at 0.50 a line 2.00', () => {
    const picks: TotoPicks = [['1', 'X'], ['X', '2'], ...single('1', 13)];
    expect(totoLines(picks)).toBe(4);
    expect(totoCostMinor(picks, 50)).toBe(200);
  });

  it('counts the lines by correct picks: 1 line with 15, 3 with 14, 2 with 13', () => {
    // event 1: 1 or X, the result 1; event 2: 1, X or 2, the result 2; the 13 others right
    const picks: TotoPicks = [['1', 'X'], ['1', 'X', '2'], ...single('1', 13)];
    const results: TotoOutcome[] = ['1', '2', ...Array.from({ length: 13 }, () => '1' as const)];
    const counts = totoLinesByCorrect(picks, results);
    expect([counts[15], counts[14], counts[13]]).toEqual([1, 3, 2]);
    expect(counts.reduce((sum, lines) => sum + lines, 0)).toBe(totoLines(picks));
    // a void event counts every pick on it as correct
    expect(totoLinesByCorrect(single('2', 15), [null, ...Array.from({ length: 14 }, () => '2' as const)])[15]).toBe(1);
  });

  it('keeps the operator’s 15 % and shares the fund 50/30/20 between the winning lines', () => {
    expect(totoPrizeFund(100_000)).toEqual({ cutMinor: 15_000, fundMinor: 85_000 });
    const payouts = totoPayouts(85_000, { 15: 1, 14: 3, 13: 0 });
    // 15 correct: 42 500 to one line; 14: 25 500 over three lines; 13: nobody, its 17 000 kept by the operator
    expect(payouts).toEqual({ perLineMinor: { 15: 42_500, 14: 8_500, 13: 0 }, keptMinor: 17_000 });
    const counts = new Array<number>(16).fill(0);
    counts[15] = 1;
    counts[14] = 3;
    counts[13] = 2;
    expect(totoCouponWinMinor(counts, payouts)).toBe(42_500 + 3 * 8_500);
  });

  it('rounds each line’s pay down and the operator keeps the remainder: never pays more than the fund', () => {
    const payouts = totoPayouts(1_001, { 15: 3 });
    expect(payouts.perLineMinor[15]).toBe(166);
    expect(payouts.keptMinor).toBe(1_001 - 3 * 166);
  });
});

describe('toto prices and results', () => {
  it('prices a line at about half a euro in each account currency, and names no price for others', () => {
    expect([totoLinePriceMinor('EUR'), totoLinePriceMinor('PLN'), totoLinePriceMinor('KZT'), totoLinePriceMinor('BTC')]).toEqual([50, 200, 25_000, null]);
    expect(totoLinePriceMinor('constructor')).toBeNull();
  });

  it('reads an event’s result from its final score', () => {
    expect([totoOutcomeOfScore(2, 1), totoOutcomeOfScore(0, 0), totoOutcomeOfScore(1, 3)]).toEqual(['1', 'X', '2']);
  });
});
