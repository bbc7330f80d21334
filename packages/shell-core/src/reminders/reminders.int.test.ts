import { describe, expect, it } from 'vitest';
import { AuthStatusService } from '../auth/auth-status.service';
import { NotificationsService } from '../notifications/notifications.service';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, flushPromises, type ShellTestBedOptions } from '../testing/shell-test-container';
import { BonusPopupService } from './bonus-popup.service';
import { CouponReminderService } from './coupon-reminder.service';
import { NewSiteModalService } from './new-site-modal.service';
import { RegistrationReminderService } from './registration-reminder.service';
import { BONUS_POPUP_SHOWN_KEY, COUPON_REMINDER_STORAGE_KEY, NEW_SITE_MODAL_SHOWN_AT_KEY } from './reminders.rules';

async function bedWith(options: ShellTestBedOptions = {}, userId: number | null = null) {
  const bed = createShellTestBed(options);
  if (userId !== null) bed.authApi.signIn(userId);
  await bed.container.get(SiteConfigStore).load('en');
  const auth = bed.container.get(AuthStatusService);
  await auth.start();
  auth.dispose();
  return { ...bed, auth };
}

const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('RegistrationReminderService, wired', () => {
  it('shows after delay seconds, then every interval minutes, skipping while a modal is open', async () => {
    const bed = await bedWith({ config: { registrationReminder: { delaySeconds: 30, intervalMinutes: 10 } } });
    const reminder = bed.container.get(RegistrationReminderService);
    reminder.start();
    bed.platform.clock.advanceBy(29_999);
    expect(reminder.isVisible).toBe(false);
    bed.platform.clock.advanceBy(1);
    expect(reminder.isVisible).toBe(true);
    reminder.close();
    bed.host.modalOpen = true;
    bed.platform.clock.advanceBy(600_000);
    expect(reminder.isVisible).toBe(false);
    bed.host.modalOpen = false;
    bed.host.authFormOpen = true;
    bed.platform.clock.advanceBy(600_000);
    expect(reminder.isVisible).toBe(false);
    bed.host.authFormOpen = false;
    bed.platform.clock.advanceBy(600_000);
    expect(reminder.isVisible).toBe(true);
    reminder.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('is for guests only: a sign-in hides it and stops the timer', async () => {
    const bed = await bedWith();
    const reminder = bed.container.get(RegistrationReminderService);
    reminder.start();
    bed.platform.clock.advanceBy(30_000);
    expect(reminder.isVisible).toBe(true);
    bed.auth.apply(7);
    expect(reminder.isVisible).toBe(false);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    const user = await bedWith({}, 7);
    const userReminder = user.container.get(RegistrationReminderService);
    userReminder.start();
    user.platform.clock.advanceBy(3_600_000);
    expect(userReminder.isVisible).toBe(false);
  });

  it('does not run when registration is off', async () => {
    const bed = await bedWith({ config: { isRegistrationAllowed: false } });
    bed.container.get(RegistrationReminderService).start();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});

describe('NewSiteModalService, wired', () => {
  it('shows once to a guest and is remembered 15768e7 ms', async () => {
    const bed = await bedWith();
    const modal = bed.container.get(NewSiteModalService);
    modal.start();
    expect(modal.isVisible).toBe(true);
    const shownAt = bed.platform.localStore.get(NEW_SITE_MODAL_SHOWN_AT_KEY);
    expect(shownAt).toBe(String(bed.platform.clock.now()));
    modal.close();
    modal.dispose();

    const again = await bedWith({ startMs: bed.platform.clock.now() + 15768e7 - 1 });
    again.platform.localStore.set(NEW_SITE_MODAL_SHOWN_AT_KEY, shownAt!);
    const second = again.container.get(NewSiteModalService);
    second.start();
    expect(second.isVisible).toBe(false);

    const later = await bedWith({ startMs: bed.platform.clock.now() + 15768e7 });
    later.platform.localStore.set(NEW_SITE_MODAL_SHOWN_AT_KEY, shownAt!);
    const third = later.container.get(NewSiteModalService);
    third.start();
    expect(third.isVisible).toBe(true);
  });

  it('is not shown to a search bot (document 001 §4: search-bot visits skip the timers)', async () => {
    const bed = await bedWith({ userAgent: BOT_UA });
    const modal = bed.container.get(NewSiteModalService);
    modal.start();
    expect(modal.isVisible).toBe(false);
    expect(bed.platform.localStore.get(NEW_SITE_MODAL_SHOWN_AT_KEY)).toBeNull();
  });

  it('is not shown to a signed-in user', async () => {
    const bed = await bedWith({}, 7);
    const modal = bed.container.get(NewSiteModalService);
    modal.start();
    expect(modal.isVisible).toBe(false);
  });
});

describe('BonusPopupService, wired', () => {
  it('opens 15 s after its conditions are met, once per session', async () => {
    const bed = await bedWith({ config: { hasBonus1st: true } }, 7);
    const popup = bed.container.get(BonusPopupService);
    popup.start();
    bed.platform.clock.advanceBy(60_000);
    expect(popup.isVisible).toBe(false);
    popup.setUserData({ hasDeposit: false, hasBonusPopupInformation: true });
    bed.platform.clock.advanceBy(14_999);
    expect(popup.isVisible).toBe(false);
    bed.platform.clock.advanceBy(1);
    expect(popup.isVisible).toBe(true);
    expect(bed.platform.sessionStore.get(BONUS_POPUP_SHOWN_KEY)).toBe('1');
    popup.close();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('a condition lost before the 15 s cancels it', async () => {
    const bed = await bedWith({ config: { hasBonus1st: true } }, 7);
    const popup = bed.container.get(BonusPopupService);
    popup.start();
    popup.setUserData({ hasDeposit: false, hasBonusPopupInformation: true });
    bed.platform.clock.advanceBy(10_000);
    popup.setUserData({ hasDeposit: true, hasBonusPopupInformation: true });
    bed.platform.clock.advanceBy(60_000);
    expect(popup.isVisible).toBe(false);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('starts no timer for a search bot (document 001 §4: search-bot visits skip the timers)', async () => {
    const bed = await bedWith({ config: { hasBonus1st: true }, userAgent: BOT_UA }, 7);
    const popup = bed.container.get(BonusPopupService);
    popup.start();
    popup.setUserData({ hasDeposit: false, hasBonusPopupInformation: true });
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    bed.platform.clock.advanceBy(15_000);
    expect(popup.isVisible).toBe(false);
  });

  it('dispose cancels a pending popup', async () => {
    const bed = await bedWith({ config: { hasBonus1st: true } }, 7);
    const popup = bed.container.get(BonusPopupService);
    popup.start();
    popup.setUserData({ hasDeposit: false, hasBonusPopupInformation: true });
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    popup.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});

describe('CouponReminderService, wired', () => {
  it('shows one notification at timeToShow and marks the record shown', async () => {
    const bed = await bedWith();
    const notifications = bed.container.get(NotificationsService);
    const reminder = bed.container.get(CouponReminderService);
    bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c1', timeToShow: bed.platform.clock.now() + 30_000, isShown: false }));
    reminder.check();
    reminder.check();
    bed.platform.clock.advanceBy(29_999);
    expect(notifications.visible).toEqual([]);
    bed.platform.clock.advanceBy(1);
    expect(notifications.visible.map((item) => item.messageKey)).toEqual(['coupon_reminder']);
    expect(JSON.parse(bed.platform.sessionStore.get(COUPON_REMINDER_STORAGE_KEY)!)).toMatchObject({ id: 'c1', isShown: true });
    notifications.clear();
    reminder.check();
    expect(reminder.scheduledId).toBeUndefined();
    bed.platform.clock.advanceBy(300_000);
    expect(notifications.visible).toEqual([]);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('notifies once even when the coupon flips isShown first at the same moment', async () => {
    const bed = await bedWith();
    const notifications = bed.container.get(NotificationsService);
    const reminder = bed.container.get(CouponReminderService);
    const timeToShow = bed.platform.clock.now() + 30_000;
    bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c1', timeToShow, isShown: false }));
    // coupon-core's own timer, scheduled before the shell's, flips the record first.
    bed.platform.clock.setTimeout(() => bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c1', timeToShow, isShown: true })), 30_000);
    reminder.check();
    bed.platform.clock.advanceBy(30_000);
    expect(notifications.visible.map((item) => item.messageKey)).toEqual(['coupon_reminder']);
    notifications.clear();
    reminder.check();
    bed.platform.clock.advanceBy(300_000);
    expect(notifications.visible).toEqual([]);
  });

  it('starts no timer for a search bot (document 001 §4: search-bot visits skip the timers)', async () => {
    const bed = await bedWith({ userAgent: BOT_UA });
    const notifications = bed.container.get(NotificationsService);
    const reminder = bed.container.get(CouponReminderService);
    bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c1', timeToShow: bed.platform.clock.now() + 30_000, isShown: false }));
    reminder.check();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    bed.platform.clock.advanceBy(30_000);
    expect(notifications.visible).toEqual([]);
  });

  it('a record shown on an earlier page brings no notification', async () => {
    const bed = await bedWith();
    const reminder = bed.container.get(CouponReminderService);
    bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c1', timeToShow: bed.platform.clock.now() - 60_000, isShown: true }));
    reminder.check();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('follows a replaced record and drops a cleared one', async () => {
    const bed = await bedWith();
    const notifications = bed.container.get(NotificationsService);
    const reminder = bed.container.get(CouponReminderService);
    const now = bed.platform.clock.now();
    bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c1', timeToShow: now + 300_000, isShown: false }));
    reminder.check();
    bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c2', timeToShow: now + 30_000, isShown: false }));
    reminder.check();
    expect(reminder.scheduledId).toBe('c2');
    bed.platform.clock.advanceBy(30_000);
    expect(notifications.visible).toHaveLength(1);
    bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c3', timeToShow: bed.platform.clock.now() + 30_000, isShown: false }));
    reminder.check();
    bed.platform.sessionStore.remove(COUPON_REMINDER_STORAGE_KEY);
    reminder.check();
    expect(bed.platform.clock.pendingTimerCount()).toBe(1); // only the first notification's auto-close
    await flushPromises();
    reminder.dispose();
  });
});
