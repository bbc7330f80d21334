import type { ServiceIdentifier } from 'inversify';
import type {
  CaptchaChallenge,
  CaptchaValidateResponse,
  FastRegistrationRequest,
  FullRegistrationRequest,
  GoogleOneTapRequest,
  LoginRequest,
  LoginResponse,
  PhoneCountry,
  PhoneLoginRequest,
  PhoneMask,
  PasswordResetConfirm,
  PasswordResetConfirmResponse,
  PasswordResetRequest,
  PasswordResetRequestResponse,
  PhoneRegistrationRequest,
  RegistrationResponse,
  SendSmsRequest,
  SendSmsResponse,
  SmsLoginRequest,
  TokenResponse,
  TwoStepLoginRequest,
} from './auth.schemas';

/**
 * Registration and login (document 001 §7 "Auth wrappers"); every method rejects with `ApiError`.
 * Session check and disconnect are the `AuthStatusApi` of the session contracts.
 */
export interface AuthApi {
  registerFast(request: FastRegistrationRequest): Promise<RegistrationResponse>;
  registerPhone(request: PhoneRegistrationRequest): Promise<RegistrationResponse>;
  registerFull(request: FullRegistrationRequest): Promise<RegistrationResponse>;
  /** By e-mail or user id. */
  login(request: LoginRequest): Promise<LoginResponse>;
  loginByPhone(request: PhoneLoginRequest): Promise<LoginResponse>;
  loginBySms(request: SmsLoginRequest): Promise<LoginResponse>;
  loginTwoStep(request: TwoStepLoginRequest): Promise<LoginResponse>;
  sendSms(request: SendSmsRequest): Promise<SendSmsResponse>;
  /** Sends a reset link (e-mail) or code (SMS); the same answer whether the account exists or not. */
  requestPasswordReset(request: PasswordResetRequest): Promise<PasswordResetRequestResponse>;
  /** Sets the new password with the link's token or the SMS code; ends every session of the player. */
  confirmPasswordReset(request: PasswordResetConfirm): Promise<PasswordResetConfirmResponse>;
  /** `GET /web-api/user/gettoken?force_refresh=true`: a new service token. */
  getToken(signal?: AbortSignal): Promise<TokenResponse>;
  /** `GET /web-api/session` as text, never parsed as JSON. */
  getSession(signal?: AbortSignal): Promise<string>;
  /** Google One Tap sign-in (registers a `soc_reg` player the first time); 501 `google_one_tap_not_configured` unless a client id and Google signing keys are configured, 401 `invalid_google_credential`. */
  googleOneTap(request: GoogleOneTapRequest): Promise<{ redirectUrl: string }>;
  /** The configured Google client id; 501 `google_one_tap_not_configured` otherwise. */
  getGoogleClientId(signal?: AbortSignal): Promise<string>;
}

/** Container identifier of the `AuthApi`. */
export const AuthApi = Symbol.for('AuthApi') as ServiceIdentifier<AuthApi>;

/** The captcha calls (document 001 §7 "Captcha"). */
export interface CaptchaApi {
  /** A new challenge. */
  update(signal?: AbortSignal): Promise<CaptchaChallenge>;
  /** Seconds the challenge is still valid. */
  getTime(captchaId: string, signal?: AbortSignal): Promise<number>;
  /** Checks an answer; a wrong answer burns the challenge. */
  validate(captchaId: string, captcha: string): Promise<CaptchaValidateResponse>;
}

/** Container identifier of the `CaptchaApi`. */
export const CaptchaApi = Symbol.for('CaptchaApi') as ServiceIdentifier<CaptchaApi>;

/** Phone countries and masks (document 001 §7). */
export interface PhoneApi {
  getCountries(lang: string, signal?: AbortSignal): Promise<PhoneCountry[]>;
  getMasks(signal?: AbortSignal): Promise<PhoneMask[]>;
}

/** Container identifier of the `PhoneApi`. */
export const PhoneApi = Symbol.for('PhoneApi') as ServiceIdentifier<PhoneApi>;
