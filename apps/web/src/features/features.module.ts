import { AccountsSiteSettings, CurrentUser, accountsSiteSettingsFrom } from '@kickoff/accounts-core';
import { CaptchaApi } from '@kickoff/contracts';
import { CaptchaSolver } from '@kickoff/http-client';
import { AuthStatusService, SiteConfigStore } from '@kickoff/shell-core';
import { ContainerModule } from 'inversify';
import { CaptchaPrompt, CaptchaPromptId } from './auth/captcha-prompt.store';
import { OddsFormatStore, OddsFormatStoreId } from './coupon/odds-format.store';

/**
 * The web app's own bindings for the betting journey: the odds format choice, the captcha prompt
 * as the HTTP client's `CaptchaSolver`, and the ports accounts-core asks the app for (the signed-in
 * user from the shell's auth state, the accounts settings from the site configuration). The feed,
 * history and casino calls come from the HTTP client's module.
 */
export const webFeaturesModule = new ContainerModule(({ bind }) => {
  bind(OddsFormatStoreId).to(OddsFormatStore).inSingletonScope();
  bind(CaptchaPromptId)
    .toDynamicValue((context) => new CaptchaPrompt(() => context.get(CaptchaApi)))
    .inSingletonScope();
  bind(CaptchaSolver).toService(CaptchaPromptId);
  bind(CurrentUser)
    .toDynamicValue((context) => {
      const auth = context.get(AuthStatusService);
      return {
        get userId() {
          return auth.userId ?? null;
        },
      };
    })
    .inSingletonScope();
  bind(AccountsSiteSettings)
    .toDynamicValue((context) => {
      const siteConfig = context.get(SiteConfigStore);
      return accountsSiteSettingsFrom(() => siteConfig.config);
    })
    .inSingletonScope();
});
