import { Accounts, accountsCoreModule } from '@kickoff/accounts-core';
import { CaptchaPrompt, LoginFlow, authCoreModule, authFlowsModule } from '@kickoff/auth-core';
import { BalanceRefresher, CashoutService, CouponPicks, CouponPlacer, CouponPlacingLoader, CouponService, CouponSettingsService, ONE_CLICK_NOT_LOADED_KEY, couponCashoutModule, couponCoreModule, couponPicksModule, couponShellModule } from '@kickoff/coupon-core';
import { LimitsHeadroom } from '@kickoff/limits-core';
import { CashoutApi } from '@kickoff/contracts';
import { CaptchaSolver, httpClientModule } from '@kickoff/http-client';
import { createTestPlatform, platformModule } from '@kickoff/platform';
import { AuthStatusService, COUPON_REMINDER_MESSAGE_KEY, CouponReminderService, NotificationsService, ShellEnvironment, ShellHost, SiteConfigStore, shellCoreModule } from '@kickoff/shell-core';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { ModalStore } from '../shell/modal.store';
import { webFeaturesModule } from './features.module';

function aWebContainer(platform = createTestPlatform(), coupon = couponCoreModule) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(platformModule(platform), httpClientModule({ baseUrl: 'http://127.0.0.1:1' }), shellCoreModule, coupon, accountsCoreModule, authCoreModule, authFlowsModule, webFeaturesModule);
  container.bind(ModalStore).toSelf().inSingletonScope();
  container.bind(ShellEnvironment).toConstantValue({ origin: 'http://127.0.0.1', userAgent: 'test' });
  container.bind(ShellHost).toConstantValue({ currentPage: () => ({ path: '/en/', requiresAuth: false, homePath: '/en/' }), navigate: () => undefined, reload: () => undefined } as never);
  return container;
}

