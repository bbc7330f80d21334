import type { LoginAction, LoginMode, LoginStep } from './login.rules';

/** Document 001 §3: the four login modes and what each step sends. */
export const LOGIN_ACTION_CASES: ReadonlyArray<{ mode: LoginMode; step: LoginStep; expected: LoginAction | null }> = [
  { mode: 'login_password', step: 'credentials', expected: 'login' },
  { mode: 'login_password_two_step_code', step: 'credentials', expected: 'login' },
  { mode: 'login_password_two_step_code', step: 'two_step', expected: 'loginTwoStep' },
  { mode: 'phone_password', step: 'credentials', expected: 'loginByPhone' },
  { mode: 'phone_password', step: 'two_step', expected: 'loginTwoStep' },
  { mode: 'sms', step: 'credentials', expected: 'sendSms' },
  { mode: 'sms', step: 'sms_code', expected: 'loginBySms' },
  { mode: 'sms', step: 'done', expected: null },
];

export const LOGIN_FIELD_CASES: ReadonlyArray<{ login: string; expected: string | null }> = [
  { login: '', expected: 'auth_login_required' },
  { login: '   ', expected: 'auth_login_required' },
  { login: 'player@example.com', expected: null },
  { login: '100001', expected: null },
  { login: 'x'.repeat(255), expected: 'auth_login_too_long' },
];
