import {
  ApiError,
  AuthErrorCode,
  CaptchaErrorCode,
  ErrorCode,
  birthDateError,
  hasLeadingZeroBits,
  proofOfWorkInput,
  isoDateOf,
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
import type { Clock } from '@kickoff/platform';
import type { CaptchaAnswer, CaptchaRequest } from '../captcha/captcha.rules';
import type { Sha256 } from '../captcha/proof-of-work';

/** An account of the in-memory API. */
export interface MemoryAccount {
  id: number;
  email: string | null;
  phone: string | null;
  password: string;
  twoStep: boolean;
  /** The next login asks for a captcha first (as after failed attempts). */
  captchaRequired: boolean;
}

/** The solver the in-memory API calls like the HTTP client does on a captcha code. */
export interface MemoryCaptchaSolver {
  solve(request: CaptchaRequest): Promise<CaptchaAnswer | null>;
}

const RESEND_SECONDS = 60;

const fail = (status: number, code: string, messageKey: string, fields?: Record<string, string>, details?: Record<string, unknown>) =>
  new ApiError(status, { code, messageKey, ...(fields ? { fields } : {}), ...(details ? { details } : {}) });

/**
 * The auth, captcha and phone calls in memory, for flow tests on a SimulatedClock: accounts, SMS and
 * e-mail outboxes, single-use reset tokens, the captcha retry the HTTP client does (400 with code 100,
 * the solver asked, the call repeated with the answer), 60 s resend waits.
 */
export class InMemoryAuthApi implements AuthApi, CaptchaApi, PhoneApi {
  readonly accounts: MemoryAccount[] = [];
  /** Every SMS sent: phone (tel code and number) and code. */
  readonly smsOutbox: Array<{ phone: string; code: string; purpose: string }> = [];
  /** Every e-mail sent: address and reset token. */
  readonly emailOutbox: Array<{ to: string; token: string }> = [];
  /** Calls made, by name, in order. */
  readonly calls: string[] = [];
  /** Users signed in by a call, in order. */
  readonly sessions: number[] = [];
  solver: MemoryCaptchaSolver | null = null;
  /** The captcha text every challenge expects. */
  captchaText = 'k7m2p';
  /** The proof of work every challenge asks (none by default). */
  captchaPow: CaptchaChallenge['pow'] = { algorithm: 'SHA-256', bits: 0 };
  minimumAge = 18;
  private nextId = 100_001;
  private nextChallenge = 1;
  private readonly challenges = new Map<string, { used: boolean }>();
  private readonly twoStep = new Map<string, number>();
  private readonly resetTokens = new Map<string, { accountId: number; used: boolean; expiresAtMs: number }>();
  private readonly lastSent = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    readonly countries: PhoneCountry[] = [
      { id: 1, name: 'Germany', country_code: 'de', tel_code: '+49' },
      { id: 2, name: 'Kazakhstan', country_code: 'kz', tel_code: '+7' },
    ],
    readonly masks: PhoneMask[] = [
      { CountryId: 1, Mask: '999 99999999', Min: 10, Max: 11 },
      { CountryId: 2, Mask: '(999) 999-99-99', Min: 10, Max: 10 },
    ],
  ) {}

  /** Adds an account. */
  addAccount(account: Partial<MemoryAccount> & { password: string }): MemoryAccount {
    const full: MemoryAccount = { id: this.nextId++, email: null, phone: null, twoStep: false, captchaRequired: false, ...account };
    this.accounts.push(full);
    return full;
  }

  /** The last SMS code sent to a phone. */
  lastSmsCode(phone: string): string | undefined {
    return [...this.smsOutbox].reverse().find((sms) => sms.phone === phone)?.code;
  }

  async registerFast(request: FastRegistrationRequest): Promise<RegistrationResponse> {
    this.calls.push('registerFast');
    const account = this.addAccount({ password: `gen${this.nextId}pass7` });
    this.sessions.push(account.id);
    return { success: true, userId: account.id, registrationType: 'fast_reg', login: String(account.id), generatedPassword: account.password, redirectUrl: request.returnUrl ?? '/' };
  }

  async registerPhone(request: PhoneRegistrationRequest): Promise<RegistrationResponse> {
    this.calls.push('registerPhone');
    const phone = this.phoneOf(request);
    this.useSms(phone, request.smsCode, 'smsCode');
    const account = this.addAccount({ phone, password: request.password });
    this.sessions.push(account.id);
    return { success: true, userId: account.id, registrationType: 'phone_reg', login: phone, generatedPassword: null, redirectUrl: request.returnUrl ?? '/' };
  }

  async registerFull(request: FullRegistrationRequest): Promise<RegistrationResponse> {
    this.calls.push('registerFull');
    const email = request.email.toLowerCase();
    const birth = birthDateError(request.date_birthday, isoDateOf(this.clock.now()), this.minimumAge);
    if (birth) throw fail(400, birth, 'main_validation_error', { date_birthday: birth === 'under_minimum_age' ? 'auth_under_age' : 'auth_birth_date_invalid' });
    if (this.accounts.some((account) => account.email === email)) throw fail(409, AuthErrorCode.emailTaken, 'main_email_taken', { email: 'main_email_taken' });
    const account = this.addAccount({ email, password: request.password });
    this.sessions.push(account.id);
    return { success: true, userId: account.id, registrationType: 'full_reg', login: email, generatedPassword: null, redirectUrl: request.returnUrl ?? '/' };
  }

  async login(request: LoginRequest): Promise<LoginResponse> {
    const login = request.login.toLowerCase();
    return this.passwordLogin('login', this.accounts.find((account) => account.email === login || String(account.id) === login), request.password);
  }

  async loginByPhone(request: PhoneLoginRequest): Promise<LoginResponse> {
    const phone = this.phoneOf(request);
    return this.passwordLogin('loginByPhone', this.accounts.find((account) => account.phone === phone), request.password);
  }

  async loginBySms(request: SmsLoginRequest): Promise<LoginResponse> {
    this.calls.push('loginBySms');
    const phone = this.phoneOf(request);
    this.useSms(phone, request.code, 'code');
    const account = this.accounts.find((item) => item.phone === phone);
    if (!account) throw fail(401, AuthErrorCode.invalidCredentials, 'main_invalid_credentials');
    this.sessions.push(account.id);
    return { status: 'ok', userId: account.id, redirectUrl: '/', twoStepToken: null };
  }

  async loginTwoStep(request: TwoStepLoginRequest): Promise<LoginResponse> {
    this.calls.push('loginTwoStep');
    const accountId = this.twoStep.get(request.twoStepToken);
    const account = this.accounts.find((item) => item.id === accountId);
    if (!account?.phone) throw fail(400, AuthErrorCode.invalidTwoStepCode, 'main_invalid_two_step_code', { twoStepToken: 'main_invalid_two_step_code' });
    this.useSms(account.phone, request.code, 'code', AuthErrorCode.invalidTwoStepCode);
    this.twoStep.delete(request.twoStepToken);
    this.sessions.push(account.id);
    return { status: 'ok', userId: account.id, redirectUrl: '/', twoStepToken: null };
  }

  async sendSms(request: SendSmsRequest): Promise<SendSmsResponse> {
    this.calls.push('sendSms');
    const phone = this.phoneOf(request);
    this.send(phone, request.purpose);
    return { success: true, resendAfterSeconds: RESEND_SECONDS };
  }

  async requestPasswordReset(request: PasswordResetRequest): Promise<PasswordResetRequestResponse> {
    this.calls.push('requestPasswordReset');
    if (request.channel === 'phone') {
      const phone = this.phoneOf(request);
      const account = this.accounts.find((item) => item.phone === phone);
      this.throttle(`reset:${phone}`);
      if (account) this.smsOutbox.push({ phone, code: this.code(), purpose: 'password_reset' });
    } else {
      const email = request.email.toLowerCase();
      this.throttle(`reset:${email}`);
      const account = this.accounts.find((item) => item.email === email);
      if (account) {
        const token = `tok${this.nextId++}`.padEnd(43, 'x');
        this.resetTokens.set(token, { accountId: account.id, used: false, expiresAtMs: this.clock.now() + 3_600_000 });
        this.emailOutbox.push({ to: email, token });
      }
    }
    return { success: true, resendAfterSeconds: RESEND_SECONDS };
  }

  async confirmPasswordReset(request: PasswordResetConfirm): Promise<PasswordResetConfirmResponse> {
    this.calls.push('confirmPasswordReset');
    let account: MemoryAccount | undefined;
    if (request.channel === 'phone') {
      const phone = this.phoneOf(request);
      this.useSms(phone, request.code, 'code');
      account = this.accounts.find((item) => item.phone === phone);
    } else {
      const token = this.resetTokens.get(request.token);
      if (!token || token.used || token.expiresAtMs <= this.clock.now()) throw fail(400, AuthErrorCode.invalidResetToken, 'auth_reset_link_invalid', undefined);
      token.used = true;
      account = this.accounts.find((item) => item.id === token.accountId);
    }
    if (!account) throw fail(400, AuthErrorCode.invalidSmsCode, 'main_invalid_sms_code', { code: 'main_invalid_sms_code' });
    account.password = request.password;
    return { success: true, login: account.email ?? account.phone ?? String(account.id) };
  }

  async getToken(): Promise<TokenResponse> {
    return { token: 'memory', expiresAt: Math.floor(this.clock.now() / 1000) + 1800, expiresInSeconds: 1800 };
  }
  async getSession(): Promise<string> {
    return `user_id=${this.sessions.at(-1) ?? 0}\n`;
  }
  async googleOneTap(_request: GoogleOneTapRequest): Promise<{ redirectUrl: string }> {
    throw fail(501, AuthErrorCode.notConfigured, 'main_social_login_unavailable');
  }
  async getGoogleClientId(): Promise<string> {
    throw fail(501, AuthErrorCode.notConfigured, 'main_social_login_unavailable');
  }

  async update(): Promise<CaptchaChallenge> {
    const captchaId = `c${this.nextChallenge++}`;
    this.challenges.set(captchaId, { used: false });
    return { captchaId, image: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', time: 120, pow: this.captchaPow };
  }
  async getTime(captchaId: string): Promise<number> {
    return this.challenges.get(captchaId)?.used === false ? 120 : 0;
  }
  async validate(captchaId: string, captcha: string): Promise<CaptchaValidateResponse> {
    return captcha === this.captchaText && this.challenges.has(captchaId) ? { type: 'valid', time: 120, error_message: null } : { type: 'invalid', time: 0, error_message: 'main_captcha_invalid' };
  }

  async getCountries(): Promise<PhoneCountry[]> {
    return this.countries;
  }
  async getMasks(): Promise<PhoneMask[]> {
    return this.masks;
  }

  private async passwordLogin(name: string, account: MemoryAccount | undefined, password: string): Promise<LoginResponse> {
    this.calls.push(name);
    if (account?.captchaRequired) await this.passCaptcha(name);
    if (!account || account.password !== password) throw fail(401, AuthErrorCode.invalidCredentials, 'main_invalid_credentials');
    account.captchaRequired = false;
    if (account.twoStep && account.phone) {
      const token = `two-step-token-${account.id}-${this.calls.length}`;
      this.twoStep.set(token, account.id);
      this.smsOutbox.push({ phone: account.phone, code: this.code(), purpose: 'two_step' });
      return { status: 'two_step', userId: null, redirectUrl: null, twoStepToken: token };
    }
    this.sessions.push(account.id);
    return { status: 'ok', userId: account.id, redirectUrl: '/', twoStepToken: null };
  }

  /** What the HTTP client does on a 400 with a captcha code: ask the solver, retry with the answer. */
  private async passCaptcha(callName: string): Promise<void> {
    let code: string = CaptchaErrorCode.required;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await this.solver?.solve({ code, callName, attempt });
      if (!answer) break;
      const challenge = this.challenges.get(answer.captchaId);
      const worked = this.captchaPow.bits <= 0 || (answer.proof !== undefined && (await provesWork(answer.captchaId, answer.proof, this.captchaPow.bits)));
      if (challenge && !challenge.used && worked && answer.answer === this.captchaText) {
        challenge.used = true;
        return;
      }
      if (challenge) challenge.used = true;
      code = CaptchaErrorCode.invalid;
    }
    throw fail(400, code, 'main_captcha_required');
  }

  private phoneOf(request: { phone_number: string; country_code: string }): string {
    const country = this.countries.find((item) => item.country_code === request.country_code);
    if (!country) throw fail(400, ErrorCode.validation, 'main_validation_error', { country_code: 'main_validation_error' });
    return `${country.tel_code}${request.phone_number}`;
  }

  private throttle(key: string): void {
    const last = this.lastSent.get(key);
    const now = this.clock.now();
    if (last !== undefined && now - last < RESEND_SECONDS * 1000) {
      throw fail(429, AuthErrorCode.smsTooSoon, 'main_sms_too_soon', undefined, { retryAfterSeconds: Math.ceil((last + RESEND_SECONDS * 1000 - now) / 1000) });
    }
    this.lastSent.set(key, now);
  }

  private send(phone: string, purpose: string): void {
    this.throttle(`${purpose}:${phone}`);
    this.smsOutbox.push({ phone, code: this.code(), purpose });
  }

  private useSms(phone: string, code: string, field: string, errorCode: string = AuthErrorCode.invalidSmsCode): void {
    const index = this.smsOutbox.findLastIndex((sms) => sms.phone === phone);
    const sms = this.smsOutbox[index];
    if (!sms || sms.code !== code) throw fail(400, errorCode, errorCode === AuthErrorCode.invalidSmsCode ? 'main_invalid_sms_code' : 'main_invalid_two_step_code', { [field]: 'main_invalid_sms_code' });
    this.smsOutbox[index] = { ...sms, code: 'used' };
  }

  private code(): string {
    return String(100_000 + ((this.smsOutbox.length * 7919 + 4242) % 900_000)).slice(0, 6);
  }
}

/** SHA-256 of the test runtime's WebCrypto, for the captcha's proof of work. */
export const testSha256: Sha256 = (data) => globalThis.crypto.subtle.digest('SHA-256', data);

/** The proof-of-work rule the API applies (contracts), on WebCrypto. */
async function provesWork(captchaId: string, nonce: string, bits: number): Promise<boolean> {
  const digest = await testSha256(new TextEncoder().encode(proofOfWorkInput(captchaId, nonce)));
  return hasLeadingZeroBits(new Uint8Array(digest), bits);
}
