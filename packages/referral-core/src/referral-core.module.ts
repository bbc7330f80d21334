import { ContainerModule } from 'inversify';
import { ReferralService } from './referral/referral.service';
import { BringFriendService } from './referral/bring-friend.service';

/**
 * Binds the `ReferralService` (a singleton; the class is its identifier). The app binds the
 * `MarketingConsent` port, e.g. to shell-core's `CookieConsentService`.
 */
export const referralCoreModule = new ContainerModule(({ bind }) => {
  bind(ReferralService).toSelf().inSingletonScope();
  // The bring-a-friend page (issue 14); needs `ReferralApi`.
  bind(BringFriendService).toSelf().inSingletonScope();
});
