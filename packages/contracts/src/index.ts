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
