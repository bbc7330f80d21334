import { describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { aBet, aContext, FakeCouponApi } from '../testing/builders';
import { DefaultCouponService } from '../coupon/coupon.service';
import { DefaultCouponSettingsService } from '../settings/settings.service';
import { REMINDER_STORAGE_KEY } from './reminder.rules';
import { DefaultCouponReminderService } from './reminder.service';

function setup(platform: TestPlatform = createTestPlatform()) {
  const settings = new DefaultCouponSettingsService(platform.localStore, platform.logger);
  const coupon = new DefaultCouponService(settings, new FakeCouponApi(), platform.clock, platform.localStore, platform.logger);
  coupon.configure(aContext());
  const reminder = new DefaultCouponReminderService(coupon, platform.clock, platform.sessionStore, platform.logger);
  reminder.start();
  return { platform, coupon, reminder };
}

describe('coupon reminder service (document 001 §4: 30 s live, 5 min line, once per session)', () => {
  it('shows after 30 s for a live bet, once per session', () => {
    const { platform, coupon, reminder } = setup();
    coupon.addBet(aBet({ id: 'a', isLive: true }));
    platform.clock.advanceBy(29_999);
    expect(reminder.visibleReminder).toBeNull();
    platform.clock.advanceBy(1);
    expect(reminder.visibleReminder).toMatchObject({ id: 'a', isShown: true });
    expect(JSON.parse(platform.sessionStore.get(REMINDER_STORAGE_KEY)!)).toMatchObject({ id: 'a', isShown: true });
    reminder.dismiss();
    coupon.clear();
    coupon.addBet(aBet({ id: 'b', isLive: true }));
    platform.clock.advanceBy(600_000);
    expect(reminder.visibleReminder).toBeNull();
    reminder.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('waits 5 min for a line bet and forgets an emptied coupon', () => {
    const { platform, coupon, reminder } = setup();
    coupon.addBet(aBet({ id: 'a' }));
    platform.clock.advanceBy(200_000);
    coupon.removeBet('a');
    expect(platform.sessionStore.get(REMINDER_STORAGE_KEY)).toBeNull();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    coupon.addBet(aBet({ id: 'b' }));
    platform.clock.advanceBy(299_999);
    expect(reminder.visibleReminder).toBeNull();
    platform.clock.advanceBy(1);
    expect(reminder.visibleReminder?.id).toBe('b');
    reminder.dispose();
  });

  it('picks the record up after a reload in the same session and fires at timeToShow', () => {
    const platform = createTestPlatform();
    const first = setup(platform);
    first.coupon.addBet(aBet({ id: 'a' }));
    platform.clock.advanceBy(100_000);
    first.reminder.dispose();
    const second = setup(platform);
    expect(second.coupon.bets).toHaveLength(1);
    platform.clock.advanceBy(199_999);
    expect(second.reminder.visibleReminder).toBeNull();
    platform.clock.advanceBy(1);
    expect(second.reminder.visibleReminder?.id).toBe('a');
    second.reminder.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
