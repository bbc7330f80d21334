import { describe, expect, it } from 'vitest';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import { remainingHeadroom, usageFromLimits } from './headroom.rules';

const NOW = T0_SECONDS + 60;

describe('remainingHeadroom (issue 13: "you can stake 35.00 EUR more today")', () => {
  it('a wagering limit of 50.00 with 15.00 staked leaves 35.00 to stake', () => {
    const limits = [aLimit({ limitType: 1, limitValue: 5_000 })];
    const headroom = remainingHeadroom(limits, { usedMinor: { 1: 1_500 } }, NOW);
    expect(headroom.stake).toEqual({ limitType: 1, kind: 'wagering', windowSeconds: 86_400, limitMinor: 5_000, usedMinor: 1_500, remainingMinor: 3_500, currencyCode: 'EUR' });
    expect(headroom.deposit).toBeNull();
    expect(headroom.blocked).toBeNull();
  });

  it('the tightest of wagering and loss limits bounds a stake; deposits have their own', () => {
    const limits = [aLimit({ limitType: 2, limitValue: 20_000 }), aLimit({ limitType: 10, limitValue: 3_000 }), aLimit({ limitType: 21, limitValue: 10_000 })];
    const headroom = remainingHeadroom(limits, { usedMinor: { 2: 19_000, 10: 500, 21: 2_000 } }, NOW);
    expect(headroom.entries.map((entry) => [entry.limitType, entry.remainingMinor])).toEqual([
      [2, 1_000],
      [10, 2_500],
      [21, 8_000],
    ]);
    expect(headroom.stake?.limitType).toBe(2);
    expect(headroom.deposit?.remainingMinor).toBe(8_000);
  });

  it('on a tie the shorter window is named', () => {
    const limits = [aLimit({ limitType: 3, limitValue: 1_000 }), aLimit({ limitType: 1, limitValue: 1_000 })];
    expect(remainingHeadroom(limits, { usedMinor: {} }, NOW).stake?.limitType).toBe(1);
  });

  it('never goes below zero; no limit (999999999), pending and ended limits give no room', () => {
    const limits = [
      aLimit({ limitType: 1, limitValue: 1_000 }),
      aLimit({ limitType: 2, limitValue: 999_999_999 }),
      aLimit({ limitType: 3, limitValue: 100, limitState: 'PENDING' }),
      aLimit({ limitType: 20, limitValue: 100, limitState: 'INACTIVE' }),
    ];
    const headroom = remainingHeadroom(limits, { usedMinor: { 1: 1_700 } }, NOW);
    expect(headroom.entries.map((entry) => [entry.limitType, entry.remainingMinor])).toEqual([[1, 0]]);
    expect(headroom.deposit).toBeNull();
  });

  it('an ACTIVE limit the server started by its clock counts even when this clock is behind', () => {
    const limits = [aLimit({ limitType: 20, limitValue: 5_000, startedAt: NOW + 3_600 })];
    expect(remainingHeadroom(limits, { usedMinor: { 20: 1_000 } }, NOW).deposit?.remainingMinor).toBe(4_000);
  });

  it('no limits: no room to name and nothing blocks', () => {
    expect(remainingHeadroom([], { usedMinor: {} }, NOW)).toEqual({ entries: [], stake: null, deposit: null, blocked: null });
  });

  it.each([
    ['a self-exclusion in force', aLimit({ limitType: 30, limitValue: 7, endsAt: NOW + 100, currencyCode: null }), 'self_excluded'],
    ['a time-out in force', aLimit({ limitType: 33, limitValue: 1, endsAt: NOW + 100, currencyCode: null }), 'time_out_active'],
    ['a session limit with no time left', aLimit({ limitType: 31, limitValue: 1, limitBalance: 0, currencyCode: null }), 'session_limit_reached'],
  ])('%s blocks', (_label, limit, code) => {
    expect(remainingHeadroom([limit], { usedMinor: {} }, NOW).blocked?.code).toBe(code);
  });

  it('an ended time-out blocks nothing', () => {
    expect(remainingHeadroom([aLimit({ limitType: 33, limitValue: 1, endsAt: NOW - 1, currencyCode: null })], { usedMinor: {} }, NOW).blocked).toBeNull();
  });
});

describe('usageFromLimits', () => {
  it('reads the used part of each active money limit from the server balance', () => {
    const limits = [aLimit({ limitType: 20, limitValue: 5_000, limitBalance: 1_200 }), aLimit({ limitType: 1, limitValue: 900, limitBalance: null }), aLimit({ limitType: 31, limitValue: 2, limitBalance: 60, currencyCode: null })];
    expect(usageFromLimits(limits)).toEqual({ usedMinor: { 20: 3_800 } });
  });

  it('round-trips: the room from the reported usage is the balance the server reported', () => {
    const limits = [aLimit({ limitType: 22, limitValue: 7_000, limitBalance: 2_500 })];
    expect(remainingHeadroom(limits, usageFromLimits(limits), NOW).deposit?.remainingMinor).toBe(2_500);
  });
});
