import { ContainerModule } from 'inversify';
import { BringFriendService } from './referral/bring-friend.service';

/**
 * The bring-a-friend page (issue 14); needs `ReferralApi`. Loaded with the area that shows the
 * page (issue 20: not in the first page's JavaScript); its own module file, so the start's
 * referral module does not bring it.
 */
export const referralPagesModule = new ContainerModule(({ bind }) => {
  bind(BringFriendService).toSelf().inSingletonScope();
});
