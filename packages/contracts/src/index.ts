export { ErrorBody, ErrorCode, ApiError, isApiError, validationErrorBody, CANCELLED_STATUS, NETWORK_ERROR_STATUS } from './common/errors';
export { defineCall, buildPath, Headers, type CallSpec, type HttpMethod } from './common/call';
export { LanguageCode, FALLBACK_LANGUAGE } from './common/language';
export { INT32_MAX } from './common/bounds';
// prettier-ignore
export {
  SiteConfig, SiteConfigQuery, SiteLanguage, MaintenanceConfig, JurisdictionCode, CouponTypeId, HealthResponse, getSiteConfigCall,
  getHealthCall,
} from './site-config/site-config.schemas';
export { SiteConfigApi } from './site-config/site-config.api';
// prettier-ignore
export {
  SentCouponTypeId, ChangeCoefAction, Coef, CouponMarket, CouponGame, CouponBet, WireAmount, PlacingRequestId, PlaceCouponRequest,
  CouponRejectCode, RejectedBet, AcceptedCoupon, RejectedCoupon, PlaceCouponResponse, PlacingOutcomeParams, PlacingOutcomeResponse,
  LoadCouponParams, LoadedCoupon, placeCouponCall, getPlacingOutcomeCall, loadCouponCall,
} from './coupon/coupon.schemas';
export { CouponApi } from './coupon/coupon.api';
// prettier-ignore
export {
  CashoutUnavailableReason, CashoutOfferBet, CashoutOffer, CashoutOffersResponse, CashoutRequest, CashoutRejectCode, CashoutAccepted,
  CashoutRejected, CashoutResponse, getCashoutOffersCall, cashoutCall,
} from './coupon/cashout.schemas';
export { CashoutApi } from './coupon/cashout.api';
// prettier-ignore
export {
  PromoEffect, PromoProduct, PromoCodeStatus, PromoCode, PromoStore, BuyPromoRequest, BuyPromoResponse, PointsReason, PointsEntry,
  PointsOverview, DevGrantPointsRequest, DevPointsParams, getPointsCall, getPromoStoreCall, buyPromoCall, devGrantPointsCall,
} from './promo/promo.schemas';
export { PromoApi } from './promo/promo.api';
// prettier-ignore
export {
  FeedSection, GameStatus, MarketGroupId, MarketKind, FeedMarket, SelectionType, FeedMarketGroup, FeedGame, FeedGameDetail, MenuChamp,
  MenuSport, SportsMenuQuery, SportsMenu, ChampGamesQuery, ChampParams, ChampGames, GameParams, LiveGamesQuery, LiveGames, ResultsQuery,
  GameResults, getSportsMenuCall, getChampGamesCall, getGameCall, getLiveGamesCall, getResultsCall, CHAMPS_GAMES_MAX, ChampsGamesQuery,
  ChampsGames, getChampsGamesCall, MainLine, MainLines,
} from './feed/feed.schemas';
export { FeedApi, type FeedResult, type FeedReadOptions, type LiveStream, type LiveStreamListener } from './feed/feed.api';
export { LiveGameState, LiveMarketState, LiveDelta, LiveDeltaQuery, getLiveDeltaCall, LIVE_STREAM_PATH, LIVE_STREAM_EVENT, LiveStreamQuery, applyLiveDelta, withLiveState, liveDeltaBetween, liveListAt, type LiveListAt } from './feed/feed.live';
export { SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH, SearchQuery, SearchSport, SearchChamp, SearchGame, SearchTeam, SearchResults, searchFeedCall } from './feed/search.schemas';
export { SearchApi } from './feed/search.api';
export { MAX_FAVOURITES, FavouriteKind, Favourite, FavouritesResponse, SetFavouriteRequest, MergeFavouritesRequest, getFavouritesCall, setFavouriteCall, mergeFavouritesCall } from './feed/favourites.schemas';
export { FavouritesApi } from './feed/favourites.api';
// prettier-ignore
export {
  CasinoCategorySlug, CasinoGameTag, CasinoCategory, CasinoProvider, CasinoGame, CasinoCategoriesResponse, CasinoProvidersResponse,
  MAX_CASINO_PAGE_SIZE, CasinoGamesQuery, CasinoGamesPage, CasinoGameParams, CasinoFavourites, CasinoLaunch, CasinoRoundRequest,
  CasinoRoundResult, getCasinoCategoriesCall, getCasinoProvidersCall, getCasinoGamesCall, getCasinoGameCall, getCasinoFavouritesCall, CasinoRecentGames, getCasinoRecentGamesCall,
  addCasinoFavouriteCall, removeCasinoFavouriteCall, launchCasinoGameCall, playCasinoRoundCall,
} from './casino/casino.schemas';
export { CasinoApi } from './casino/casino.api';
// prettier-ignore
export {
  DemoId, CasinoGameKind, CasinoRouletteBet, CasinoBet, CasinoOutcome, CasinoPlayMode, CasinoPlay, CasinoFairness, CasinoSlotTable,
  CasinoTable, CasinoDemoQuery, CasinoDemoSession, CasinoPlayRequest, CasinoRoundParams, CasinoActionRequest, CasinoClientSeedRequest,
  CasinoRotation, CasinoVerification, startCasinoDemoCall, getCasinoTableCall, playCasinoGameCall, actCasinoRoundCall,
  setCasinoClientSeedCall, rotateCasinoSeedCall, getCasinoVerificationCall, CasinoJackpotPool, CasinoJackpots, getCasinoJackpotsCall,
  CasinoTournamentRow, CasinoTournament, CasinoTournaments, CasinoTournamentParams, getCasinoTournamentsCall, getCasinoTournamentCall,
} from './casino/casino-play.schemas';
export { CasinoPlayApi } from './casino/casino-play.api';
// prettier-ignore
export {
  HistoryPeriod, HISTORY_PERIOD_MS, HistoryCouponStatus, HistoryCouponType, HISTORY_TYPE_IDS, HistoryTotals, HistorySport, BetHistoryQuery,
  HistoryBet, HistoryCoupon, BetHistoryPage, HistoryCouponParams,
  getBetHistoryCall, getHistoryCouponCall,
} from './history/history.schemas';
export { HistoryApi } from './history/history.api';
// prettier-ignore
export {
  SessionCheckResponse, DisconnectReason, DisconnectRequest, DisconnectResponse, AppVersionResponse, TermsStatusResponse, sessionCheckCall,
  disconnectCall, appVersionCall, termsStatusCall,
} from './session/session.schemas';
export { AuthStatusApi, AppVersionApi, TermsStatusApi, type AuthStatus } from './session/session.api';
// prettier-ignore
export {
  CookiesAgreeType, CookieAgreementRequest, CookieAgreementResponse, ConsentUpdate, ConsentUpdateResponse, cookieAgreementCall,
  consentUpdateCall,
} from './consent/consent.schemas';
export { ConsentApi } from './consent/consent.api';
// prettier-ignore
export {
  RemoteViewData, RemoteViewAppName, RemoteViewComponent, RemoteViewComponentsBody, RemoteViewQuery, RemoteViewParams, RemoteViewHeaders,
  REMOTE_VIEW_PATH, REMOTE_VIEW_COMPONENT_NAME_MAX, REMOTE_VIEW_COMPONENTS_MAX, REMOTE_VIEW_PATH_SEGMENTS_MAX, REMOTE_VIEW_PATH_LENGTH_MAX,
  buildRemoteViewPath, getRemoteViewCall, postRemoteViewCall,
} from './remote-views/remote-views.schemas';
export { RemoteViewApi, type RemoteViewRequest } from './remote-views/remote-views.api';
// prettier-ignore
export {
  PageUrl, RedirectRule, RedirectLightBody, RedirectResponse, redirectLightCall, BlockBody, BlockData, BlockResponse, blockCall, DictionaryId,
  DictionaryParams, Dictionary, getDictionaryCall,
} from './pages/pages.schemas';
export { RedirectApi, BlockApi, DictionaryApi } from './pages/pages.api';
// prettier-ignore
export {
  LIMITS_V3_BASE, SELF_EXCLUSION_BASE, LimitTypeCode, LimitType, LimitState, Limit, LimitMeasure, AvailableLimit, SelfExcludeReason,
  LimitInput, SaveLimitsRequest, LimitQuestion, SaveLimitsStatus, SaveLimitsResponse, LimitErrorDetails, LimitsResponse,
  AvailableLimitsResponse, SelfExcludeReasonsResponse, TestAnswersRequest, TestAnswersResponse, LimitAction, LimitActionRequest,
  LimitActionResponse, DeleteLimitQuery, PingResponse, BlockUserRequest, BlockUserResponse, getLimitsCall, saveLimitsCall,
  getAvailableLimitsCall, getSelfExcludeReasonsCall, submitTestAnswersCall, limitActionCall, deleteLimitCall, pingCall, blockUserCall,
} from './limits/limits.schemas';
export { LimitsApi } from './limits/limits.api';
// prettier-ignore
export {
  ActivationTypeCode, ActivationType, UserData, ProtectionMethods, UserConfig, UserConfigResponse, RealityCheckAction, RealityCheckRequest,
  UserSuccessResponse, BonusPopupInformation, BonusPopupInformationResponse, TermsItem, AgreementRulesQuery, AgreementRulesResponse,
  ConfirmTermsRequest, AvailablePartitionsResponse, getUserConfigCall, postRealityCheckCall, getBonusPopupInformationCall,
  getAgreementRulesCall, confirmTermsCall, publishTermsCall, resetTermsConfirmationCall, PublishTermsRequest, PublishTermsResponse,
  listAvailablePartitionsCall, type UserConfigInput,
} from './user/user.schemas';
// prettier-ignore
export {
  SecurityErrorCode, ChangePasswordRequest, ChangePasswordResponse, SecuritySession, SessionsResponse, LoginHistoryResponse, SessionIdParams,
  EndSessionResponse, TwoStepRequest, TwoStepResponse, PhoneCodeRequest, PhoneCodeResponse, BindPhoneRequest, BindPhoneResponse, UserSettings,
  StopNewsletterRequest, StopNewsletterResponse, DevBanRequest, DevUserParams, changePasswordCall, listSessionsCall, endSessionCall,
  loginHistoryCall, setTwoStepCall, sendPhoneCodeCall, bindPhoneCall, getSettingsCall, saveSettingsCall, stopNewsletterCall, devSetBanCall,
  SaveProfileRequest, ProfileResponse, getProfileCall, saveProfileCall, EmailActivationRequest, EmailActivationResponse, ActivateRequest,
  ActivateResponse, requestEmailActivationCall, activateCall,
} from './user/security.schemas';
export { SecurityApi, SettingsApi } from './user/security.api';
export { UserApi } from './user/user.api';
// prettier-ignore
export {
  AccountTypeCode, AccountType, Account, Bonus, AccountConversionStatus, AccountsData, AccountsVariant, Currency, AvailableCurrenciesResponse,
  AddCurrencyAccountRequest, RemoveCurrencyAccountRequest, CurrencyAccountMessage, SwitchAccountRequest, getAccountsV1Call, getAccountsV2Call,
  addCurrencyAccountCall, removeCurrencyAccountCall, switchActiveAccountCall, getAvailableCurrenciesCall, type AccountsDataInput,
} from './accounts/accounts.schemas';
export { AccountsApi } from './accounts/accounts.api';
// prettier-ignore
export {
  RegistrationType, NewPassword, Password,
  Email, PhoneNumber, PhoneCountryCode, CurrencyIso, ReturnUrl, SmsCode, IsoDate, FastRegistrationRequest, PhoneRegistrationRequest,
  FullRegistrationRequest, RegistrationResponse, DeviceComponents, LoginRequest, PhoneLoginRequest, SmsLoginRequest, TwoStepLoginRequest,
  LoginResponse, SmsPurpose, SendSmsRequest, SendSmsResponse, CaptchaChallenge, CaptchaTimeQuery,
  CaptchaTimeResponse, CaptchaValidateRequest, CaptchaValidateResponse, CaptchaProofOfWork, PhoneCountry, PhoneCountriesQuery,
  PhoneCountriesResponse, PhoneMask, PhoneMasksResponse, GoogleOneTapRequest, GoogleOneTapResponse, GoogleClientIdResponse, AUTH_BASE,
  registerFastCall, registerPhoneCall, registerFullCall, loginCall, loginByPhoneCall, loginBySmsCall, loginTwoStepCall, sendSmsCall,
  captchaUpdateCall, captchaGetTimeCall, captchaValidateCall, getPhoneCountriesCall, getPhoneMasksCall,
  googleOneTapCall, googleClientIdCall, PasswordResetRequest, PasswordResetRequestResponse, ResetToken, PasswordResetConfirm,
  PasswordResetConfirmResponse, EmailOutboxMessage, EmailOutboxQuery, EmailOutboxResponse, requestPasswordResetCall, confirmPasswordResetCall,
  emailOutboxCall,
} from './auth/auth.schemas';
// issue 20: what every page's HTTP client needs of auth, without the sign-in forms' schemas.
export { CaptchaErrorCode, CAPTCHA_ERROR_CODES, FINGERPRINT_ERROR_CODE, TERMS_EXCEPTION_CODE, AuthErrorCode, captchaHeaderValue, proofOfWorkInput, hasLeadingZeroBits } from './auth/auth.codes';
export { GetTokenQuery, TokenResponse, getTokenCall, getSessionCall } from './auth/token.schemas';
export { AuthApi, CaptchaApi, PhoneApi } from './auth/auth.api';
export { birthDateError, isoDateOf } from './auth/birth-date';
// prettier-ignore
export {
  ConfigGroupName, ConfigGroupsQuery, ConfigGroupsResponse, CONFIG_GROUP_CACHE_MIN_SECONDS, CONFIG_GROUP_CACHE_MAX_SECONDS,
  getConfigGroupsCall, getMaintenanceCall,
} from './config/config.schemas';
export { ConfigGroupsApi } from './config/config.api';
// prettier-ignore
export {
  ClientPaymentId, CreatePaymentRequestBody, FINAL_PAYMENT_STATUSES, HistoryType, LedgerEntryType, MAX_HISTORY_PAGE_SIZE, MAX_PAYMENT_MINOR,
  MAX_REQUEST_MESSAGE_LENGTH, MIN_REQUEST_MESSAGE_LENGTH, MethodBounds, PROVIDER_SIGNATURE_HEADER, Payment, PaymentHistoryItem,
  PaymentHistoryQuery, PaymentHistoryResponse, PaymentKind, PaymentLookupQuery, PaymentMethod, PaymentMethodsResponse, PaymentParams,
  PaymentRequest, PaymentRequestStatus, PaymentRequestTopic, PaymentRequestTopicsResponse, PaymentRequestsResponse, PaymentResponse,
  PaymentStatus, PaymentSupportRequest, PaymentsListResponse, PaymentsQuery, ProviderCallback, SettlePaymentBody, cancelPaymentCall,
  createPaymentRequestCall, depositCall, devSettlePaymentCall, getPaymentCall, listPaymentRequestsCall, listPaymentsCall, paymentHistoryCall,
  paymentMethodsCall, paymentRequestTopicsCall, providerCallbackCall, withdrawCall,
} from './payments/payments.schemas';
export { PaymentsApi } from './payments/payments.api';
// prettier-ignore
export {
  VerificationType, VERIFICATION_MIME_TYPES, VerificationMimeType, VERIFICATION_MAX_BYTES, VerificationDocumentStatus,
  VerificationRejectReason, VerificationDocument, VerificationOverview, UploadVerificationDocumentRequest, DevReviewDocumentRequest,
  getVerificationCall, uploadVerificationDocumentCall, devReviewDocumentCall,
} from './office/verification.schemas';
export { RegistrationReferral, InvitedFriend, ReferralOverview, DevAttribution, getReferralCall, devAttributionCall } from './office/referral.schemas';
export { VerificationApi, ReferralApi, SupportApi } from './office/office.api';
export { BonusKind, BonusStatus, BonusOffer, PlayerBonus, BonusOverview, BonusOptInRequest, getBonusesCall, optInBonusCall, cancelBonusCall, CashbackProgramme, CashbackClaim, CashbackOverview, getCashbackCall, claimCashbackCall, RewardKind, Reward, RewardsOverview, getRewardsCall } from './office/bonus.schemas';
export { BonusApi } from './office/bonus.api';
// prettier-ignore
export {
  SupportTopic, SUPPORT_ATTACHMENT_MAX_BYTES, SupportAttachmentInput, NewSupportRequest, SupportMessage, SupportRequest,
  SupportRequestsResponse, DevSupportReplyRequest, getSupportRequestsCall, createSupportRequestCall, devSupportReplyCall, markSupportReadCall,
} from './office/support.schemas';
// prettier-ignore
export {
  USER_QUESTION_MAX_OPTIONS, UserQuestion, UserQuestionsResponse, AnswerUserQuestionRequest, UserQuestionParams, DevAskUserQuestionRequest,
  getUserQuestionsCall, answerUserQuestionCall, devAskUserQuestionCall, UserQuestionApi,
} from './office/user-question.schemas';
// prettier-ignore
export {
  SeoCustomCanonical, SeoMeta, SeoPageData, SeoContent, SeoAlternate, SeoPageQuery, SeoPageResponse, getSeoPageCall,
} from './seo/seo.schemas';
export { SeoApi } from './seo/seo.api';
// prettier-ignore
export {
  FormResult, PointsRule, StatChamp, StatGame, StandingRow, ChampStatistics, StatChampListItem, StatChampList, StatChampParams,
  HeadToHeadQuery, HeadToHeadSide, HeadToHead, TeamParams, TeamStatistics, ChampionType, ChampionStatistics, ChampionParams,
  GameEventKind, GameEvent, MatchCentre, MatchCentreParams, getStatChampsCall, getChampStatisticsCall, getHeadToHeadCall,
  getTeamStatisticsCall, getChampionCall, getMatchCentreCall,
} from './statistics/statistics.schemas';
export { StatisticsApi } from './statistics/statistics.api';
export { AppPreferences, PreferencesApi, getPreferencesCall, savePreferencesCall } from './user/preferences.schemas';
export {
  DOCUMENT_PREFERENCES_COOKIE, documentPreferencesCookieValue, parseDocumentPreferencesCookie, type DocumentPreferencesCookie,
} from './user/document-preferences.cookie';
// prettier-ignore
export {
  TotoOutcomeSchema, TotoEvent, TotoPoolClass, TotoPool, TotoDraw, TotoRules, TotoDraws, TotoDrawsQuery, TotoResults, PlaceTotoCouponRequest,
  TotoCoupon, TotoCoupons, getTotoDrawsCall, getTotoResultsCall, placeTotoCouponCall, getTotoCouponsCall,
} from './toto/toto.schemas';
export { TotoApi } from './toto/toto.api';
// prettier-ignore
export {
  SHORT_DATE_TIME_OPTIONS, CALENDAR_TABLE_DAYS, datePartsBootPart, offsetHoursOfZone, plainShortDateTime, shortDateTimePartsOf, parseShortDateTimeParts,
  type DateTimePiece, type ShortDateTimeParts,
} from './boot/date-parts';
