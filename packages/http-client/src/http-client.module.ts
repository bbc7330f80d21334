import {
  AccountsApi,
  AppVersionApi,
  SeoApi,
  AuthApi,
  AuthStatusApi,
  BlockApi,
  CaptchaApi,
  CasinoApi,
  CasinoPlayApi,
  FeedApi,
  HistoryApi,
  ConfigGroupsApi,
  ConsentApi,
  CouponApi,
  CashoutApi,
  TotoApi,
  SearchApi,
  FavouritesApi,
  VerificationApi,
  ReferralApi,
  BonusApi,
  SupportApi,
  UserQuestionApi,
  PromoApi,
  DictionaryApi,
  LimitsApi,
  PaymentsApi,
  PhoneApi,
  RedirectApi,
  RemoteViewApi,
  SiteConfigApi,
  TermsStatusApi,
  UserApi,
  SecurityApi,
  SettingsApi,
  PreferencesApi,
  StatisticsApi,
} from '@kickoff/contracts';
import { Clock, CookieJar } from '@kickoff/platform';
import { ContainerModule } from 'inversify';
import { HttpAccountsApi, HttpLimitsApi, HttpUserApi } from './apis/http-account-apis';
import { HttpSecurityApi, HttpSettingsApi } from './apis/http-security-apis';
import { HttpPreferencesApi } from './apis/http-preferences-api';
import { HttpPaymentsApi } from './apis/http-payments-api';
import { HttpAuthApi, HttpCaptchaApi, HttpPhoneApi } from './apis/http-auth-api';
import { HttpCasinoApi, HttpFeedApi, HttpHistoryApi } from './apis/http-catalog-apis';
import { browserEventSource, EventSourceLiveStreams, LiveStreamOpener, type EventSourceFactory } from './apis/http-live-stream';
import { HttpCasinoPlayApi } from './apis/http-casino-play-api';
import { HttpCashoutApi } from './apis/http-cashout-api';
import { HttpTotoApi } from './apis/http-toto-api';
import { HttpSearchApi } from './apis/http-search-api';
import { HttpFavouritesApi } from './apis/http-favourites-api';
import { HttpReferralApi, HttpSupportApi, HttpVerificationApi } from './apis/http-office-apis';
import { HttpUserQuestionApi } from './apis/http-user-question-api';
import { HttpBonusApi } from './apis/http-bonus-api';
import { HttpPromoApi } from './apis/http-promo-api';
import { HttpBlockApi, HttpConfigGroupsApi, HttpCouponApi, HttpDictionaryApi, HttpRedirectApi, HttpRemoteViewApi } from './apis/http-config-apis';
import { HttpAppVersionApi, HttpAuthStatusApi, HttpConsentApi, HttpTermsStatusApi } from './apis/http-session-apis';
import { HttpSeoApi } from './apis/http-seo-api';
import { HttpStatisticsApi } from './apis/http-statistics-api';
import { ApiClient, type ApiClientOptions } from './client/api-client';
import { CaptchaSolver, FingerprintProvider, HttpClientEventHub, HttpClientEvents } from './client/ports';
import { SessionCheckLoader, SessionTextLoader, SiteConfigLoader } from './loaders/loaders';
import { HttpSiteConfigApi } from './site-config/http-site-config-api';
import { ServiceTokenProvider } from './token/service-token';
import { AxiosHttpTransport, HttpTransport, type AxiosTransportOptions } from './transport/http-transport';

/** Options of `httpClientModule`: the axios transport's and the client's. */
export type HttpClientModuleOptions = AxiosTransportOptions &
  Partial<ApiClientOptions> & {
    /** The live stream's Server-Sent Events (issue 20); the browser's `EventSource` when not given, none where it is missing. */
    eventSource?: EventSourceFactory;
  };

/**
 * Binds the HTTP client: the `ApiClient` pipeline as `HttpTransport` and an HTTP implementation of
 * every API interface of `contracts`, plus `HttpClientEvents`, the service-token provider and the
 * loaders. Needs `Clock` and `CookieJar` (platformModule); `CaptchaSolver` and
 * `FingerprintProvider` are optional ports the app may bind.
 */
