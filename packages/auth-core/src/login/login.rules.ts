import type { LoginResponse } from '@kickoff/contracts';

/** Login form modes (document 001 §3 "Login form"). */
export const LOGIN_MODES = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** The form's starting values (document 001 §3: defaults for login, phone, phoneBySms, passwordLogin, passwordPhone, remember). */
export interface LoginDefaults {
  mode: LoginMode;
  login: string;
  phone: string;
  phoneBySms: string;
  passwordLogin: string;
  passwordPhone: string;
  remember: boolean;
}

/** Empty fields, login and password first, not remembered. */
export const DEFAULT_LOGIN_FORM: LoginDefaults = { mode: 'login_password', login: '', phone: '', phoneBySms: '', passwordLogin: '', passwordPhone: '', remember: false };

/**
 * Steps: `credentials` (what the mode asks), `sms_code` (a code went to the phone, sms mode),
 * `two_step` (the password was right, the code the server sent finishes it), `done`.
 */
export type LoginStep = 'credentials' | 'sms_code' | 'two_step' | 'done';

/** The call a submit makes in a mode and step. */
export type LoginAction = 'login' | 'loginByPhone' | 'sendSms' | 'loginBySms' | 'loginTwoStep';

/** Which call the submit button makes. */
export function loginAction(mode: LoginMode, step: LoginStep): LoginAction | null {
  if (step === 'done') return null;
  if (step === 'two_step') return 'loginTwoStep';
  if (step === 'sms_code') return 'loginBySms';
  if (mode === 'sms') return 'sendSms';
  return mode === 'phone_password' ? 'loginByPhone' : 'login';
}

/** What a login answer asks next: signed in, or the two-step code. */
export type LoginNext = { kind: 'done'; userId: number | null; redirectUrl: string | null } | { kind: 'two_step'; token: string };

export function loginNext(response: LoginResponse): LoginNext {
  return response.status === 'two_step' && response.twoStepToken
    ? { kind: 'two_step', token: response.twoStepToken }
    : { kind: 'done', userId: response.userId, redirectUrl: response.redirectUrl };
}

/** The login field's error: required, at most 254 characters. */
export function loginFieldError(login: string): string | null {
  const value = login.trim();
  if (!value) return 'auth_login_required';
  return value.length > 254 ? 'auth_login_too_long' : null;
}

/** The password field's error at sign-in: required, at most 128 characters. */
export function passwordFieldError(password: string): string | null {
  if (!password) return 'auth_password_required';
  return password.length > 128 ? 'auth_password_too_long' : null;
}
