import { AuthApi, type PasswordResetConfirm } from '@kickoff/contracts';
import { Clock } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PhoneDirectory, type PhoneDirectoryService } from '../phone/phone-directory.service';
import { PhoneSmsStep } from '../phone/phone-step';
import { emailError, newPasswordError, passwordRepeatError } from '../registration/registration.rules';
import { AuthSettings } from '../shared/auth.ports';
import { Countdown } from '../shared/countdown';
import { NO_ERRORS, fieldErrors, formErrorsOf, retryAfterSecondsOf, type FormErrors } from '../shared/form-errors.rules';
import { resetTokenOf, stepAfterRequest, type RecoveryChannel, type RecoveryStep } from './recovery.rules';

/**
 * Password recovery (document 001 §2 `forgotpassword`, `passwordreset`): the player asks for a link by
 * e-mail or a code by SMS (the answer never tells whether an account exists), then sets a new password
 * with the link's token or the code. Resends wait the server's countdown on the Clock.
 */
@injectable()
export class RecoveryFlowService {
  channel: RecoveryChannel = 'email';
  step: RecoveryStep = 'request';
  email = '';
  password = '';
  passwordRepeat = '';
  busy = false;
  errors: FormErrors = NO_ERRORS;
  /** What the player signs in with after the reset. */
  login: string | null = null;
  readonly phone: PhoneSmsStep;
  /** Wait before another e-mail may be asked for. */
  readonly emailResend: Countdown;
  private token: string | null = null;

  constructor(
    @inject(AuthApi) private readonly api: AuthApi,
    @inject(PhoneDirectory) private readonly directory: PhoneDirectoryService,
    @inject(Clock) clock: Clock,
    @inject(AuthSettings) private readonly settings: AuthSettings,
  ) {
    this.phone = new PhoneSmsStep(directory, clock);
    this.emailResend = new Countdown(clock);
    makeAutoObservable<this, 'api' | 'directory' | 'settings' | 'token'>(this, { api: false, directory: false, settings: false, phone: false, emailResend: false, token: false }, { autoBind: true });
  }

  /** Opens the request form (the forgot-password modal, or the reset page without a token). */
  startRequest(channel: RecoveryChannel = 'email'): void {
    this.reset();
    this.directory.load(this.settings.language);
    this.setChannel(channel);
  }

  /** Opens the new-password form of an e-mail link. */
  startWithToken(token: string): void {
    this.reset();
    this.token = token;
    this.channel = 'email';
    this.step = 'new_password';
  }

  /**
   * Opens the reset page: with the e-mail link's token (`?token=`) the new-password form, without a
   * valid one the reset by SMS code.
   */
  startFromLink(tokenQuery: string | null | undefined): void {
    const token = resetTokenOf(tokenQuery);
    if (token) this.startWithToken(token);
    else this.startRequest('phone');
  }

  setChannel(channel: RecoveryChannel): void {
    if (this.step !== 'request') return;
    this.channel = channel;
    this.errors = NO_ERRORS;
  }
  setEmail(value: string): void {
    this.email = value;
  }
  setPassword(value: string): void {
    this.password = value;
  }
  setPasswordRepeat(value: string): void {
    this.passwordRepeat = value;
  }

  get canSubmit(): boolean {
    if (this.busy) return false;
    if (this.step === 'request') return this.channel === 'phone' ? this.phone.isSendAllowed : this.emailResend.secondsLeft === 0;
    return this.step === 'code' || this.step === 'new_password';
  }

  /** Another e-mail or SMS may be asked for now. */
  get canResend(): boolean {
    return this.channel === 'phone' ? this.phone.canSend : !this.busy && this.emailResend.secondsLeft === 0;
  }

  get resendSecondsLeft(): number {
    return this.channel === 'phone' ? this.phone.resend.secondsLeft : this.emailResend.secondsLeft;
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    if (this.step === 'request') return this.request();
    const invalid = fieldErrors({
      ...(this.step === 'code' ? { code: this.phone.codeError } : {}),
      password: newPasswordError(this.password),
      passwordRepeat: passwordRepeatError(this.password, this.passwordRepeat),
    });
    if (invalid) {
      this.errors = invalid;
      return;
    }
    this.errors = NO_ERRORS;
    this.busy = true;
    try {
      const answer = await this.api.confirmPasswordReset(this.confirmation());
      runInAction(() => {
        this.login = answer.login;
        this.step = 'done';
        this.password = '';
        this.passwordRepeat = '';
      });
    } catch (error) {
      runInAction(() => (this.errors = formErrorsOf(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Asks for the link or code (again). */
  async request(): Promise<void> {
    if (this.channel === 'phone') {
      const invalid = fieldErrors({ phone_number: this.phone.phoneError });
      if (invalid) {
        this.errors = invalid;
        return;
      }
      const errors = await this.phone.send((phone) => this.api.requestPasswordReset({ channel: 'phone', ...phone }));
      runInAction(() => {
        this.errors = errors ?? NO_ERRORS;
        if (!errors) this.step = stepAfterRequest('phone');
      });
      return;
    }
    const invalid = fieldErrors({ email: emailError(this.email) });
    if (invalid) {
      this.errors = invalid;
      return;
    }
    if (!this.canResend) return;
    this.errors = NO_ERRORS;
    this.busy = true;
    try {
      const answer = await this.api.requestPasswordReset({ channel: 'email', email: this.email.trim(), language: this.settings.language });
      runInAction(() => {
        this.emailResend.start(answer.resendAfterSeconds);
        this.step = stepAfterRequest('email');
      });
    } catch (error) {
      const waitSeconds = retryAfterSecondsOf(error);
      if (waitSeconds !== null) this.emailResend.start(waitSeconds);
      runInAction(() => (this.errors = formErrorsOf(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Back to the request form (another address or number). */
  back(): void {
    if (this.step === 'email_sent' || this.step === 'code') {
      this.step = 'request';
      this.errors = NO_ERRORS;
    }
  }

  private confirmation(): PasswordResetConfirm {
    if (this.step === 'code') {
      const phone = this.phone.phone ?? { phone_number: '', country_code: '' };
      return { channel: 'phone', ...phone, code: this.phone.code, password: this.password };
    }
    return { channel: 'email', token: this.token ?? '', password: this.password };
  }

  private reset(): void {
    this.step = 'request';
    this.email = '';
    this.password = '';
    this.passwordRepeat = '';
    this.errors = NO_ERRORS;
    this.login = null;
    this.token = null;
    this.phone.reset();
  }

  /** Stops the countdowns. */
  dispose(): void {
    this.phone.dispose();
    this.emailResend.dispose();
  }
}

/** Container identifier of the recovery flow. */
export const RecoveryFlow = Symbol.for('RecoveryFlow') as ServiceIdentifier<RecoveryFlowService>;
