import { describe, expect, it } from 'vitest';
import { RegistrationReminderService } from '../reminders/registration-reminder.service';
import { ShellReminders } from '../reminders/reminders.ids';
import { shellRemindersModule } from '../reminders/shell-reminders.module';
import { OverlayQueue } from '../layout/overlay-queue.service';
import { AdBlockProbe } from '../ad-block/ad-block.service';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { ShellController } from './shell.controller';

describe('ShellController, wired', () => {
  it('starts every service for a signed-in user and disposes them without leftovers', async () => {
    const bed = createShellTestBed({ config: { hasBonus1st: true } });
    bed.authApi.signIn(7);
    const shell = bed.container.get(ShellController);
    await shell.start({ language: 'en', runningVersion: '1.0.637' });
    await flushPromises();
    expect(shell.siteConfig.status).toBe('loaded');
    expect(shell.auth.userId).toBe(7);
    expect(shell.autoLogoff.isArmed).toBe(true);
    expect(shell.ageNotice.isVisible).toBe(true);
    expect(shell.cookieConsent.view).toBe('main');
    shell.reminders?.bonusPopup.setUserData({ hasDeposit: false, hasBonusPopupInformation: true });
    shell.notifications.push({ type: 'error', messageKey: 'x' });
    expect(bed.platform.clock.pendingTimerCount()).toBeGreaterThan(0);
    expect(bed.platform.visibility.listenerCount()).toBe(1);
    expect(bed.platform.activity.listenerCount()).toBe(1);
    shell.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(bed.platform.visibility.listenerCount()).toBe(0);
    expect(bed.platform.activity.listenerCount()).toBe(0);
  });

  it('survives a remount (start, dispose, start): the auto-logoff notice stays and closes 10 s later', async () => {
    const bed = createShellTestBed();
    bed.platform.localStore.set('shell.autoLogoff', '1');
    const shell = bed.container.get(ShellController);
    await shell.start({ language: 'en' });
    shell.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    await shell.start({ language: 'en' });
    expect(shell.notifications.visible.map((item) => item.messageKey)).toEqual(['main_auto_logoff_inactivity']);
    expect(bed.platform.visibility.listenerCount()).toBe(1);
    bed.platform.clock.advanceBy(10_000);
    expect(shell.notifications.visible).toEqual([]);
    shell.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(bed.platform.visibility.listenerCount()).toBe(0);
  });

  it('starts over three tasks when given how to end one (issue 20): configuration and sign-in, the notices, then the rest', async () => {
    const bed = createShellTestBed();
    const shell = bed.container.get(ShellController);
    const ends: Array<() => void> = [];
    const nextTask = () => new Promise<void>((resolve) => ends.push(resolve));
    const started = shell.start({ language: 'en', nextTask });
    // the first task: the configuration's load and the sign-in state's check began, nothing else
    expect(shell.siteConfig.status).not.toBe('idle');
    expect(shell.ageNotice.isVisible).toBe(false);
    expect(shell.newSiteModal.isVisible).toBe(false);
    expect(ends).toHaveLength(1);
    ends[0]!();
    await flushPromises();
    // the second: the notices
    expect(shell.ageNotice.isVisible).toBe(true);
    expect(shell.newSiteModal.isVisible).toBe(false);
    expect(ends).toHaveLength(2);
    ends[1]!();
    await started;
    // the third: the reminders and checks
    expect(shell.newSiteModal.isVisible).toBe(true);
    expect(ends).toHaveLength(2);
    shell.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('starts nothing more when disposed between its tasks', async () => {
    const bed = createShellTestBed();
    const shell = bed.container.get(ShellController);
    const ends: Array<() => void> = [];
    const started = shell.start({ language: 'en', nextTask: () => new Promise<void>((resolve) => ends.push(resolve)) });
    shell.dispose();
    ends[0]!();
    await started;
    expect(ends).toHaveLength(1);
    expect(shell.ageNotice.isVisible).toBe(false);
    expect(shell.newSiteModal.isVisible).toBe(false);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('starts the guest timers: registration reminder and new-site modal', async () => {
    const bed = createShellTestBed();
    const shell = bed.container.get(ShellController);
    await shell.start({ language: 'en' });
    expect(shell.newSiteModal.isVisible).toBe(true);
    bed.platform.clock.advanceBy(30_000);
    expect(shell.reminders?.registrationReminder.isVisible).toBe(true);
    shell.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  // issue 20: the reminders come in their own chunk after the first page answers; document 001 §4's
  // timing counts from the shell's start all the same (the test config's delay is 30 s)
  it('reminders loaded after the start keep their times: due later at the same instant, due already at once', async () => {
    const later = createShellTestBed({ withoutReminders: true });
    later.container.bind(AdBlockProbe).toConstantValue({ plant: () => ({ isHidden: () => false, remove: () => undefined }) });
    const shell = later.container.get(ShellController);
    const queue = later.container.get(OverlayQueue);
    await shell.start({ language: 'en' });
    later.platform.clock.advanceBy(20_000);
    later.container.load(shellRemindersModule);
    const reminders = later.container.get(ShellReminders);
    shell.joinReminders(reminders);
    queue.joinReminders(reminders);
    later.platform.clock.advanceBy(9_999);
    expect(reminders.registrationReminder.isVisible).toBe(false);
    later.platform.clock.advanceBy(1);
    expect(reminders.registrationReminder.isVisible).toBe(true);
    expect(queue.waiting.registrationReminder).toBe(true);
    shell.dispose();
    expect(later.platform.clock.pendingTimerCount()).toBe(0);

    const due = createShellTestBed({ withoutReminders: true, config: { registrationReminder: { delaySeconds: 30, intervalMinutes: 10 } } });
    const dueShell = due.container.get(ShellController);
    await dueShell.start({ language: 'en' });
    due.platform.clock.advanceBy(45_000);
    due.container.load(shellRemindersModule);
    const dueReminders = due.container.get(ShellReminders);
    dueShell.joinReminders(dueReminders);
    const reminder = due.container.get(RegistrationReminderService);
    expect(reminder.isVisible).toBe(false);
    due.platform.clock.advanceBy(0);
    expect(reminder.isVisible).toBe(true);
    reminder.close();
    // the next one 10 min after the first was due (30 s from the start), not after it showed
    due.platform.clock.advanceBy(600_000 - 15_000 - 1);
    expect(reminder.isVisible).toBe(false);
    due.platform.clock.advanceBy(1);
    expect(reminder.isVisible).toBe(true);
    dueShell.dispose();
    expect(due.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('a search-bot visit starts no timer at all', async () => {
    const bed = createShellTestBed({ userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' });
    bed.platform.localStore.set('shell.cookiesAgree', JSON.stringify({ type: 'ALL', agreedAtMs: 1 }));
    const shell = bed.container.get(ShellController);
    await shell.start({ language: 'en', runningVersion: '1' });
    await flushPromises();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(bed.platform.visibility.listenerCount()).toBe(0);
    shell.dispose();
  });
});
