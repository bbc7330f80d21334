import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { isReminderRecord, nextReminderRecord, reminderDelayMs } from './reminder.rules';

describe('coupon reminder rules (document 001 §4, §9)', () => {
  it.each([
    ['a live bet', aBet({ isLive: true }), 30_000],
    ['a line bet', aBet(), 300_000],
  ] as const)('%s waits %s ms', (_name, bet, delayMs) => {
    expect(reminderDelayMs(bet)).toBe(delayMs);
  });

  it('keeps a shown record, drops the record of an empty coupon, keeps one whose bet stays', () => {
    const a = aBet({ id: 'a', isLive: true });
    const b = aBet({ id: 'b' });
    expect(nextReminderRecord(undefined, [a], 1000)).toEqual({ id: 'a', timeToShow: 31_000, isShown: false });
    const record = { id: 'a', timeToShow: 31_000, isShown: false };
    expect(nextReminderRecord(record, [a, b], 5000)).toBe(record);
    expect(nextReminderRecord(record, [b], 5000)).toEqual({ id: 'b', timeToShow: 305_000, isShown: false });
    expect(nextReminderRecord(record, [], 5000)).toBeUndefined();
    const shown = { ...record, isShown: true };
    expect(nextReminderRecord(shown, [], 5000)).toBe(shown);
  });

  it('guards the stored record', () => {
    expect(isReminderRecord({ id: 'a', timeToShow: 1, isShown: false })).toBe(true);
    expect(isReminderRecord({ id: 'a', timeToShow: '1', isShown: false })).toBe(false);
    expect(isReminderRecord(null)).toBe(false);
  });
});
