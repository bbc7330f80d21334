export { ErrorBody, ErrorCode, ApiError, isApiError, validationErrorBody, CANCELLED_STATUS, NETWORK_ERROR_STATUS } from './common/errors';
export { defineCall, buildPath, Headers, type CallSpec, type HttpMethod } from './common/call';
export { LanguageCode, FALLBACK_LANGUAGE } from './common/language';
export {
  SiteConfig,
  SiteConfigQuery,
  SiteLanguage,
  MaintenanceConfig,
  CouponTypeId,
  HealthResponse,
  getSiteConfigCall,
  getHealthCall,
} from './site-config/site-config.schemas';
export { SiteConfigApi } from './site-config/site-config.api';
export {
  SessionCheckResponse,
  DisconnectReason,
  DisconnectRequest,
  DisconnectResponse,
  AppVersionResponse,
  TermsStatusResponse,
  sessionCheckCall,
  disconnectCall,
  appVersionCall,
  termsStatusCall,
} from './session/session.schemas';
export { AuthStatusApi, AppVersionApi, TermsStatusApi, type AuthStatus } from './session/session.api';
export {
  CookiesAgreeType,
  CookieAgreementRequest,
  CookieAgreementResponse,
  ConsentUpdate,
  ConsentUpdateResponse,
  cookieAgreementCall,
  consentUpdateCall,
} from './consent/consent.schemas';
export { ConsentApi } from './consent/consent.api';
export {
  RemoteViewData,
  RemoteViewAppName,
  RemoteViewComponent,
  RemoteViewComponentsBody,
  RemoteViewQuery,
  RemoteViewHeaders,
  REMOTE_VIEW_PATH,
  buildRemoteViewPath,
  getRemoteViewCall,
  postRemoteViewCall,
} from './remote-views/remote-views.schemas';
export { RemoteViewApi, type RemoteViewRequest } from './remote-views/remote-views.api';
export {
  PageUrl,
  RedirectRule,
  RedirectLightBody,
  RedirectResponse,
  redirectLightCall,
  BlockBody,
  BlockData,
  BlockResponse,
  blockCall,
  DictionaryId,
  DictionaryParams,
  Dictionary,
  getDictionaryCall,
} from './pages/pages.schemas';
export { RedirectApi, BlockApi, DictionaryApi } from './pages/pages.api';
