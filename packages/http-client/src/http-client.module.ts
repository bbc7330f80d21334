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
import { HttpFeedApi } from './apis/http-catalog-apis';
import { browserEventSource, EventSourceLiveStreams, LiveStreamOpener, type EventSourceFactory } from './apis/http-live-stream';
import { HttpBlockApi, HttpConfigGroupsApi, HttpDictionaryApi, HttpRedirectApi, HttpRemoteViewApi } from './apis/http-config-apis';
import { HttpAppVersionApi, HttpAuthStatusApi, HttpConsentApi, HttpTermsStatusApi } from './apis/http-session-apis';
import { HttpSeoApi } from './apis/http-seo-api';
import { ApiClient, type ApiClientOptions } from './client/api-client';
import { CaptchaSolver, FingerprintProvider, HttpClientEventHub, HttpClientEvents } from './client/ports';
import { SessionCheckLoader, SessionTextLoader, SiteConfigLoader } from './loaders/loaders';
import { HttpSiteConfigApi } from './site-config/http-site-config-api';
import { lazyApi } from './lazy/lazy-api';
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
    bind(AuthApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-auth-api')).HttpAuthApi(context.get(HttpTransport)))).inSingletonScope();
    bind(CaptchaApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-auth-api')).HttpCaptchaApi(context.get(HttpTransport)))).inSingletonScope();
    bind(PhoneApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-auth-api')).HttpPhoneApi(context.get(HttpTransport)))).inSingletonScope();
    bind(AuthStatusApi).to(HttpAuthStatusApi).inSingletonScope();
    bind(AppVersionApi).to(HttpAppVersionApi).inSingletonScope();
    bind(SeoApi).to(HttpSeoApi).inSingletonScope();
    bind(TermsStatusApi).to(HttpTermsStatusApi).inSingletonScope();
    bind(ConsentApi).to(HttpConsentApi).inSingletonScope();
    // issue 20: the calls the first route does not make load their implementation and schemas on first use (lazyApi).
    bind(LimitsApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-account-apis')).HttpLimitsApi(context.get(HttpTransport)))).inSingletonScope();
    bind(UserApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-account-apis')).HttpUserApi(context.get(HttpTransport)))).inSingletonScope();
    bind(SecurityApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-security-apis')).HttpSecurityApi(context.get(HttpTransport)))).inSingletonScope();
    bind(SettingsApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-security-apis')).HttpSettingsApi(context.get(HttpTransport)))).inSingletonScope();
    bind(PreferencesApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-preferences-api')).HttpPreferencesApi(context.get(HttpTransport)))).inSingletonScope();
    bind(AccountsApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-account-apis')).HttpAccountsApi(context.get(HttpTransport)))).inSingletonScope();
    bind(PaymentsApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-payments-api')).HttpPaymentsApi(context.get(HttpTransport)))).inSingletonScope();
    bind(RedirectApi).to(HttpRedirectApi).inSingletonScope();
    bind(BlockApi).to(HttpBlockApi).inSingletonScope();
    bind(DictionaryApi).to(HttpDictionaryApi).inSingletonScope();
    bind(RemoteViewApi).to(HttpRemoteViewApi).inSingletonScope();
    // issue 20: placing and loading a coupon come with the coupon's placing (coupon-core), after the first pick
    bind(CouponApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-coupon-api')).HttpCouponApi(context.get(HttpTransport)))).inSingletonScope();
    bind(CashoutApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-cashout-api')).HttpCashoutApi(context.get(HttpTransport)))).inSingletonScope();
    bind(TotoApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-toto-api')).HttpTotoApi(context.get(HttpTransport)))).inSingletonScope();
    bind(SearchApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-search-api')).HttpSearchApi(context.get(HttpTransport)))).inSingletonScope();
    bind(FavouritesApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-favourites-api')).HttpFavouritesApi(context.get(HttpTransport)))).inSingletonScope();
    bind(VerificationApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-office-apis')).HttpVerificationApi(context.get(HttpTransport)))).inSingletonScope();
    bind(ReferralApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-office-apis')).HttpReferralApi(context.get(HttpTransport)))).inSingletonScope();
    bind(SupportApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-office-apis')).HttpSupportApi(context.get(HttpTransport)))).inSingletonScope();
    bind(UserQuestionApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-user-question-api')).HttpUserQuestionApi(context.get(HttpTransport)))).inSingletonScope();
    bind(BonusApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-bonus-api')).HttpBonusApi(context.get(HttpTransport)))).inSingletonScope();
    bind(PromoApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-promo-api')).HttpPromoApi(context.get(HttpTransport)))).inSingletonScope();
    bind(LiveStreamOpener).toConstantValue(new EventSourceLiveStreams(options.baseUrl, options.language, options.eventSource ?? browserEventSource));
    bind(FeedApi).to(HttpFeedApi).inSingletonScope();
    bind(CasinoApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-casino-api')).HttpCasinoApi(context.get(HttpTransport)))).inSingletonScope();
    bind(CasinoPlayApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-casino-play-api')).HttpCasinoPlayApi(context.get(HttpTransport)))).inSingletonScope();
    bind(HistoryApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-history-api')).HttpHistoryApi(context.get(HttpTransport)))).inSingletonScope();
    bind(StatisticsApi).toDynamicValue((context) => lazyApi(async () => new (await import('./apis/http-statistics-api')).HttpStatisticsApi(context.get(HttpTransport)))).inSingletonScope();
  });
}
