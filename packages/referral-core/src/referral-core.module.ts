import { ContainerModule } from 'inversify';
import { ReferralService } from './referral/referral.service';

/**
 * Binds the `ReferralService` (a singleton; the class is its identifier). The app binds the
 * `MarketingConsent` port, e.g. to shell-core's `CookieConsentService`.
 */
export const referralCoreModule = new ContainerModule(({ bind }) => {
  bind(ReferralService).toSelf().inSingletonScope();
});
