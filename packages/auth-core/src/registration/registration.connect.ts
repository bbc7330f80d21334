import { BONUS_CHOICES, type BonusChoice, type RegistrationKind, type RegistrationStep } from './registration.rules';

/** A text field a view draws. */
export interface RegistrationFieldView {
  name: 'email' | 'password' | 'name' | 'surname' | 'birthDate' | 'promoCode';
  labelKey: string;
  value: string;
  errorKey: string | null;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  /** A hint of the expected format, a dictionary key (the birth date's YYYY-MM-DD). */
  placeholderKey: string | null;
}

/** The registration form as a view draws it. */
export interface RegistrationView {
  titleKey: string;
  kinds: ReadonlyArray<{ kind: RegistrationKind; labelKey: string; selected: boolean }>;
  step: RegistrationStep;
  fields: readonly RegistrationFieldView[];
  /** The country list (one-click and full forms). */
  showCountry: boolean;
  countryErrorKey: string | null;
  /** The shared phone/SMS step (phone form). */
  showPhone: boolean;
  phoneErrorKey: string | null;
  /** The SMS code (phone form after the code was sent). */
  code: { value: string; errorKey: string | null } | null;
  resend: { visible: boolean; enabled: boolean; secondsLeft: number };
  currencyIso: string;
  bonus: { choices: ReadonlyArray<{ choice: BonusChoice; labelKey: string; selected: boolean }> } | null;
  terms: { accepted: boolean; labelKey: string; minimumAge: number; errorKey: string | null };
  formErrorKey: string | null;
  submitLabelKey: string;
  submitEnabled: boolean;
  /** The generated credentials of a one-click registration, shown once. */
  credentials: { login: string; password: string | null } | null;
  /** Signed in: where the page goes now. */
  redirectTo: string | null;
}

/** What the view model reads from the flow. */
export interface RegistrationState {
  kind: RegistrationKind;
  kinds: readonly RegistrationKind[];
  step: RegistrationStep;
  email: string;
  password: string;
  name: string;
  surname: string;
  birthDate: string;
  promoCode: string;
  termsAccepted: boolean;
  bonusChoice: BonusChoice;
  offersBonus: boolean;
  minimumAge: number;
  currencyIso: string;
  sendsSms: boolean;
  codeSent: boolean;
  smsCode: string;
  resendSecondsLeft: number;
  canResend: boolean;
  canSubmit: boolean;
  errors: { form: string | null; fields: Readonly<Record<string, string>> };
  registered: { login: string; generatedPassword: string | null } | null;
  landingUrl: string | null;
}

const text = (
  name: RegistrationFieldView['name'],
  labelKey: string,
  value: string,
  errorKey: string | null,
  type: RegistrationFieldView['type'],
  autoComplete: string,
  placeholderKey: string | null = null,
): RegistrationFieldView => ({ name, labelKey, value, errorKey, type, autoComplete, placeholderKey });

/** Pure view model of the registration flow. */
export function connectRegistration(state: RegistrationState): RegistrationView {
  const error = (name: string) => state.errors.fields[name] ?? null;
  const password = text('password', 'auth_password', state.password, error('password'), 'password', 'new-password');
  const fields: RegistrationFieldView[] =
    state.kind === 'full'
      ? [
          text('email', 'auth_email', state.email, error('email'), 'email', 'email'),
          password,
          text('name', 'auth_name', state.name, error('name'), 'text', 'given-name'),
          text('surname', 'auth_surname', state.surname, error('surname'), 'text', 'family-name'),
          // Typed as text (YYYY-MM-DD), so what the player typed reaches the rule as typed.
          text('birthDate', 'auth_birth_date', state.birthDate, error('date_birthday'), 'text', 'bday', 'auth_birth_date_format'),
        ]
      : state.kind === 'phone'
        ? [password]
        : [text('promoCode', 'auth_promo_code', state.promoCode, error('promoCode'), 'text', 'off')];
  return {
    titleKey: 'auth_registration_title',
    kinds: state.kinds.map((kind) => ({ kind, labelKey: `auth_registration_${kind}`, selected: kind === state.kind })),
    step: state.step,
    fields,
    showCountry: state.kind !== 'phone',
    countryErrorKey: error('countryId'),
    showPhone: state.kind === 'phone',
    phoneErrorKey: error('phone_number'),
    code: state.kind === 'phone' && state.codeSent ? { value: state.smsCode, errorKey: error('code') ?? error('smsCode') } : null,
    resend: { visible: state.kind === 'phone' && state.codeSent, enabled: state.canResend, secondsLeft: state.resendSecondsLeft },
    currencyIso: state.currencyIso,
    bonus: state.kind === 'full' && state.offersBonus ? { choices: BONUS_CHOICES.map((choice) => ({ choice, labelKey: `auth_bonus_${choice}`, selected: choice === state.bonusChoice })) } : null,
    terms: { accepted: state.termsAccepted, labelKey: 'auth_terms_confirm', minimumAge: state.minimumAge, errorKey: error('terms') ?? error('termsAccepted') },
    formErrorKey: state.errors.form,
    submitLabelKey: state.sendsSms ? 'auth_send_sms' : 'auth_register',
    submitEnabled: state.canSubmit,
    credentials: state.step === 'credentials' && state.registered ? { login: state.registered.login, password: state.registered.generatedPassword } : null,
    redirectTo: state.landingUrl,
  };
}

/** Reads the view model's input from a registration flow, offering `kinds`. */
export function registrationStateOf(
  flow: {
    kind: RegistrationKind;
    step: RegistrationStep;
    email: string;
    password: string;
    name: string;
    surname: string;
    birthDate: string;
    promoCode: string;
    termsAccepted: boolean;
    bonusChoice: BonusChoice;
    offersBonus: boolean;
    minimumAge: number;
    currencyIso: string;
    sendsSms: boolean;
    canSubmit: boolean;
    errors: RegistrationState['errors'];
    registered: RegistrationState['registered'];
    landingUrl: string | null;
    phone: { codeSent: boolean; code: string; canSend: boolean; resend: { secondsLeft: number } };
  },
  kinds: readonly RegistrationKind[],
): RegistrationState {
  return {
    kind: flow.kind,
    kinds,
    step: flow.step,
    email: flow.email,
    password: flow.password,
    name: flow.name,
    surname: flow.surname,
    birthDate: flow.birthDate,
    promoCode: flow.promoCode,
    termsAccepted: flow.termsAccepted,
    bonusChoice: flow.bonusChoice,
    offersBonus: flow.offersBonus,
    minimumAge: flow.minimumAge,
    currencyIso: flow.currencyIso,
    sendsSms: flow.sendsSms,
    codeSent: flow.phone.codeSent,
    smsCode: flow.phone.code,
    resendSecondsLeft: flow.phone.resend.secondsLeft,
    canResend: flow.phone.canSend,
    canSubmit: flow.canSubmit,
    errors: flow.errors,
    registered: flow.registered,
    landingUrl: flow.landingUrl,
  };
}
