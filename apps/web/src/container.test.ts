import { AccountOperations, Accounts, BetHistoryService, DepositFlow, VerificationService, accountsHistoryModule, accountsPagesModule } from '@kickoff/accounts-core';
import { CaptchaPrompt, LoginFlow, RegistrationFlow, SecurityService, authFlowsModule, authSecurityModule } from '@kickoff/auth-core';
import { BringFriendService, ReferralService, referralPagesModule } from '@kickoff/referral-core';
import { Limits, LimitsHeadroom, LimitsPage, RealityCheck, limitsPageModule, limitsShellModule } from '@kickoff/limits-core';
import { OverlayQueue, ShellStartTasks, TermsConfirmFlow, shellTermsConfirmModule } from '@kickoff/shell-core';
import { CasinoCatalogService, CasinoGameSession, MultiLiveService, ResultsPages, SportsCatalogService, StatisticsService, TotoService, catalogCasinoModule, catalogResultsModule, catalogSportsPagesModule, catalogTotoModule } from '@kickoff/catalog-core';
import { CashoutService, CouponPicks, CouponPlacer, CouponService, CouponSettingsService, PromoStoreService, couponCashoutModule, couponPlacingModule, couponPromoModule } from '@kickoff/coupon-core';
import { Clock, Logger, createTestPlatform } from '@kickoff/platform';
import { Container } from 'inversify';
import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createAppContainer } from './container';
import { AreaContainer } from './shell/area-loaders';

/** A pre-match selection as an odds button makes it (catalog-core's `toCouponBet`). */
function aPick(id: string, marketId: number) {
  return {
    id,
    market: { id: marketId, coef: 1.85, kind: 1, sportId: 1, typeId: 1, isLive: false, gameId: 7, champId: 3 },
    blockId: 0,
    statusId: -2,
    typeId: 1,
    game: { isFinished: false, isLiveInLive: false, statusId: 1, timeSec: 0 },
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    isBanker: false,
  };
}