describe('webFeaturesModule', () => {
  it("tells the player through the shell's notices when a one-click press cannot load the coupon's placing, keeps the pick, and loads again on the next press (issue 20)", async () => {
    const platform = createTestPlatform();
    const container = aWebContainer(platform, couponPicksModule);
    let asked = 0;
    container.bind(CouponPlacingLoader).toConstantValue({
      load: () => {
        asked++;
        return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      },
    });
    const notifications = container.get(NotificationsService);
    const picks = container.get(CouponPicks);
    container.get(CouponSettingsService).update({ isActiveOneClick: true, oneClickAmount: 5 });
    const bet = {
      id: 'line-1',
      market: { id: 7, coef: 2.1, kind: 1, sportId: 1, typeId: 1, isLive: false, gameId: 11, champId: 5 },
      blockId: 0,
      statusId: -2,
      typeId: 1,
      game: { isFinished: false, isLiveInLive: false, statusId: 0, timeSec: 0 },
      isBlocked: false,
      isDepend: false,
      isBannedExpress: false,
      isDisabledBanker: false,
      isBanker: false,
    };
    await picks.press(bet);
    expect(notifications.visible.map((item) => [item.type, item.messageKey])).toEqual([['error', ONE_CLICK_NOT_LOADED_KEY]]);
    expect(picks.bets.map((pick) => pick.id)).toEqual(['line-1']);
    // the next press loads again; failing again, it says so again (the pick stays, once)
    await picks.press(bet);
    expect(asked).toBe(2);
    expect(notifications.visible.map((item) => item.messageKey)).toEqual([ONE_CLICK_NOT_LOADED_KEY, ONE_CLICK_NOT_LOADED_KEY]);
    expect(picks.bets.map((pick) => pick.id)).toEqual(['line-1']);
    // the notices close by themselves like every error (10 s)
    platform.clock.advanceBy(10_000);
    expect(notifications.visible).toEqual([]);
  });

  it('ties the one coupon reminder (shell-core) to the coupon: a bet added mid-session gets its notification 30 s later (document 001 §4)', () => {
    const platform = createTestPlatform();
    const container = aWebContainer(platform);
    const reminder = container.get(CouponReminderService);
    const notifications = container.get(NotificationsService);
    reminder.start();
    platform.clock.advanceBy(900_000);
    const coupon = container.get(CouponService);
    coupon.addBet({
      id: 'live-1',
      market: { id: 1, coef: 1.9, kind: 1, sportId: 1, typeId: 1, isLive: true, gameId: 10, champId: 5 },
      blockId: 0,
      statusId: -2,
      typeId: 1,
      game: { isFinished: false, isLiveInLive: false, statusId: 2, timeSec: 600 },
      isBlocked: false,
      isDepend: false,
      isBannedExpress: false,
      isDisabledBanker: false,
      isBanker: false,
    });
    platform.clock.advanceBy(29_999);
    expect(notifications.visible).toEqual([]);
    platform.clock.advanceBy(1);
    expect(notifications.visible.map((item) => item.messageKey)).toEqual([COUPON_REMINDER_MESSAGE_KEY]);
    reminder.dispose();
  });

  it('with the cores, resolves every service the coupon panel, the header account and the modals use', () => {
    const container = aWebContainer();
    for (const id of [CouponService, CouponPlacer, CouponReminderService, Accounts, AuthStatusService, SiteConfigStore, CouponSettingsService, CaptchaPrompt, LoginFlow]) {
      expect(container.get(id as never)).toBeDefined();
    }
    // The composition root makes the captcha prompt the HTTP client's solver; it reaches the captcha calls only when asked (no cycle).
    container.bind(CaptchaSolver).toService(CaptchaPrompt);
    expect(container.get(CaptchaSolver)).toBe(container.get(CaptchaPrompt));
  });
  it('after an accepted placing reads the balance, the stake-limit headroom and the open bets again (the coupon just placed is listed at once)', async () => {
    const container = aWebContainer();
    const accounts = { refresh: vi.fn(async () => undefined) };
    const headroom = { refresh: vi.fn(async () => undefined) };
    const offers = { getOffers: vi.fn(async () => ({ offers: [] })) };
    container.unbind(Accounts);
    container.bind(Accounts).toConstantValue(accounts as never);
    container.unbind(CashoutApi);
    container.bind(CashoutApi).toConstantValue(offers as never);
    container.bind(LimitsHeadroom).toConstantValue(headroom as never);
    const cashout = container.get(CashoutService);
    expect(cashout.offers).toBeNull();
    await container.get(BalanceRefresher).refresh();
    expect(accounts.refresh).toHaveBeenCalledTimes(1);
    expect(headroom.refresh).toHaveBeenCalledTimes(1);
    expect(offers.getOffers).toHaveBeenCalledTimes(1);
    expect(cashout.offers).toEqual([]);
  });
  it('before cash-out and limits-core are loaded (no view of the open bets or of limits was shown) an accepted placing reads the balance, and the headroom and the open bets once they are (issue 20)', async () => {
    const container = aWebContainer(createTestPlatform(), couponShellModule);
    const accounts = { refresh: vi.fn(async () => undefined) };
    const headroom = { refresh: vi.fn(async () => undefined) };
    const offers = { getOffers: vi.fn(async () => ({ offers: [] })) };
    container.unbind(Accounts);
    container.bind(Accounts).toConstantValue(accounts as never);
    container.unbind(CashoutApi);
    container.bind(CashoutApi).toConstantValue(offers as never);
    expect(container.isBound(CashoutService)).toBe(false);
    expect(container.isBound(LimitsHeadroom)).toBe(false);
    await container.get(BalanceRefresher).refresh();
    expect(accounts.refresh).toHaveBeenCalledTimes(1);
    expect(offers.getOffers).not.toHaveBeenCalled();
    container.bind(LimitsHeadroom).toConstantValue(headroom as never);
    container.load(couponCashoutModule);
    await container.get(BalanceRefresher).refresh();
    expect(accounts.refresh).toHaveBeenCalledTimes(2);
    expect(headroom.refresh).toHaveBeenCalledTimes(1);
    expect(offers.getOffers).toHaveBeenCalledTimes(1);
    expect(container.get(CashoutService).offers).toEqual([]);
  });
});