export function httpClientModule(options: HttpClientModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const raw = new AxiosHttpTransport(options);
    const hub = new HttpClientEventHub();
    bind(HttpClientEvents).toConstantValue(hub);
    bind(ServiceTokenProvider)
      .toDynamicValue((context) => new ServiceTokenProvider(raw, context.get(CookieJar), context.get(Clock)))
      .inSingletonScope();
    bind(HttpTransport)
      .toDynamicValue(
        (context) =>
          new ApiClient(
            {
              transport: raw,
              clock: context.get(Clock),
              tokens: context.get(ServiceTokenProvider),
              events: hub,
              captchaSolver: context.get(CaptchaSolver, { optional: true }),
              fingerprint: context.get(FingerprintProvider, { optional: true }),
            },
            { appMarker: options.appMarker ?? 'kickoff-web', ...(options.hd ? { hd: options.hd } : {}), ...(options.random ? { random: options.random } : {}) },
          ),
      )
      .inSingletonScope();
    bind(SiteConfigLoader)
      .toDynamicValue((context) => new SiteConfigLoader(context.get(HttpTransport), context.get(Clock)))
      .inSingletonScope();
    bind(SessionCheckLoader)
      .toDynamicValue((context) => new SessionCheckLoader(context.get(HttpTransport), context.get(Clock)))
      .inSingletonScope();
    bind(SessionTextLoader)
      .toDynamicValue((context) => new SessionTextLoader(context.get(HttpTransport), context.get(Clock)))
      .inSingletonScope();
    bind(SiteConfigApi).to(HttpSiteConfigApi).inSingletonScope();
    bind(ConfigGroupsApi).to(HttpConfigGroupsApi).inSingletonScope();
    bind(AuthApi).to(HttpAuthApi).inSingletonScope();
    bind(CaptchaApi).to(HttpCaptchaApi).inSingletonScope();
    bind(PhoneApi).to(HttpPhoneApi).inSingletonScope();
    bind(AuthStatusApi).to(HttpAuthStatusApi).inSingletonScope();
    bind(AppVersionApi).to(HttpAppVersionApi).inSingletonScope();
    bind(SeoApi).to(HttpSeoApi).inSingletonScope();
    bind(TermsStatusApi).to(HttpTermsStatusApi).inSingletonScope();
    bind(ConsentApi).to(HttpConsentApi).inSingletonScope();
    bind(LimitsApi).to(HttpLimitsApi).inSingletonScope();
    bind(UserApi).to(HttpUserApi).inSingletonScope();
    bind(SecurityApi).to(HttpSecurityApi).inSingletonScope();
    bind(SettingsApi).to(HttpSettingsApi).inSingletonScope();
    bind(PreferencesApi).to(HttpPreferencesApi).inSingletonScope();
    bind(AccountsApi).to(HttpAccountsApi).inSingletonScope();
    bind(PaymentsApi).to(HttpPaymentsApi).inSingletonScope();
    bind(RedirectApi).to(HttpRedirectApi).inSingletonScope();
    bind(BlockApi).to(HttpBlockApi).inSingletonScope();
    bind(DictionaryApi).to(HttpDictionaryApi).inSingletonScope();
    bind(RemoteViewApi).to(HttpRemoteViewApi).inSingletonScope();
    bind(CouponApi).to(HttpCouponApi).inSingletonScope();
    bind(CashoutApi).to(HttpCashoutApi).inSingletonScope();
    bind(TotoApi).to(HttpTotoApi).inSingletonScope();
    bind(SearchApi).to(HttpSearchApi).inSingletonScope();
    bind(FavouritesApi).to(HttpFavouritesApi).inSingletonScope();
    bind(VerificationApi).to(HttpVerificationApi).inSingletonScope();
    bind(ReferralApi).to(HttpReferralApi).inSingletonScope();
    bind(SupportApi).to(HttpSupportApi).inSingletonScope();
    bind(UserQuestionApi).to(HttpUserQuestionApi).inSingletonScope();
    bind(BonusApi).to(HttpBonusApi).inSingletonScope();
    bind(PromoApi).to(HttpPromoApi).inSingletonScope();
    bind(LiveStreamOpener).toConstantValue(new EventSourceLiveStreams(options.baseUrl, options.language, options.eventSource ?? browserEventSource));
    bind(FeedApi).to(HttpFeedApi).inSingletonScope();
    bind(CasinoApi).to(HttpCasinoApi).inSingletonScope();
    bind(CasinoPlayApi).to(HttpCasinoPlayApi).inSingletonScope();
    bind(HistoryApi).to(HttpHistoryApi).inSingletonScope();
    bind(StatisticsApi).to(HttpStatisticsApi).inSingletonScope();
  });
}
