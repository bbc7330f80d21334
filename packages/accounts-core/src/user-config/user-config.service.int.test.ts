import { ApiError } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { createAccountsTestBed } from '../testing/accounts-test-container';
import { aUserConfig, flushPromises } from '../testing/fixtures';
import { UserConfigStore } from './user-config.service';

describe('UserConfigService wired (document 001 §4, §8)', () => {
  it('starts not installed, loads on sign-in and forgets on sign-out', async () => {
    const bed = createAccountsTestBed({ config: aUserConfig({ disallow_line_sport: [9, 2, 5], ban_level: 45, ban_version: 1, protection_level: 70 }) });
    const service = bed.container.get(UserConfigStore);
    service.start();
    expect(service).toMatchObject({ isInstalled: false, isLoaded: false, config: null });
    expect(bed.userApi.callCount('getUserConfig')).toBe(0);

    bed.currentUser.signIn(7);
    await flushPromises();
    expect(bed.userApi.callCount('getUserConfig')).toBe(1);
    expect(service).toMatchObject({ isInstalled: true, isLoaded: true });
    expect(service.config?.disallow_line_sport).toEqual([2, 5, 9]);
    expect(service.config?.user_hide_balance).toBe(true);
    expect(service.isBanned).toBe(true);
    expect(service.banNavigation({ isWithdrawal: true })).toBe('allow');
    expect(service.banNavigation({})).toBe('block_page');
    expect(service.protectionStatus).toBe('good');

    bed.currentUser.signOut();
    expect(service).toMatchObject({ isInstalled: false, isLoaded: false, config: null });
    service.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it("forgets the previous player's configuration when another player signs in directly (regression)", async () => {
    const bed = createAccountsTestBed({ config: aUserConfig({ ban_level: 45, ban_version: 1 }) });
    const service = bed.container.get(UserConfigStore);
    service.start();
    bed.currentUser.signIn(7);
    await flushPromises();
    expect(service.isBanned).toBe(true);

    bed.userApi.config = aUserConfig({ ban_level: 0 });
    bed.currentUser.signIn(8);
    expect(service).toMatchObject({ config: null, isLoaded: false });
    expect(service.isBanned).toBe(false);
    await flushPromises();
    expect(service).toMatchObject({ isLoaded: true });
    expect(service.config?.ban_level).toBe(0);
    expect(bed.userApi.callCount('getUserConfig')).toBe(2);
    service.dispose();
  });

  it('on failure resets both flags and logs, with no user message', async () => {
    const bed = createAccountsTestBed();
    const service = bed.container.get(UserConfigStore);
    expect(await service.load()).toBe(true);
    bed.userApi.failNext('getUserConfig', new ApiError(500, { code: 'internal_error', messageKey: 'main_error' }));
    expect(await service.load()).toBe(false);
    expect(service).toMatchObject({ isInstalled: false, isLoaded: false, config: null, isLoading: false });
    expect(bed.platform.logger.messages('error')).toEqual(['user config: load failed']);
  });

  it('on an empty result marks both false and logs', async () => {
    const bed = createAccountsTestBed({ config: null });
    const service = bed.container.get(UserConfigStore);
    expect(await service.load()).toBe(false);
    expect(service).toMatchObject({ isInstalled: false, isLoaded: false, config: null });
    expect(bed.platform.logger.messages('warn')).toEqual(['user config: empty result']);
  });

  it('install-loads only once', async () => {
    const bed = createAccountsTestBed();
    const service = bed.container.get(UserConfigStore);
    const [first, second] = await Promise.all([service.installLoad(), service.installLoad()]);
    expect([first, second]).toEqual([true, true]);
    expect(await service.installLoad()).toBe(true);
    expect(bed.userApi.callCount('getUserConfig')).toBe(1);
  });

  it('aborts an earlier load when a new one starts', async () => {
    const bed = createAccountsTestBed();
    const service = bed.container.get(UserConfigStore);
    bed.userApi.responseDelayMs = 1000;
    bed.userApi.config = aUserConfig({ user_name: 'first' });
    const first = service.load();
    bed.platform.clock.advanceBy(500);
    bed.userApi.config = aUserConfig({ user_name: 'second' });
    const second = service.load();
    expect(await first).toBe(false);
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    bed.platform.clock.advanceBy(1000);
    expect(await second).toBe(true);
    expect(service.config?.user_name).toBe('second');
    expect(bed.platform.logger.messages('error')).toEqual([]);
  });

  it('binds a phone: activation 1 -> 2 and phone binding on', async () => {
    const bed = createAccountsTestBed({ config: aUserConfig({ activation_type: 1, phone_number: '+385911234567' }) });
    const service = bed.container.get(UserConfigStore);
    await service.load();
    expect(service.needsPhoneActivation).toBe(true);
    service.bindPhone();
    expect(service.config?.activation_type).toBe(2);
    expect(service.config?.protection_methods.enable_phone_binding).toBe(true);
    expect(service.needsPhoneActivation).toBe(false);
  });

  it('dispose aborts a running load and leaves no timer', async () => {
    const bed = createAccountsTestBed({ userId: 3 });
    bed.userApi.responseDelayMs = 5000;
    const service = bed.container.get(UserConfigStore);
    service.start();
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    service.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    await flushPromises();
    expect(service.isLoaded).toBe(false);
  });
});
