import { Accounts, accountsCoreModule } from '@kickoff/accounts-core';
import { CaptchaPrompt, LoginFlow, authCoreModule } from '@kickoff/auth-core';
import { CouponPlacer, CouponReminderService, CouponService, CouponSettingsService, couponCoreModule } from '@kickoff/coupon-core';
import { CaptchaSolver, httpClientModule } from '@kickoff/http-client';
import { createTestPlatform, platformModule } from '@kickoff/platform';
import { AuthStatusService, ShellEnvironment, ShellHost, SiteConfigStore, shellCoreModule } from '@kickoff/shell-core';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ModalStore } from '../shell/modal.store';
import { webFeaturesModule } from './features.module';

describe('webFeaturesModule', () => {
  it('with the cores, resolves every service the coupon panel, the header account and the modals use', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(platformModule(createTestPlatform()), httpClientModule({ baseUrl: 'http://127.0.0.1:1' }), shellCoreModule, couponCoreModule, accountsCoreModule, authCoreModule, webFeaturesModule);
    container.bind(ModalStore).toSelf().inSingletonScope();
    container.bind(ShellEnvironment).toConstantValue({ origin: 'http://127.0.0.1', userAgent: 'test' });
    container.bind(ShellHost).toConstantValue({ currentPage: () => ({ path: '/en/', requiresAuth: false, homePath: '/en/' }), navigate: () => undefined, reload: () => undefined } as never);
    for (const id of [CouponService, CouponPlacer, CouponReminderService, Accounts, AuthStatusService, SiteConfigStore, CouponSettingsService, CaptchaPrompt, LoginFlow]) {
      expect(container.get(id as never)).toBeDefined();
    }
    // The composition root makes the captcha prompt the HTTP client's solver; it reaches the captcha calls only when asked (no cycle).
    container.bind(CaptchaSolver).toService(CaptchaPrompt);
    expect(container.get(CaptchaSolver)).toBe(container.get(CaptchaPrompt));
  });
});
