import { describe, expect, it } from 'vitest';
import { AuthStatusService } from '../auth/auth-status.service';
import { NotificationsService } from '../notifications/notifications.service';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, flushPromises, type ShellTestBedOptions } from '../testing/shell-test-container';
import { AUTO_LOGOFF_FLAG_KEY, LAST_ACTIVE_AT_KEY } from './auto-logoff.rules';
import { AutoLogoffService } from './auto-logoff.service';

const TWENTY_MINUTES_MS = 20 * 60_000;

async function started(options: ShellTestBedOptions = {}, signedIn = true) {
  const bed = createShellTestBed({ config: { isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 20 }, ...options });
  if (signedIn) bed.authApi.signIn(7);
  await bed.container.get(SiteConfigStore).load('en');
  const auth = bed.container.get(AuthStatusService);
  await auth.start();
  const autoLogoff = bed.container.get(AutoLogoffService);
  autoLogoff.start();
  return { ...bed, auth, autoLogoff };
}

describe('AutoLogoffService, wired', () => {
  it('signs out after autoLogoffInactiveMinutes × 60,000 ms without activity and stores the flag', async () => {
    const bed = await started();
    expect(bed.autoLogoff.isArmed).toBe(true);
    bed.platform.clock.advanceBy(TWENTY_MINUTES_MS - 1);
    expect(bed.authApi.disconnects).toEqual([]);
    bed.platform.clock.advanceBy(1);
    await flushPromises();
    expect(bed.authApi.disconnects).toEqual(['inactivity']);
    expect(bed.platform.localStore.get(AUTO_LOGOFF_FLAG_KEY)).toBe('1');
    expect(bed.host.reloads).toBe(1);
  });

  it('activity restarts the countdown', async () => {
    const bed = await started();
    bed.platform.clock.advanceBy(10 * 60_000);
    bed.platform.activity.emit();
    bed.platform.clock.advanceBy(TWENTY_MINUTES_MS - 1);
    expect(bed.authApi.disconnects).toEqual([]);
    bed.platform.clock.advanceBy(1);
    await flushPromises();
    expect(bed.authApi.disconnects).toEqual(['inactivity']);
  });

  it('activity in another tab (the shared last-active time) keeps this tab signed in', async () => {
    const bed = await started();
    bed.platform.clock.advanceBy(15 * 60_000);
    bed.platform.localStore.set(LAST_ACTIVE_AT_KEY, String(bed.platform.clock.now()));
    bed.platform.clock.advanceBy(5 * 60_000);
    await flushPromises();
    expect(bed.authApi.disconnects).toEqual([]);
    bed.platform.clock.advanceBy(15 * 60_000);
    await flushPromises();
    expect(bed.authApi.disconnects).toEqual(['inactivity']);
  });

  it('shows the info notification on the next load and clears the flag', async () => {
    const first = await started();
    first.platform.clock.advanceBy(TWENTY_MINUTES_MS);
    await flushPromises();
    const flag = first.platform.localStore.get(AUTO_LOGOFF_FLAG_KEY);

    const bed = createShellTestBed();
    bed.platform.localStore.set(AUTO_LOGOFF_FLAG_KEY, flag!);
    bed.container.get(AutoLogoffService).start();
    const notifications = bed.container.get(NotificationsService);
    expect(notifications.visible).toHaveLength(1);
    expect(notifications.visible[0]).toMatchObject({ type: 'info', messageKey: 'main_auto_logoff_inactivity' });
    expect(bed.platform.localStore.get(AUTO_LOGOFF_FLAG_KEY)).toBeNull();
  });

  it('does nothing for a guest or when the site disables it', async () => {
    const guest = await started({}, false);
    expect(guest.autoLogoff.isArmed).toBe(false);
    expect(guest.platform.activity.listenerCount()).toBe(0);
    const off = await started({ config: { isAutoLogoffEnable: false } });
    expect(off.autoLogoff.isArmed).toBe(false);
    off.platform.clock.advanceBy(10 * TWENTY_MINUTES_MS);
    expect(off.authApi.disconnects).toEqual([]);
  });

  it('never arms for a search bot, even signed in on a site that enables it (document 001 §4: search-bot visits skip the timers)', async () => {
    const bot = await started({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(bot.auth.isAuthorized).toBe(true);
    expect(bot.autoLogoff.isArmed).toBe(false);
    expect(bot.platform.activity.listenerCount()).toBe(0);
    bot.platform.clock.advanceBy(10 * TWENTY_MINUTES_MS);
    await flushPromises();
    expect(bot.authApi.disconnects).toEqual([]);
  });

  it('arms on sign-in and disarms on sign-out', async () => {
    const bed = await started({}, false);
    bed.auth.apply(7);
    expect(bed.autoLogoff.isArmed).toBe(true);
    expect(bed.autoLogoff.dueAtMs).toBe(bed.platform.clock.now() + TWENTY_MINUTES_MS);
    bed.auth.apply(null);
    expect(bed.autoLogoff.isArmed).toBe(false);
  });

  it('dispose leaves no timer and no activity listener', async () => {
    const bed = await started();
    bed.auth.dispose();
    expect(bed.platform.activity.listenerCount()).toBe(1);
    bed.autoLogoff.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(bed.platform.activity.listenerCount()).toBe(0);
  });
});
