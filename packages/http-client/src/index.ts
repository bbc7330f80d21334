export { AxiosHttpTransport, HttpTransport, MemorySessionCookies, toApiError, type AxiosTransportOptions, type CallArgs, type SessionCookieStore } from './transport/http-transport';
export { ApiClient, MAX_CAPTCHA_ATTEMPTS, MAX_FINGERPRINT_RETRIES, type ApiClientDeps, type ApiClientOptions } from './client/api-client';
export {
  CaptchaSolver,
  FingerprintProvider,
  HttpClientEvents,
  HttpClientEventHub,
  type CaptchaAnswer,
  type CaptchaRequest,
  type TermsConfirmationRequired,
} from './client/ports';
export { DEFAULT_RETRIES, RETRY_BASE_DELAY_MS, RETRY_JITTER, retryDelayMs, isTransient } from './client/retry';
export { ServiceTokenProvider, TOKEN_COOKIE, TOKEN_FETCH_SHARE_MS, TOKEN_DEFAULT_TTL_SECONDS, tokenExpiresAt } from './token/service-token';
export {
  SiteConfigLoader,
  SessionCheckLoader,
  SessionTextLoader,
  NO_SITE_CONFIG,
  SITE_CONFIG_RETRIES,
  SITE_CONFIG_RETRY_DELAY_MS,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_DELAY_MS,
  SESSION_LOAD_DELAY_MS,
} from './loaders/loaders';
export { HttpSiteConfigApi } from './site-config/http-site-config-api';
export { HttpAuthApi, HttpCaptchaApi, HttpPhoneApi } from './apis/http-auth-api';
export { HttpAuthStatusApi, HttpAppVersionApi, HttpTermsStatusApi, HttpConsentApi } from './apis/http-session-apis';
export { HttpSeoApi } from './apis/http-seo-api';
export { HttpLimitsApi, HttpUserApi, HttpAccountsApi } from './apis/http-account-apis';
export { HttpSecurityApi, HttpSettingsApi } from './apis/http-security-apis';
export { HttpPreferencesApi } from './apis/http-preferences-api';
export { HttpPaymentsApi } from './apis/http-payments-api';
export { HttpConfigGroupsApi, HttpRedirectApi, HttpBlockApi, HttpDictionaryApi, HttpRemoteViewApi } from './apis/http-config-apis';
export { HttpCouponApi } from './apis/http-coupon-api';
export { HttpCashoutApi } from './apis/http-cashout-api';
export { HttpTotoApi } from './apis/http-toto-api';
export { HttpSearchApi } from './apis/http-search-api';
export { HttpFavouritesApi } from './apis/http-favourites-api';
export { HttpVerificationApi, HttpReferralApi, HttpSupportApi } from './apis/http-office-apis';
export { HttpUserQuestionApi } from './apis/http-user-question-api';
export { HttpPromoApi } from './apis/http-promo-api';
export { HttpBonusApi } from './apis/http-bonus-api';
export { HttpFeedApi } from './apis/http-catalog-apis';
export { HttpCasinoApi } from './apis/http-casino-api';
export { HttpHistoryApi } from './apis/http-history-api';
export { browserEventSource, EventSourceLiveStreams, LiveStreamOpener, EVENT_SOURCE_CLOSED, type EventSourceFactory, type EventSourceLike, type EventSourceMessage } from './apis/http-live-stream';
export { HttpCasinoPlayApi } from './apis/http-casino-play-api';
export { HttpStatisticsApi } from './apis/http-statistics-api';
export { httpClientModule, type HttpClientModuleOptions } from './http-client.module';
