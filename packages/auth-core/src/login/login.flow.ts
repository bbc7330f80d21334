import { AuthApi, type LoginResponse } from '@kickoff/contracts';
import { Clock } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PhoneDirectory, type PhoneDirectoryService } from '../phone/phone-directory.service';
import { PhoneSmsStep } from '../phone/phone-step';
import { smsCodeError } from '../phone/phone.rules';
import { AuthSessionSink, AuthSettings } from '../shared/auth.ports';
import { NO_ERRORS, fieldErrors, formErrorsOf, type FormErrors } from '../shared/form-errors.rules';
import { DEFAULT_LOGIN_FORM, loginAction, loginFieldError, loginNext, passwordFieldError, type LoginDefaults, type LoginMode, type LoginStep } from './login.rules';

/**
 * The login form (document 001 §3 "Login form", §5 "Login requires a fresh token"): four modes, the
 * remember flag, the SMS code with its resend countdown, the two-step code. A captcha the server asks
 * for is answered through the captcha prompt while the call waits; submissions are never repeated by
 * the flow (see `retry.rules.ts`).
 */
@injectable()
export class LoginFlowService {
  mode: LoginMode = DEFAULT_LOGIN_FORM.mode;
  step: LoginStep = 'credentials';
  login = '';
  password = '';
  remember = false;
  twoStepCode = '';
  busy = false;
  errors: FormErrors = NO_ERRORS;
  /** The server's approved return address after a finished sign-in. */
  redirectUrl: string | null = null;
  readonly phone: PhoneSmsStep;
  private twoStepToken: string | null = null;
  private defaults: LoginDefaults = DEFAULT_LOGIN_FORM;

  constructor(
    @inject(AuthApi) private readonly api: AuthApi,
    @inject(PhoneDirectory) private readonly directory: PhoneDirectoryService,
    @inject(Clock) clock: Clock,
    @inject(AuthSessionSink) private readonly sink: AuthSessionSink,
    @inject(AuthSettings) private readonly settings: AuthSettings,
  ) {
    this.phone = new PhoneSmsStep(directory, clock);
    makeAutoObservable<this, 'api' | 'directory' | 'sink' | 'settings' | 'twoStepToken' | 'defaults'>(
      this,
      { api: false, directory: false, sink: false, settings: false, phone: false, twoStepToken: false, defaults: false },
      { autoBind: true },
    );
  }

  /** Opens the form with the site's defaults; loads the phone countries in the page's language. */
  start(defaults: Partial<LoginDefaults> = {}): void {
    this.defaults = { ...DEFAULT_LOGIN_FORM, ...defaults };
    this.remember = this.defaults.remember;
    this.login = this.defaults.login;
    this.directory.load(this.settings.language);
    this.setMode(this.defaults.mode);
  }

  /** Switches the mode: back to its first step with the mode's default values. */
  setMode(mode: LoginMode): void {
    this.mode = mode;
    this.step = 'credentials';
    this.twoStepToken = null;
    this.twoStepCode = '';
    this.errors = NO_ERRORS;
    this.password = mode === 'phone_password' ? this.defaults.passwordPhone : mode === 'sms' ? '' : this.defaults.passwordLogin;
    this.phone.reset();
    const phoneDefault = mode === 'sms' ? this.defaults.phoneBySms : mode === 'phone_password' ? this.defaults.phone : '';
    if (phoneDefault) this.phone.setNumber(phoneDefault);
  }

  setLogin(value: string): void {
    this.login = value;
  }
  setPassword(value: string): void {
    this.password = value;
  }
  setRemember(value: boolean): void {
    this.remember = value;
  }
  setTwoStepCode(value: string): void {
    this.twoStepCode = value.replace(/\D+/g, '').slice(0, 6);
  }

  /** The code of the current step: the two-step code, or the SMS code. */
  setCode(value: string): void {
    if (this.step === 'two_step') this.setTwoStepCode(value);
    else this.phone.setCode(value);
  }

  /** The form may be sent. */
  get canSubmit(): boolean {
    if (this.busy || this.step === 'done') return false;
    if (this.step === 'credentials' && this.mode === 'sms') return this.phone.isSendAllowed;
    return true;
  }

  /** From a code step back to the credentials. */
  back(): void {
    if (this.step === 'sms_code' || this.step === 'two_step') this.setMode(this.mode);
  }

  /** Sends the form for the current step. */
  async submit(): Promise<void> {
    const action = loginAction(this.mode, this.step);
    if (!action || this.busy) return;
    const invalid = this.validate(action);
    if (invalid) {
      this.errors = invalid;
      return;
    }
    this.errors = NO_ERRORS;
    if (action === 'sendSms') return this.sendSms();
    this.busy = true;
    try {
      const response = await this.call(action);
      runInAction(() => this.apply(response));
    } catch (error) {
      runInAction(() => (this.errors = formErrorsOf(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Sends (again) the SMS code of the sms mode. */
  async sendSms(): Promise<void> {
    const errors = await this.phone.send((phone) => this.api.sendSms({ ...phone, purpose: 'login' }));
    runInAction(() => {
      this.errors = errors ?? NO_ERRORS;
      if (!errors) this.step = 'sms_code';
    });
  }

  private validate(action: string): FormErrors | null {
    switch (action) {
      case 'login':
        return fieldErrors({ login: loginFieldError(this.login), password: passwordFieldError(this.password) });
      case 'loginByPhone':
        return fieldErrors({ phone_number: this.phone.phoneError, password: passwordFieldError(this.password) });
      case 'sendSms':
        return fieldErrors({ phone_number: this.phone.phoneError });
      case 'loginBySms':
        return fieldErrors({ code: this.phone.codeError });
      default:
        return fieldErrors({ code: smsCodeError(this.twoStepCode) });
    }
  }

  private call(action: string): Promise<LoginResponse> {
    const remember = this.remember;
    const phone = this.phone.phone ?? { phone_number: '', country_code: '' };
    switch (action) {
      case 'login':
        return this.api.login({ login: this.login.trim(), password: this.password, remember });
      case 'loginByPhone':
        return this.api.loginByPhone({ ...phone, password: this.password, remember });
      case 'loginBySms':
        return this.api.loginBySms({ ...phone, code: this.phone.code, remember });
      default:
        return this.api.loginTwoStep({ twoStepToken: this.twoStepToken ?? '', code: this.twoStepCode });
    }
  }

  private apply(response: LoginResponse): void {
    const next = loginNext(response);
    if (next.kind === 'two_step') {
      this.twoStepToken = next.token;
      this.twoStepCode = '';
      this.step = 'two_step';
      return;
    }
    this.step = 'done';
    this.password = '';
    this.redirectUrl = next.redirectUrl;
    this.sink.signedIn(next.userId, next.redirectUrl);
  }

  /** Stops the resend countdown (the modal closed). */
  dispose(): void {
    this.phone.dispose();
  }
}

/** Container identifier of the login flow (one per container: one login form at a time). */
export const LoginFlow = Symbol.for('LoginFlow') as ServiceIdentifier<LoginFlowService>;
