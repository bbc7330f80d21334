import { AuthApi, isoDateOf, type RegistrationResponse } from '@kickoff/contracts';
import { Clock } from '@kickoff/platform';
import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PhoneDirectory, type PhoneDirectoryService } from '../phone/phone-directory.service';
import { PhoneSmsStep } from '../phone/phone-step';
import { AuthSessionSink, AuthSettings, RegistrationReferralSource } from '../shared/auth.ports';
import { NO_ERRORS, fieldErrors, formErrorsOf, type FormErrors } from '../shared/form-errors.rules';
import { birthDateFieldError, emailError, nameError, newPasswordError, termsError, type BonusChoice, type RegistrationKind, type RegistrationStep } from './registration.rules';

/** How a registration form opens. */
export interface RegistrationStart {
  kind?: RegistrationKind;
  /** Where the player came from; the server keeps it on the site's origin. */
  returnUrl?: string;
  /** A bonus preselected by the route or remembered (document 000 §4 "Registration entry"). */
  bonusChoice?: BonusChoice;
}

/**
 * Registration (document 001 §3 registration types; document 000 §4): one-click (country, currency
 * of the site, generated credentials shown once), by phone (the shared phone/SMS step, a password),
 * full by e-mail (the site's required fields: name, surname, birth date at the site's minimum age,
 * country; the bonus choice where offered). Terms and age are confirmed for each kind. On success the
 * player is signed in through the `AuthSessionSink`.
 */
@injectable()
export class RegistrationFlowService {
  kind: RegistrationKind = 'full';
  step: RegistrationStep = 'form';
  email = '';
  password = '';
  name = '';
  surname = '';
  birthDate = '';
  promoCode = '';
  termsAccepted = false;
  bonusChoice: BonusChoice = 'none';
  busy = false;
  errors: FormErrors = NO_ERRORS;
  registered: RegistrationResponse | null = null;
  readonly phone: PhoneSmsStep;
  private returnUrl: string | undefined = undefined;

