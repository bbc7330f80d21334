import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AuthStatusService } from '../auth/auth-status.service';
import { NotificationsService } from '../notifications/notifications.service';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, type ShellTestBedOptions } from '../testing/shell-test-container';
import { BonusPopupService } from './bonus-popup.service';
import { CouponReminderService } from './coupon-reminder.service';
import { NewSiteModalService } from './new-site-modal.service';
import { RegistrationReminderService } from './registration-reminder.service';
import { CouponReminderSource } from './coupon-reminder.ports';
import { BONUS_POPUP_SHOWN_KEY, COUPON_REMINDER_MESSAGE_KEY, COUPON_REMINDER_STORAGE_KEY, NEW_SITE_MODAL_SHOWN_AT_KEY, type CouponReminderBet } from './reminders.rules';

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

/** The coupon as the shell's reminder sees it: observable bets, as coupon-core's CouponService gives them. */
function aCoupon(bed: Awaited<ReturnType<typeof bedWith>>) {
  const coupon = observable({ bets: [] as CouponReminderBet[] });
  bed.container.bind(CouponReminderSource).toConstantValue(coupon);
  const add = (id: string, isLive: boolean) => runInAction(() => coupon.bets.push({ id, isBlocked: false, market: { id: 1, isLive } }));
  const clear = () => runInAction(() => coupon.bets.splice(0));
  return { coupon, add, clear };
}

describe('CouponReminderService, wired (document 001 §4: 30 s live, 5 min line, once per session)', () => {
  it('a live bet added mid-session gets its reminder 30 s later, once per session', async () => {
    const bed = await bedWith();
    const { add, clear } = aCoupon(bed);
    const notifications = bed.container.get(NotificationsService);
    const reminder = bed.container.get(CouponReminderService);
    reminder.start();
    // Ten minutes into the session with an empty coupon: nothing is scheduled.
    bed.platform.clock.advanceBy(600_000);
    expect(reminder.scheduledId).toBeUndefined();
    add('a', true);
    bed.platform.clock.advanceBy(29_999);
    expect(notifications.visible).toEqual([]);
    bed.platform.clock.advanceBy(1);
    expect(notifications.visible.map((item) => item.messageKey)).toEqual([COUPON_REMINDER_MESSAGE_KEY]);
    expect(JSON.parse(bed.platform.sessionStore.get(COUPON_REMINDER_STORAGE_KEY)!)).toMatchObject({ id: 'a', isShown: true });
    notifications.clear();
    clear();
    add('b', true);
    bed.platform.clock.advanceBy(600_000);
    expect(notifications.visible).toEqual([]);
    reminder.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('waits 5 min for a line bet; emptying the coupon forgets it, a new bet starts again', async () => {
    const bed = await bedWith();
    const { add, clear } = aCoupon(bed);
    const notifications = bed.container.get(NotificationsService);
    const reminder = bed.container.get(CouponReminderService);
    reminder.start();
    add('a', false);
    bed.platform.clock.advanceBy(200_000);
    clear();
    expect(bed.platform.sessionStore.get(COUPON_REMINDER_STORAGE_KEY)).toBeNull();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    add('b', false);
    bed.platform.clock.advanceBy(299_999);
    expect(notifications.visible).toEqual([]);
    bed.platform.clock.advanceBy(1);
    expect(notifications.visible.map((item) => item.messageKey)).toEqual([COUPON_REMINDER_MESSAGE_KEY]);
    reminder.dispose();
  });

  it('a second bet keeps the first bet\'s time', async () => {
    const bed = await bedWith();
    const { add } = aCoupon(bed);
    const notifications = bed.container.get(NotificationsService);
    const reminder = bed.container.get(CouponReminderService);
    reminder.start();
    add('a', false);
    bed.platform.clock.advanceBy(280_000);
    add('b', true);
    bed.platform.clock.advanceBy(20_000);
    expect(notifications.visible).toHaveLength(1);
    reminder.dispose();
  });

  it('a restart in the same session picks the record up and fires at timeToShow', async () => {
    const bed = await bedWith();
    const { add } = aCoupon(bed);
    const notifications = bed.container.get(NotificationsService);
    const reminder = bed.container.get(CouponReminderService);
    reminder.start();
    add('a', false);
    bed.platform.clock.advanceBy(100_000);
    reminder.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    reminder.start();
    bed.platform.clock.advanceBy(199_999);
    expect(notifications.visible).toEqual([]);
    bed.platform.clock.advanceBy(1);
    expect(notifications.visible).toHaveLength(1);
    reminder.dispose();
  });

  it('a record shown on an earlier page brings no notification', async () => {
    const bed = await bedWith();
    const { add } = aCoupon(bed);
    bed.platform.sessionStore.set(COUPON_REMINDER_STORAGE_KEY, JSON.stringify({ id: 'c1', timeToShow: bed.platform.clock.now() - 60_000, isShown: true }));
    const reminder = bed.container.get(CouponReminderService);
    reminder.start();
    add('a', true);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    reminder.dispose();
  });

  it('starts no timer for a search bot (document 001 §4: search-bot visits skip the timers)', async () => {
    const bed = await bedWith({ userAgent: BOT_UA });
    const { add } = aCoupon(bed);
    const notifications = bed.container.get(NotificationsService);
    bed.container.get(CouponReminderService).start();
    add('a', true);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    bed.platform.clock.advanceBy(30_000);
    expect(notifications.visible).toEqual([]);
  });

  it('a shell without a coupon runs no reminder', async () => {
    const bed = await bedWith();
    const reminder = bed.container.get(CouponReminderService);
    reminder.start();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    reminder.dispose();
  });
});
