export {
  REFERRAL_DEFAULT_MAX_AGE_SECONDS,
  REFERER_ID_MAX_AGE_SECONDS,
  TAG_SHORT_MAX_AGE_SECONDS,
  TAG_LONG_MAX_AGE_SECONDS,
  REFERRAL_LINK_ID_MAX_AGE_SECONDS,
  PARTNER_ID_CLICK_MAX_AGE_SECONDS,
  PARTNER_ID_TAG_MAX_AGE_SECONDS,
  POSTBACK_WATCHER_SHORT_MAX_AGE_SECONDS,
  POSTBACK_WATCHER_LONG_MAX_AGE_SECONDS,
  SUBID_MAX_AGE_SECONDS,
  REFERRAL_VALUE_MAX_LENGTH,
  REFERRAL_COOKIE_NAMES,
  ALL_REFERRAL_COOKIE_NAMES,
  sanitizeReferralValue,
  readReferralQuery,
  hasReferralTags,
  tagValueMaxAgeSeconds,
  hasPartnerClick,
  partnerIdCookie,
  isPostbackFlag,
  postbackWatcherCookie,
  planReferralCookies,
  mayWriteReferralCookies,
  remainingMaxAgeSeconds,
} from './referral/referral.rules';
export { REFERRAL_QUERY_TAGS, type ReferralQueryTag, type ReferralQuery, type ReferralCookie, type HeldReferralCookie } from './referral/referral.types';
export { MarketingConsent } from './referral/marketing-consent.port';
export { ReferralService, REFERRAL_HELD_STORAGE_KEY, type ReferralCaptureOptions } from './referral/referral.service';
export { referralCoreModule } from './referral-core.module';
export { referralPagesModule } from './referral-pages.module';
export { ManualMarketingConsent } from './testing/manual-marketing-consent';
export { registrationReferralOf } from './referral/registration-tags';
export { BringFriendService, connectBringFriend, referralLink, type BringFriendView } from './referral/bring-friend.service';