  constructor(
    @inject(AuthApi) private readonly api: AuthApi,
    @inject(PhoneDirectory) private readonly directory: PhoneDirectoryService,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuthSessionSink) private readonly sink: AuthSessionSink,
    @inject(AuthSettings) private readonly settings: AuthSettings,
    @inject(RegistrationReferralSource) @optional() private readonly referralSource?: RegistrationReferralSource,
  ) {
    this.phone = new PhoneSmsStep(directory, clock);
    makeAutoObservable<this, 'api' | 'directory' | 'clock' | 'sink' | 'settings' | 'returnUrl' | 'referralSource'>(
      this,
      { api: false, directory: false, clock: false, sink: false, settings: false, phone: false, returnUrl: false, referralSource: false },
      { autoBind: true },
    );
  }

  /** Opens an empty form. */
  start(options: RegistrationStart = {}): void {
    this.phone.reset();
    Object.assign(this, { email: '', password: '', name: '', surname: '', birthDate: '', promoCode: '', termsAccepted: false, registered: null, step: 'form' as RegistrationStep });
    this.bonusChoice = options.bonusChoice ?? 'none';
    this.returnUrl = options.returnUrl;
    this.directory.load(this.settings.language);
    this.setKind(options.kind ?? 'full');
  }

  setKind(kind: RegistrationKind): void {
    this.kind = kind;
    this.errors = NO_ERRORS;
  }

  setField(name: 'email' | 'password' | 'name' | 'surname' | 'birthDate' | 'promoCode', value: string): void {
    this[name] = value;
  }
  setTermsAccepted(value: boolean): void {
    this.termsAccepted = value;
  }
  setBonusChoice(value: BonusChoice): void {
    this.bonusChoice = value;
  }

  /** The country of every form: the phone step's (the first of the list while none is chosen). */
  get countryId(): number | null {
    return this.phone.country?.id ?? null;
  }

  /** Currency of the new account: the site's. */
  get currencyIso(): string {
    return this.settings.defaultCurrencyIso;
  }

  /** The site offers a bonus choice. */
  get offersBonus(): boolean {
    return this.settings.hasRegistrationBonus;
  }

  get minimumAge(): number {
    return this.settings.minimumAge;
  }

  /** Where the player lands once signed in (the server-approved return address), else null. */
  get landingUrl(): string | null {
    return this.step === 'done' ? (this.registered?.redirectUrl ?? null) : null;
  }

  /** The phone form's next submit sends the SMS code. */
  get sendsSms(): boolean {
    return this.kind === 'phone' && !this.phone.codeSent;
  }

  get canSubmit(): boolean {
    if (this.busy || this.step !== 'form') return false;
    return this.sendsSms ? this.phone.isSendAllowed : true;
  }

  /** Sends the form of the current kind. */
  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    const invalid = this.validate();
    if (invalid) {
      this.errors = invalid;
      return;
    }
    this.errors = NO_ERRORS;
    if (this.sendsSms) return this.sendSms();
    this.busy = true;
    try {
      const response = await this.register();
      runInAction(() => {
        this.registered = response;
        this.password = '';
        if (response.generatedPassword) this.step = 'credentials';
        else this.finish();
      });
    } catch (error) {
      runInAction(() => (this.errors = formErrorsOf(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Sends (again) the SMS code of the phone registration. */
  async sendSms(): Promise<void> {
    const errors = await this.phone.send((phone) => this.api.sendSms({ ...phone, purpose: 'registration' }));
    runInAction(() => (this.errors = errors ?? NO_ERRORS));
  }

  /** The player saw the generated credentials: signed in. */
  finish(): void {
    const registered = this.registered;
    if (!registered || this.step === 'done') return;
    this.step = 'done';
    this.sink.signedIn(registered.userId, registered.redirectUrl);
  }

  private validate(): FormErrors | null {
    const terms = termsError(this.termsAccepted);
    switch (this.kind) {
      case 'fast':
        return fieldErrors({ countryId: this.countryId === null ? 'auth_country_required' : null, terms });
      case 'phone':
        return this.sendsSms
          ? fieldErrors({ phone_number: this.phone.phoneError, password: newPasswordError(this.password), terms })
          : fieldErrors({ password: newPasswordError(this.password), code: this.phone.codeError, terms });
      default:
        return fieldErrors({
          email: emailError(this.email),
          password: newPasswordError(this.password),
          name: nameError(this.name),
          surname: nameError(this.surname),
          date_birthday: birthDateFieldError(this.birthDate, isoDateOf(this.clock.now()), this.settings.minimumAge),
          countryId: this.countryId === null ? 'auth_country_required' : null,
          terms,
        });
    }
  }

  private register(): Promise<RegistrationResponse> {
    const tags = this.referralSource?.current();
    // issue 14: the visit's referral and partner tags travel with every kind of registration
    const extra = { ...(this.returnUrl === undefined ? {} : { returnUrl: this.returnUrl }), ...(tags ? { referral: tags } : {}) };
    const countryId = this.countryId ?? 0;
    switch (this.kind) {
      case 'fast':
        return this.api.registerFast({ countryId, currencyIso: this.currencyIso, ...(this.promoCode.trim() ? { promoCode: this.promoCode.trim() } : {}), ...extra });
      case 'phone': {
        const phone = this.phone.phone ?? { phone_number: '', country_code: '' };
        return this.api.registerPhone({ ...phone, password: this.password, currencyIso: this.currencyIso, smsCode: this.phone.code, ...extra });
      }
      default:
        return this.api.registerFull({
          email: this.email.trim(),
          password: this.password,
          name: this.name.trim(),
          surname: this.surname.trim(),
          date_birthday: this.birthDate,
          countryId,
          currencyIso: this.currencyIso,
          termsAccepted: true,
          ...(this.offersBonus ? { bonusChoice: this.bonusChoice } : {}),
          ...extra,
        });
    }
  }

  /** Stops the resend countdown. */
  dispose(): void {
    this.phone.dispose();
  }
}

/** Container identifier of the registration flow (the modal's and the page's: one form at a time). */
export const RegistrationFlow = Symbol.for('RegistrationFlow') as ServiceIdentifier<RegistrationFlowService>;
