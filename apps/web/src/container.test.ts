import { Accounts, BetHistoryService, DepositFlow, VerificationService, accountsHistoryModule, accountsPagesModule } from '@kickoff/accounts-core';
import { CaptchaPrompt, LoginFlow, RegistrationFlow, SecurityService, authFlowsModule, authSecurityModule } from '@kickoff/auth-core';
import { BringFriendService, ReferralService, referralPagesModule } from '@kickoff/referral-core';
import { Limits, LimitsHeadroom, LimitsPage, RealityCheck, limitsPageModule, limitsShellModule } from '@kickoff/limits-core';
import { OverlayQueue } from '@kickoff/shell-core';
import { CasinoCatalogService, CasinoGameSession, MultiLiveService, SportsCatalogService, StatisticsService, TotoService, catalogCasinoModule, catalogSportsPagesModule, catalogTotoModule } from '@kickoff/catalog-core';
import { CashoutService, PromoStoreService, couponCashoutModule, couponPromoModule } from '@kickoff/coupon-core';
import { createTestPlatform } from '@kickoff/platform';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createAppContainer } from './container';
import { AreaContainer } from './shell/area-loaders';

describe('the composition root (issue 20: the pages\' services load with their areas)', () => {
  it('binds the services every page needs at start, and the casino\'s, the account and limits pages\' and the sign-in forms\' services only when an area or a modal brings them, each once', () => {
    const container = createAppContainer(createTestPlatform(Date.UTC(2026, 10, 26, 2)));
    expect(container.isBound(Accounts)).toBe(true);
    expect(container.isBound(Limits)).toBe(false);
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
    expect(container.isBound(LimitsPage)).toBe(true);
    expect(container.get(CasinoGameSession)).toBeInstanceOf(CasinoGameSession);

    // The office also brings My bets, the security page and bring-a-friend; the betting area My bets again (the printed coupon).
    areas.loadModules([accountsPagesModule, limitsShellModule, limitsPageModule, accountsHistoryModule, authSecurityModule, authFlowsModule, referralPagesModule]);
    areas.loadModules([accountsHistoryModule]);
    // The sign-in modals bring the sign-in flows again (features/feature-modules.ts).
    areas.loadModules([authFlowsModule]);
    expect(container.get(LoginFlow)).toBe(container.get(LoginFlow));
    expect(container.get(RegistrationFlow)).toBe(container.get(RegistrationFlow));

    // The betting and statistics areas bring the sports pages' services, toto's area its own.
    areas.loadModules([catalogSportsPagesModule]);
    areas.loadModules([catalogSportsPagesModule, catalogTotoModule]);
    expect(container.get(StatisticsService)).toBe(container.get(StatisticsService));
    expect(container.get(MultiLiveService)).toBeInstanceOf(MultiLiveService);
    expect(container.get(TotoService)).toBeInstanceOf(TotoService);

    // The views of the open bets (the coupon panel's, My bets') bring cash-out.
    areas.loadModules([couponCashoutModule]);
    expect(container.get(CashoutService)).toBe(container.get(CashoutService));
    // The coupon panel and the promo store and points areas bring the promo store.
    areas.loadModules([couponPromoModule]);
    expect(container.get(PromoStoreService)).toBe(container.get(PromoStoreService));
    expect(container.get(BetHistoryService)).toBe(container.get(BetHistoryService));
    expect(container.get(SecurityService)).toBeInstanceOf(SecurityService);
    expect(container.get(BringFriendService)).toBeInstanceOf(BringFriendService);
  });
});
