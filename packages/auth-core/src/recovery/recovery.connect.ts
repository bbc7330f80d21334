import { RECOVERY_CHANNELS, recoveryTitleKey, type RecoveryChannel, type RecoveryStep } from './recovery.rules';

/** The recovery form as a view draws it. */
export interface RecoveryView {
  titleKey: string;
  step: RecoveryStep;
  /** Channel tabs (request step only). */
  channels: ReadonlyArray<{ channel: RecoveryChannel; labelKey: string; selected: boolean }> | null;
  email: { value: string; errorKey: string | null } | null;
  showPhone: boolean;
  phoneErrorKey: string | null;
  code: { value: string; errorKey: string | null } | null;
  password: { value: string; errorKey: string | null } | null;
  passwordRepeat: { value: string; errorKey: string | null } | null;
  /** A message key over the form (what was sent, what happened). */
  noticeKey: string | null;
  formErrorKey: string | null;
  submit: { labelKey: string; enabled: boolean } | null;
  resend: { visible: boolean; enabled: boolean; secondsLeft: number };
  showBack: boolean;
  /** After the reset: sign in with the new password. */
  signIn: { login: string } | null;
}

export interface RecoveryState {
  channel: RecoveryChannel;
  step: RecoveryStep;
  email: string;
  password: string;
  passwordRepeat: string;
  smsCode: string;
  canSubmit: boolean;
  canResend: boolean;
  resendSecondsLeft: number;
  errors: { form: string | null; fields: Readonly<Record<string, string>> };
  login: string | null;
}

/** Pure view model of the recovery flow. */
export function connectRecovery(state: RecoveryState): RecoveryView {
  const error = (name: string) => state.errors.fields[name] ?? null;
  const request = state.step === 'request';
  const newPassword = state.step === 'code' || state.step === 'new_password';
  return {
    titleKey: recoveryTitleKey(state.step),
    step: state.step,
    channels: request ? RECOVERY_CHANNELS.map((channel) => ({ channel, labelKey: `auth_recovery_by_${channel}`, selected: channel === state.channel })) : null,
    email: request && state.channel === 'email' ? { value: state.email, errorKey: error('email') } : null,
    showPhone: request && state.channel === 'phone',
    phoneErrorKey: error('phone_number'),
    code: state.step === 'code' ? { value: state.smsCode, errorKey: error('code') } : null,
    password: newPassword ? { value: state.password, errorKey: error('password') } : null,
    passwordRepeat: newPassword ? { value: state.passwordRepeat, errorKey: error('passwordRepeat') } : null,
    noticeKey: state.step === 'email_sent' ? 'auth_recovery_email_sent' : state.step === 'code' ? 'auth_recovery_code_sent' : state.step === 'done' ? 'auth_recovery_done' : null,
    formErrorKey: state.errors.form ?? error('token'),
    submit: request ? { labelKey: 'auth_recovery_send', enabled: state.canSubmit } : newPassword ? { labelKey: 'auth_recovery_save', enabled: state.canSubmit } : null,
    resend: { visible: state.step === 'email_sent' || state.step === 'code', enabled: state.canResend, secondsLeft: state.resendSecondsLeft },
    showBack: state.step === 'email_sent' || state.step === 'code',
    signIn: state.step === 'done' && state.login !== null ? { login: state.login } : null,
  };
}

/** Reads the view model's input from a recovery flow. */
export function recoveryStateOf(flow: {
  channel: RecoveryChannel;
  step: RecoveryStep;
  email: string;
  password: string;
  passwordRepeat: string;
  canSubmit: boolean;
  canResend: boolean;
  resendSecondsLeft: number;
  errors: RecoveryState['errors'];
  login: string | null;
  phone: { code: string };
}): RecoveryState {
  return {
    channel: flow.channel,
    step: flow.step,
    email: flow.email,
    password: flow.password,
    passwordRepeat: flow.passwordRepeat,
    smsCode: flow.phone.code,
    canSubmit: flow.canSubmit,
    canResend: flow.canResend,
    resendSecondsLeft: flow.resendSecondsLeft,
    errors: flow.errors,
    login: flow.login,
  };
}
