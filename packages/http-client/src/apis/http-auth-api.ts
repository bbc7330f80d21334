import {
  captchaGetTimeCall,
  confirmPasswordResetCall,
  requestPasswordResetCall,
  captchaUpdateCall,
  captchaValidateCall,
  getPhoneCountriesCall,
  getPhoneMasksCall,
  getSessionCall,
  getTokenCall,
  googleClientIdCall,
  googleOneTapCall,
  loginByPhoneCall,
  loginBySmsCall,
  loginCall,
  loginTwoStepCall,
  registerFastCall,
  registerFullCall,
  registerPhoneCall,
  sendSmsCall,
  type AuthApi,
  type CaptchaApi,
  type CaptchaChallenge,
  type CaptchaValidateResponse,
  type FastRegistrationRequest,
  type FullRegistrationRequest,
  type GoogleOneTapRequest,
  type LoginRequest,
  type LoginResponse,
  type PasswordResetConfirm,
  type PasswordResetConfirmResponse,
  type PasswordResetRequest,
  type PasswordResetRequestResponse,
  type PhoneApi,
  type PhoneCountry,
  type PhoneLoginRequest,
  type PhoneMask,
  type PhoneRegistrationRequest,
  type RegistrationResponse,
  type SendSmsRequest,
  type SendSmsResponse,
  type SmsLoginRequest,
  type TokenResponse,
  type TwoStepLoginRequest,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `AuthApi` over HTTP (paths in `contracts/src/auth`). */
@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  registerFast(request: FastRegistrationRequest): Promise<RegistrationResponse> {
    return this.transport.call(registerFastCall, { body: request });
  }
  registerPhone(request: PhoneRegistrationRequest): Promise<RegistrationResponse> {
    return this.transport.call(registerPhoneCall, { body: request });
  }
  registerFull(request: FullRegistrationRequest): Promise<RegistrationResponse> {
    return this.transport.call(registerFullCall, { body: request });
  }
  login(request: LoginRequest): Promise<LoginResponse> {
    return this.transport.call(loginCall, { body: request });
  }
  loginByPhone(request: PhoneLoginRequest): Promise<LoginResponse> {
    return this.transport.call(loginByPhoneCall, { body: request });
  }
  loginBySms(request: SmsLoginRequest): Promise<LoginResponse> {
    return this.transport.call(loginBySmsCall, { body: request });
  }
  loginTwoStep(request: TwoStepLoginRequest): Promise<LoginResponse> {
    return this.transport.call(loginTwoStepCall, { body: request });
  }
  sendSms(request: SendSmsRequest): Promise<SendSmsResponse> {
    return this.transport.call(sendSmsCall, { body: request });
  }
  requestPasswordReset(request: PasswordResetRequest): Promise<PasswordResetRequestResponse> {
    return this.transport.call(requestPasswordResetCall, { body: request });
  }
  confirmPasswordReset(request: PasswordResetConfirm): Promise<PasswordResetConfirmResponse> {
    return this.transport.call(confirmPasswordResetCall, { body: request });
  }
  getToken(signal?: AbortSignal): Promise<TokenResponse> {
    return this.transport.call(getTokenCall, { query: { force_refresh: 'true' }, ...withSignal(signal) });
  }
  getSession(signal?: AbortSignal): Promise<string> {
    return this.transport.call(getSessionCall, withSignal(signal));
  }
  googleOneTap(request: GoogleOneTapRequest): Promise<{ redirectUrl: string }> {
    // Document 001 §7: multipart with the credential fields plus language, currency, countryId.
    const form = new FormData();
    form.set('credential', request.credential);
    form.set('language', request.language);
    form.set('currency', request.currency);
    form.set('countryId', String(request.countryId));
    return this.transport.call(googleOneTapCall, { body: form as unknown as GoogleOneTapRequest });
  }
  async getGoogleClientId(signal?: AbortSignal): Promise<string> {
    return (await this.transport.call(googleClientIdCall, withSignal(signal))).clientId;
  }
}

/** `CaptchaApi` over HTTP. */
@injectable()
export class HttpCaptchaApi implements CaptchaApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  update(signal?: AbortSignal): Promise<CaptchaChallenge> {
    return this.transport.call(captchaUpdateCall, withSignal(signal));
  }
  async getTime(captchaId: string, signal?: AbortSignal): Promise<number> {
    return (await this.transport.call(captchaGetTimeCall, { query: { captchaId }, ...withSignal(signal) })).time;
  }
  validate(captchaId: string, captcha: string): Promise<CaptchaValidateResponse> {
    return this.transport.call(captchaValidateCall, { body: { captchaId, captcha } });
  }
}

/** `PhoneApi` over HTTP. */
@injectable()
export class HttpPhoneApi implements PhoneApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getCountries(lang: string, signal?: AbortSignal): Promise<PhoneCountry[]> {
    return (await this.transport.call(getPhoneCountriesCall, { query: { lang }, ...withSignal(signal) })).countries;
  }
  async getMasks(signal?: AbortSignal): Promise<PhoneMask[]> {
    return (await this.transport.call(getPhoneMasksCall, withSignal(signal))).masks;
  }
}