describe('the composition root (issue 20: the pages\' services load with their areas)', () => {
  it("lets the browser's shell start over tasks: each step resumes in a new task (issue 20)", async () => {
    const container = createAppContainer(createTestPlatform(Date.UTC(2026, 10, 26, 2)));
    vi.useFakeTimers();
    try {
      let resumed = false;
      const next = container.get(ShellStartTasks).next().then(() => void (resumed = true));
      await Promise.resolve();
      expect(resumed).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      await next;
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('binds the services every page needs at start, and the casino\'s, the account and limits pages\' and the sign-in forms\' services only when an area or a modal brings them, each once', () => {
    const container = createAppContainer(createTestPlatform(Date.UTC(2026, 10, 26, 2)));
    expect(container.isBound(Accounts)).toBe(true);
    expect(container.isBound(AccountOperations)).toBe(false);
    expect(container.isBound(Limits)).toBe(false);
    // issue 20: of the coupon, the picks (and settings) at start; its service and placing on the first pick or with its views
    expect(container.isBound(CouponPicks)).toBe(true);
    expect(container.isBound(CouponService)).toBe(false);
    expect(container.isBound(CouponPlacer)).toBe(false);
    expect(container.isBound(DepositFlow)).toBe(false);
    expect(container.isBound(VerificationService)).toBe(false);
    expect(container.isBound(LimitsPage)).toBe(false);
    expect(container.isBound(SportsCatalogService)).toBe(true);
    expect(container.isBound(CasinoCatalogService)).toBe(false);
    expect(container.isBound(StatisticsService)).toBe(false);
    expect(container.isBound(MultiLiveService)).toBe(false);
    expect(container.isBound(TotoService)).toBe(false);
    expect(container.isBound(CashoutService)).toBe(false);
    expect(container.isBound(PromoStoreService)).toBe(false);
    expect(container.isBound(CaptchaPrompt)).toBe(true);
    expect(container.isBound(LoginFlow)).toBe(false);
    expect(container.isBound(RegistrationFlow)).toBe(false);
    expect(container.isBound(ReferralService)).toBe(true);
    expect(container.isBound(BetHistoryService)).toBe(false);
    expect(container.isBound(SecurityService)).toBe(false);
    expect(container.isBound(BringFriendService)).toBe(false);
    expect(container.isBound(TermsConfirmFlow)).toBe(false);
    expect(container.isBound(ResultsPages)).toBe(false);

    const areas = container.get(AreaContainer);
    // The office brings both; the user area and the casino bring the account pages' module again.
    // issue 20: the shell's overlay queue is made before limits-core comes (with a signed-in
    // player's dialogs, the coupon's headroom, the casino or the limits page) and takes its dialogs in then.
    const queue = container.get(OverlayQueue);
    areas.loadModules([accountsPagesModule, limitsShellModule, limitsPageModule]);
    areas.loadModules([catalogCasinoModule, accountsPagesModule, limitsShellModule]);
    areas.loadModules([limitsShellModule]);
    expect(container.get(Limits)).toBe(container.get(Limits));
    expect(container.get(LimitsHeadroom)).toBe(container.get(LimitsHeadroom));
    expect(queue.waiting.realityCheck).toBe(false);
    runInAction(() => {
      container.get(RealityCheck).isOpen = true;
    });
    expect(queue.waiting.realityCheck).toBe(true);
    expect(queue.current).toBe('realityCheck');
    expect(container.get(DepositFlow)).toBe(container.get(DepositFlow));
    expect(container.get(VerificationService)).toBeInstanceOf(VerificationService);
    expect(container.get(AccountOperations)).toBe(container.get(AccountOperations));
    expect(container.isBound(LimitsPage)).toBe(true);
    expect(container.get(CasinoGameSession)).toBeInstanceOf(CasinoGameSession);

    // The office also brings My bets, the security page and bring-a-friend; the betting area My bets again (the printed coupon).
    areas.loadModules([accountsPagesModule, limitsShellModule, limitsPageModule, couponPlacingModule, accountsHistoryModule, authSecurityModule, authFlowsModule, referralPagesModule]);
    // the coupon service keeps its draft in the picks, and its placer takes the odds buttons' presses
    // once an area or a view brought it (a waiting odds change goes with the bet: the service removed it)
    const coupon = container.get(CouponService);
    const picks = container.get(CouponPicks);
    container.get(CouponSettingsService).setChangeCoefAction(0);
    coupon.addBet(aPick('office-1', 81));
    expect(coupon.draft).toBe(picks.draft);
    coupon.updateBet('office-1', { coef: 2.1 });
    expect(Object.keys(coupon.pendingCoefChanges)).toEqual(['office-1']);
    void picks.press(aPick('office-1', 81));
    expect(picks.bets).toEqual([]);
    expect(coupon.pendingCoefChanges).toEqual({});
    areas.loadModules([accountsHistoryModule]);
    // The sign-in modals bring the sign-in flows again (features/feature-modules.ts).
    areas.loadModules([authFlowsModule]);
    expect(container.get(LoginFlow)).toBe(container.get(LoginFlow));
    // The user area brings the confirm-terms page's flow.
    areas.loadModules([accountsPagesModule, authFlowsModule, shellTermsConfirmModule]);
    expect(container.get(TermsConfirmFlow)).toBe(container.get(TermsConfirmFlow));
    expect(container.get(RegistrationFlow)).toBe(container.get(RegistrationFlow));

    // The betting and statistics areas bring the sports pages' services, toto's area its own.
    areas.loadModules([catalogSportsPagesModule]);
    areas.loadModules([catalogSportsPagesModule, catalogTotoModule]);
    expect(container.get(StatisticsService)).toBe(container.get(StatisticsService));
    expect(container.get(MultiLiveService)).toBeInstanceOf(MultiLiveService);
    expect(container.get(TotoService)).toBeInstanceOf(TotoService);
    // The results area brings the results pages' service, on the catalogue of the start.
    areas.loadModules([catalogResultsModule]);
    const results = container.get(ResultsPages).open();
    expect(results.date).toBe('2026-11-26');
    results.dispose();

    // The views of the open bets (the coupon panel's, My bets') bring cash-out.
    areas.loadModules([couponCashoutModule]);
    expect(container.get(CashoutService)).toBe(container.get(CashoutService));
    // The coupon panel and the promo store and points areas bring the promo store.
    areas.loadModules([couponPlacingModule, couponPromoModule]);
    expect(container.get(PromoStoreService)).toBe(container.get(PromoStoreService));
    expect(container.get(BetHistoryService)).toBe(container.get(BetHistoryService));
    expect(container.get(SecurityService)).toBeInstanceOf(SecurityService);
    expect(container.get(BringFriendService)).toBeInstanceOf(BringFriendService);
  });

  it('puts the first pick into the coupon at once and loads the coupon\'s placing after it, whose placer then takes the presses (issue 20)', async () => {
    const container = createAppContainer(createTestPlatform(Date.UTC(2026, 10, 26, 2)));
    const picks = container.get(CouponPicks);
    const bet = aPick('pick-1', 71);
    void picks.press(bet);
    expect(picks.bets.map((pick) => pick.id)).toEqual(['pick-1']);
    expect(container.isBound(CouponService)).toBe(false);
    await vi.waitFor(() => expect(container.isBound(CouponPlacer)).toBe(true));
    const coupon = container.get(CouponService);
    expect(coupon.bets.map((pick) => pick.id)).toEqual(['pick-1']);
    // a moved price waits for the player's confirmation in the coupon service (document 000 §3, change-coef action 0: confirm every change)
    container.get(CouponSettingsService).setChangeCoefAction(0);
    coupon.updateBet('pick-1', { coef: 2.1 });
    expect(coupon.pendingCoefChanges['pick-1']).toEqual({ fromCoef: 1.85, toCoef: 2.1 });
    // the press goes through the placer, into the coupon service, which forgets the waiting change with the bet
    await picks.press(bet);
    expect(coupon.pendingCoefChanges).toEqual({});
    expect(coupon.bets).toEqual([]);
    expect(picks.bets).toEqual([]);
  });
});

describe('the browser start\'s container (issue 20: bound in tasks of its own)', () => {
  const boundNow = (container: Container, id: Parameters<Container['isBound']>[0]) => Container.prototype.isBound.call(container, id);

  it('binds the platform\'s ports at once, the shell\'s in the next task and the features\' in the one after, then answers as a plain container', () => {
    const platform = createTestPlatform(Date.UTC(2026, 10, 26, 2));
    // the start's tasks, run when the test says
    const tasks: Array<() => void> = [];
    const tasksClock: Clock = {
      now: () => platform.clock.now(),
      setTimeout: (run) => ({ timerId: tasks.push(run) }),
      setInterval: () => ({ timerId: 0 }),
      clearTimeout: () => undefined,
      clearInterval: () => undefined,
    };
    const container = createAppContainer(platform, undefined, { deferTo: tasksClock });
    expect(container.get(Clock)).toBe(platform.clock);
    expect(container.get(Logger)).toBe(platform.logger);
    expect(boundNow(container, OverlayQueue)).toBe(false);
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(boundNow(container, OverlayQueue)).toBe(true);
    // the shell's modules in one task, its ports and the areas' loaders in the next (issue 20)
    expect(boundNow(container, AreaContainer)).toBe(false);
    tasks.shift()?.();
    expect(boundNow(container, AreaContainer)).toBe(true);
    expect(boundNow(container, CouponPicks)).toBe(false);
    expect(Object.hasOwn(container, 'get')).toBe(true);
    tasks.shift()?.();
    expect(boundNow(container, CouponPicks)).toBe(true);
    expect(Object.hasOwn(container, 'get')).toBe(false);
    expect(tasks).toHaveLength(0);
    expect(container.get(OverlayQueue)).toBeInstanceOf(OverlayQueue);
  });

  it('binds what waits at once when anything else is read or rebound first, in the same order, and keeps a binding made meanwhile', () => {
    const platform = createTestPlatform(Date.UTC(2026, 10, 26, 2));
    const container = createAppContainer(platform, undefined, { deferTo: platform.clock });
    const Early = Symbol.for('j6-test-early');
    container.bind(Early).toConstantValue('kept');
    expect(boundNow(container, OverlayQueue)).toBe(false);
    expect(container.get(Early)).toBe('kept');
    expect(boundNow(container, OverlayQueue)).toBe(false);
    // the overlay queue reads the accounts' conversion reminder (a feature module's) when it is bound
    const queue = container.get(OverlayQueue);
    expect(boundNow(container, CouponPicks)).toBe(true);
    expect(container.get(Accounts)).toBeDefined();
    expect(queue.waiting.conversionReminder).toBe(false);
    expect(container.get(Early)).toBe('kept');
    // the task that was to bind the shell finds nothing left to bind
    platform.clock.advanceBy(0);
    expect(container.get(OverlayQueue)).toBe(queue);
    expect(platform.clock.pendingTimerCount()).toBe(0);

    const other = createAppContainer(platform, undefined, { deferTo: platform.clock });
    other.rebind(SportsCatalogService).toConstantValue({} as SportsCatalogService);
    expect(boundNow(other, OverlayQueue)).toBe(true);
    expect(other.getAll(SportsCatalogService)).toHaveLength(1);
  });

  it('binds everything at once without deferTo (tests, the server render)', () => {
    const container = createAppContainer(createTestPlatform(Date.UTC(2026, 10, 26, 2)));
    expect(boundNow(container, CouponPicks)).toBe(true);
    expect(Object.hasOwn(container, 'get')).toBe(false);
  });
});
