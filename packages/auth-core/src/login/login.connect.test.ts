import { describe, expect, it } from 'vitest';
import { connectLogin, type LoginState } from './login.connect';

const aLoginState = (patch: Partial<LoginState> = {}): LoginState => ({
  mode: 'login_password',
  step: 'credentials',
  login: '',
  password: '',
  remember: false,
  twoStepCode: '',
  smsCode: '',
  canSubmit: true,
  busy: false,
  errors: { form: null, fields: {} },
  resendSecondsLeft: 0,
  canResend: false,
  ...patch,
});

describe('connectLogin (document 001 §3 login form)', () => {
  it.each([
    { mode: 'login_password', login: true, phone: false, password: true, submit: 'auth_sign_in' },
    { mode: 'login_password_two_step_code', login: true, phone: false, password: true, submit: 'auth_sign_in' },
    { mode: 'phone_password', login: false, phone: true, password: true, submit: 'auth_sign_in' },
    { mode: 'sms', login: false, phone: true, password: false, submit: 'auth_send_sms' },
  ] as const)('$mode shows login $login, phone $phone, password $password', ({ mode, login, phone, password, submit }) => {
    const view = connectLogin(aLoginState({ mode }));
    expect(view.login !== null).toBe(login);
    expect(view.showPhone).toBe(phone);
    expect(view.password !== null).toBe(password);
    expect(view.submitLabelKey).toBe(submit);
    expect(view.modes.filter((item) => item.selected).map((item) => item.mode)).toEqual([mode]);
  });

  it('the two-step step shows only the code, its title and the way back', () => {
    const view = connectLogin(aLoginState({ mode: 'login_password_two_step_code', step: 'two_step', errors: { form: null, fields: { twoStepToken: 'main_invalid_two_step_code' } } }));
    expect(view).toMatchObject({ titleKey: 'auth_two_step_title', showModes: false, login: null, password: null, showPhone: false, showRemember: false, showBack: true, showForgotPassword: false });
    expect(view.code).toEqual({ name: 'code', labelKey: 'auth_two_step_code', value: '', errorKey: 'main_invalid_two_step_code' });
  });

  it('the SMS step counts the resend down', () => {
    const view = connectLogin(aLoginState({ mode: 'sms', step: 'sms_code', resendSecondsLeft: 42, smsCode: '12' }));
    expect(view.resend).toEqual({ visible: true, enabled: false, secondsLeft: 42 });
    expect(view.code?.labelKey).toBe('auth_sms_code');
    expect(view.submitLabelKey).toBe('auth_sign_in');
  });
});
