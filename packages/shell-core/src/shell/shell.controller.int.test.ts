import { describe, expect, it } from 'vitest';
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
    shell.bonusPopup.setUserData({ hasDeposit: false, hasBonusPopupInformation: true });
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

  it('starts the guest timers: registration reminder and new-site modal', async () => {
    const bed = createShellTestBed();
    const shell = bed.container.get(ShellController);
    await shell.start({ language: 'en' });
    expect(shell.newSiteModal.isVisible).toBe(true);
    bed.platform.clock.advanceBy(30_000);
    expect(shell.registrationReminder.isVisible).toBe(true);
    shell.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
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
