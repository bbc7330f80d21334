import { describe, expect, it } from 'vitest';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, flushPromises, type ShellTestBedOptions } from '../testing/shell-test-container';
import { AuthStatusService } from './auth-status.service';

async function started(options: ShellTestBedOptions = {}, userId: number | null = null) {
  const bed = createShellTestBed(options);
  if (userId !== null) bed.authApi.signIn(userId);
  const auth = bed.container.get(AuthStatusService);
  await auth.start();
  return { ...bed, auth };
}

async function advance(bed: { platform: { clock: { advanceBy(ms: number): void } } }, ms: number) {
  bed.platform.clock.advanceBy(ms);
  await flushPromises();
}

describe('AuthStatusService, wired', () => {
  it('checks at start and every 60,000 ms while visible', async () => {
    const bed = await started();
    expect(bed.authApi.checkCount).toBe(1);
    expect(bed.auth.isGuest).toBe(true);
    await advance(bed, 59_999);
    expect(bed.authApi.checkCount).toBe(1);
    await advance(bed, 1);
    expect(bed.authApi.checkCount).toBe(2);
    await advance(bed, 60_000);
    await advance(bed, 60_000);
    expect(bed.authApi.checkCount).toBe(4);
  });

  it('pauses after 30 s hidden and resumes with a check on return', async () => {
    const bed = await started();
    bed.platform.visibility.setVisible(false);
    await advance(bed, 29_999);
    expect(bed.auth.isPaused).toBe(false);
    await advance(bed, 1);
    expect(bed.auth.isPaused).toBe(true);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    await advance(bed, 600_000);
    expect(bed.authApi.checkCount).toBe(1);
    bed.platform.visibility.setVisible(true);
    await flushPromises();
    expect(bed.auth.isPaused).toBe(false);
    expect(bed.authApi.checkCount).toBe(2);
    await advance(bed, 60_000);
    expect(bed.authApi.checkCount).toBe(3);
  });

  it('a page opened hidden checks once, pauses after 30 s, and polls once shown', async () => {
    const bed = createShellTestBed();
    bed.platform.visibility.setVisible(false);
    const auth = bed.container.get(AuthStatusService);
    await auth.start();
    await advance(bed, 30_000);
    expect(auth.isPaused).toBe(true);
    expect(bed.authApi.checkCount).toBe(1);
    bed.platform.visibility.setVisible(true);
    await flushPromises();
    expect(bed.authApi.checkCount).toBe(2);
    await advance(bed, 60_000);
    expect(bed.authApi.checkCount).toBe(3);
    auth.dispose();
  });

  it('keeps polling through a short absence (under 30 s hidden)', async () => {
    const bed = await started();
    bed.platform.visibility.setVisible(false);
    await advance(bed, 20_000);
    bed.platform.visibility.setVisible(true);
    await advance(bed, 40_000);
    expect(bed.authApi.checkCount).toBe(2);
    expect(bed.auth.isPaused).toBe(false);
  });

  it('on a sign-in elsewhere: reloads the configuration and goes to the return URL', async () => {
    const bed = await started({ page: { path: '/en/user/login', returnUrl: '/en/office/recharge', previousPath: '/en/live' } });
    const configCalls = bed.siteConfigApi.calls.length;
    bed.authApi.signIn(7);
    await advance(bed, 60_000);
    expect(bed.auth.userId).toBe(7);
    expect(bed.auth.lastChange).toBe('signed-in');
    expect(bed.siteConfigApi.calls.length).toBe(configCalls + 1);
    expect(bed.host.navigations).toEqual(['/en/office/recharge']);
    await bed.container.get(SiteConfigStore).reload();
  });

  it('refuses a foreign return URL and falls back to the previous route, then home', async () => {
    const bed = await started({ page: { path: '/en/user/login', returnUrl: 'https://evil.test/', previousPath: '/en/live' } });
    bed.auth.apply(9);
    expect(bed.host.navigations).toEqual(['/en/live']);
    const home = await started({ page: { path: '/en/user/login' } });
    home.auth.apply(9);
    expect(home.host.navigations).toEqual(['/en']);
  });

  it('stays on an exempt page', async () => {
    const bed = await started({ page: { isAuthChangeExempt: true, returnUrl: '/en/office' } }, 7);
    bed.authApi.expire();
    await advance(bed, 60_000);
    expect(bed.auth.isGuest).toBe(true);
    expect(bed.host.navigations).toEqual([]);
  });

  it('logout on a page that requires auth goes home', async () => {
    const bed = await started({ page: { path: '/en/office/account', requiresAuth: true } }, 7);
    await bed.auth.logout();
    expect(bed.authApi.disconnects).toEqual(['user']);
    expect(bed.auth.isGuest).toBe(true);
    expect(bed.host.navigations).toEqual(['/en']);
    expect(bed.host.reloads).toBe(0);
  });

  it('logout on an open page reloads it', async () => {
    const bed = await started({}, 7);
    await bed.auth.logout();
    expect(bed.host.reloads).toBe(1);
    expect(bed.host.navigations).toEqual([]);
  });

  it('a failed logout reloads, even on a page that requires auth', async () => {
    const bed = await started({ page: { requiresAuth: true } }, 7);
    bed.authApi.failDisconnect = true;
    await bed.auth.logout();
    expect(bed.host.reloads).toBe(1);
    expect(bed.host.navigations).toEqual([]);
    expect(bed.auth.userId).toBe(7);
  });

  it("terminates the session for another core with its reason (limits-core's SessionTerminator)", async () => {
    const bed = await started({ page: { requiresAuth: true } }, 7);
    await bed.auth.terminate('session_limit');
    expect(bed.authApi.disconnects).toEqual(['session_limit']);
    expect(bed.host.navigations).toEqual(['/en']);
  });

  it('a failed check keeps the known state', async () => {
    const bed = await started({}, 7);
    bed.authApi.failChecks = true;
    await advance(bed, 60_000);
    expect(bed.auth.userId).toBe(7);
    expect(bed.platform.logger.messages('warn')).toContain('session check failed');
  });

  it('a search-bot visit checks once and starts no timer', async () => {
    const bed = await started({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(bed.authApi.checkCount).toBe(1);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(bed.platform.visibility.listenerCount()).toBe(0);
  });

  it('dispose leaves no timer and no listener, visible or hidden', async () => {
    const bed = await started();
    bed.platform.visibility.setVisible(false);
    expect(bed.platform.clock.pendingTimerCount()).toBe(2);
    bed.auth.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(bed.platform.visibility.listenerCount()).toBe(0);
  });
});
