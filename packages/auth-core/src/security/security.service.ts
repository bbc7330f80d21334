import { SecurityApi, type SecuritySession } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../shared/form-errors.rules';
import { phoneDigits, smsCodeError } from '../phone/phone.rules';
import { passwordChangeErrors, type PasswordChangeFields } from './security.rules';
import { SecurityProfile } from './security.ports';

/** A form's progress: what it shows after a send. */
export type SecurityFormState = 'idle' | 'sending' | 'done';

/** The phone binding: number, then the SMS code. */
export type PhoneBindingStep = 'number' | 'code' | 'bound';

/**
 * The office's security page (issue 14 "Security"): change the password (the current one required;
 * the server ends every other session and says how many), two-step sign-in on and off (confirmed by
 * the password; needs a bound phone), phone binding by SMS code (document 001 §4), the active
 * sessions with "end this session" and the login history. Each form keeps its own errors and state.
 */
@injectable()
export class SecurityService {
  sessions: SecuritySession[] = [];
  logins: SecuritySession[] = [];
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  password: PasswordChangeFields = { currentPassword: '', newPassword: '', repeatPassword: '' };
  passwordErrors: FormErrors = NO_ERRORS;
  passwordState: SecurityFormState = 'idle';
  endedSessions = 0;

  twoStepPassword = '';
  twoStepErrors: FormErrors = NO_ERRORS;
  twoStepState: SecurityFormState = 'idle';

  phoneCountry = 'de';
  phoneNumber = '';
  phoneCode = '';
  phoneStep: PhoneBindingStep = 'number';
  phoneErrors: FormErrors = NO_ERRORS;
  phoneState: SecurityFormState = 'idle';

  endingSessionId: number | null = null;
  sessionError: string | null = null;

  constructor(
    @inject(SecurityApi) private readonly api: SecurityApi,
    @inject(SecurityProfile) readonly profile: SecurityProfile,
  ) {
    makeAutoObservable<this, 'api'>(this, { api: false, profile: false }, { autoBind: true });
  }

  /** Loads the sessions and the login history (on the page's mount). */
  async load(): Promise<void> {
    this.loadState = 'loading';
    try {
      const [sessions, logins] = await Promise.all([this.api.listSessions(), this.api.loginHistory()]);
      runInAction(() => {
        this.sessions = sessions;
        this.logins = logins;
        this.loadState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  setPasswordField(name: keyof PasswordChangeFields, value: string): void {
    this.password = { ...this.password, [name]: value };
    this.passwordState = 'idle';
  }

  /** Sends the change; on success the form clears and the lists are read again. */
  async changePassword(): Promise<void> {
    const fields = passwordChangeErrors(this.password);
    if (Object.keys(fields).length > 0) {
      this.passwordErrors = { form: null, fields };
      return;
    }
    this.passwordErrors = NO_ERRORS;
    this.passwordState = 'sending';
    try {
      const answer = await this.api.changePassword(this.password.currentPassword, this.password.newPassword);
      runInAction(() => {
        this.endedSessions = answer.endedSessions;
        this.password = { currentPassword: '', newPassword: '', repeatPassword: '' };
        this.passwordState = 'done';
      });
      await Promise.all([this.load(), this.profile.refresh()]);
    } catch (error) {
      runInAction(() => {
        this.passwordErrors = formErrorsOf(error);
        this.passwordState = 'idle';
      });
    }
  }

  setTwoStepPassword(value: string): void {
    this.twoStepPassword = value;
    this.twoStepState = 'idle';
  }

  /** Turns two-step sign-in on or off (the opposite of what the profile says). */
  async toggleTwoStep(): Promise<void> {
    if (!this.twoStepPassword) {
      this.twoStepErrors = { form: null, fields: { password: 'auth_password_required' } };
      return;
    }
    this.twoStepErrors = NO_ERRORS;
    this.twoStepState = 'sending';
    try {
      await this.api.setTwoStep(!this.profile.twoStepEnabled, this.twoStepPassword);
      await this.profile.refresh();
      runInAction(() => {
        this.twoStepPassword = '';
        this.twoStepState = 'done';
      });
    } catch (error) {
      runInAction(() => {
        const errors = formErrorsOf(error);
        this.twoStepErrors = errors.fields['currentPassword'] ? { form: null, fields: { password: errors.fields['currentPassword'] } } : errors;
        this.twoStepState = 'idle';
      });
    }
  }

  setPhoneCountry(value: string): void {
    this.phoneCountry = value;
  }
  setPhoneNumber(value: string): void {
    this.phoneNumber = phoneDigits(value);
  }
  setPhoneCode(value: string): void {
    this.phoneCode = value.trim();
  }

  /** Sends the binding code to the number. */
  async sendPhoneCode(): Promise<void> {
    if (this.phoneNumber.length < 4) {
      this.phoneErrors = { form: null, fields: { phone_number: 'auth_phone_too_short' } };
      return;
    }
    this.phoneErrors = NO_ERRORS;
    this.phoneState = 'sending';
    try {
      await this.api.sendPhoneCode(this.phoneCountry, this.phoneNumber);
      runInAction(() => {
        this.phoneStep = 'code';
        this.phoneState = 'idle';
      });
    } catch (error) {
      runInAction(() => {
        this.phoneErrors = formErrorsOf(error);
        this.phoneState = 'idle';
      });
    }
  }

  /** Binds the phone with the code; the profile then shows it bound. */
  async bindPhone(): Promise<void> {
    const codeError = smsCodeError(this.phoneCode);
    if (codeError) {
      this.phoneErrors = { form: null, fields: { code: codeError } };
      return;
    }
    this.phoneErrors = NO_ERRORS;
    this.phoneState = 'sending';
    try {
      await this.api.bindPhone(this.phoneCountry, this.phoneNumber, this.phoneCode);
      await this.profile.refresh();
      runInAction(() => {
        this.phoneStep = 'bound';
        this.phoneCode = '';
        this.phoneState = 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.phoneErrors = formErrorsOf(error);
        this.phoneState = 'idle';
      });
    }
  }

  /** Back to the number step (another number). */
  changePhoneNumber(): void {
    this.phoneStep = 'number';
    this.phoneCode = '';
    this.phoneErrors = NO_ERRORS;
  }

  /** "End this session": another open session of the player. */
  async endSession(sessionId: number): Promise<void> {
    this.endingSessionId = sessionId;
    this.sessionError = null;
    try {
      await this.api.endSession(sessionId);
      await this.load();
    } catch (error) {
      runInAction(() => {
        this.sessionError = formErrorsOf(error).form ?? 'main_error';
      });
    } finally {
      runInAction(() => {
        this.endingSessionId = null;
      });
    }
  }

  dispose(): void {
    this.passwordErrors = NO_ERRORS;
    this.twoStepErrors = NO_ERRORS;
    this.phoneErrors = NO_ERRORS;
    this.passwordState = 'idle';
    this.twoStepState = 'idle';
    this.phoneState = 'idle';
    this.password = { currentPassword: '', newPassword: '', repeatPassword: '' };
    this.twoStepPassword = '';
    this.phoneStep = 'number';
    this.phoneCode = '';
    this.sessionError = null;
  }
}
