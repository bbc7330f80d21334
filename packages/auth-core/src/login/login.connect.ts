import { LOGIN_MODES, loginAction, type LoginMode, type LoginStep } from './login.rules';

/** A field a view draws. */
export interface FieldView {
  name: string;
  labelKey: string;
  value: string;
  errorKey: string | null;
}

/** The login form as a view draws it. */
export interface LoginView {
  titleKey: string;
  modes: ReadonlyArray<{ mode: LoginMode; labelKey: string; selected: boolean }>;
  /** The mode tabs are shown (hidden on a code step). */
  showModes: boolean;
  /** The login field (login and password modes on the first step). */
  login: FieldView | null;
  /** The phone step (phone modes on the first step). */
  showPhone: boolean;
  phoneErrorKey: string | null;
  countryErrorKey: string | null;
  password: FieldView | null;
  /** The SMS or two-step code. */
  code: FieldView | null;
  showRemember: boolean;
  remember: boolean;
  formErrorKey: string | null;
  submitLabelKey: string;
  submitEnabled: boolean;
  /** Resend of the SMS code: shown on the SMS code step, counting down. */
  resend: { visible: boolean; enabled: boolean; secondsLeft: number };
  showBack: boolean;
  showForgotPassword: boolean;
}

/** What the view model reads from the flow. */
export interface LoginState {
  mode: LoginMode;
  step: LoginStep;
  login: string;
  password: string;
  remember: boolean;
  twoStepCode: string;
  smsCode: string;
  canSubmit: boolean;
  busy: boolean;
  errors: { form: string | null; fields: Readonly<Record<string, string>> };
  resendSecondsLeft: number;
  canResend: boolean;
}

/** Pure view model of the login flow. */
export function connectLogin(state: LoginState): LoginView {
  const fields = state.errors.fields;
  const error = (name: string) => fields[name] ?? null;
  const first = state.step === 'credentials';
  const byLogin = state.mode === 'login_password' || state.mode === 'login_password_two_step_code';
  const action = loginAction(state.mode, state.step);
  const code: FieldView | null =
    state.step === 'two_step'
      ? { name: 'code', labelKey: 'auth_two_step_code', value: state.twoStepCode, errorKey: error('code') ?? error('twoStepToken') }
      : state.step === 'sms_code'
        ? { name: 'code', labelKey: 'auth_sms_code', value: state.smsCode, errorKey: error('code') }
        : null;
  return {
    titleKey: state.step === 'two_step' ? 'auth_two_step_title' : 'auth_login_title',
    modes: LOGIN_MODES.map((mode) => ({ mode, labelKey: `auth_mode_${mode}`, selected: mode === state.mode })),
    showModes: first,
    login: first && byLogin ? { name: 'login', labelKey: 'auth_login', value: state.login, errorKey: error('login') } : null,
    showPhone: first && !byLogin,
    phoneErrorKey: error('phone_number'),
    countryErrorKey: error('country_code'),
    password: first && state.mode !== 'sms' ? { name: 'password', labelKey: 'auth_password', value: state.password, errorKey: error('password') } : null,
    code,
    showRemember: first,
    remember: state.remember,
    formErrorKey: state.errors.form,
    submitLabelKey: action === 'sendSms' ? 'auth_send_sms' : 'auth_sign_in',
    submitEnabled: state.canSubmit,
    resend: { visible: state.step === 'sms_code', enabled: state.canResend, secondsLeft: state.resendSecondsLeft },
    showBack: !first && state.step !== 'done',
    showForgotPassword: first && state.mode !== 'sms',
  };
}

/** Reads the view model's input from a login flow. */
export function loginStateOf(flow: {
  mode: LoginMode;
  step: LoginStep;
  login: string;
  password: string;
  remember: boolean;
  twoStepCode: string;
  canSubmit: boolean;
  busy: boolean;
  errors: LoginState['errors'];
  phone: { code: string; canSend: boolean; resend: { secondsLeft: number } };
}): LoginState {
  return {
    mode: flow.mode,
    step: flow.step,
    login: flow.login,
    password: flow.password,
    remember: flow.remember,
    twoStepCode: flow.twoStepCode,
    smsCode: flow.phone.code,
    canSubmit: flow.canSubmit,
    busy: flow.busy,
    errors: flow.errors,
    resendSecondsLeft: flow.phone.resend.secondsLeft,
    canResend: flow.phone.canSend,
  };
}
