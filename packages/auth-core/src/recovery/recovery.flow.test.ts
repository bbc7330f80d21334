import type { SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { LoginFlow } from '../login/login.flow';
import { createAuthTestBed } from '../testing/auth-test-bed';
import { connectRecovery, recoveryStateOf } from './recovery.connect';
import { RecoveryFlow } from './recovery.flow';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function bed() {
  const testBed = createAuthTestBed();
  return { ...testBed, flow: testBed.container.get(RecoveryFlow), clock: testBed.platform.clock as SimulatedClock };
}

describe('RecoveryFlow', () => {
  it('recovers a password by the e-mail link; the old password then fails and the new one signs in', async () => {
    const { api, flow, container, sink } = bed();
    const account = api.addAccount({ email: 'ann@example.com', password: 'oldpass11' });
    flow.startRequest();
    flow.setEmail('ann@example.com');
    await flow.submit();
    expect(flow.step).toBe('email_sent');
    expect(connectRecovery(recoveryStateOf(flow)).noticeKey).toBe('auth_recovery_email_sent');
    const mail = api.emailOutbox.at(-1);
    expect(mail?.to).toBe('ann@example.com');

    // The link opens the reset page with its token.
    flow.startFromLink(mail?.token);
    expect(flow.step).toBe('new_password');
    flow.setPassword('newpass22');
    flow.setPasswordRepeat('newpass2');
    await flow.submit();
    expect(flow.errors.fields).toEqual({ passwordRepeat: 'auth_password_mismatch' });
    flow.setPasswordRepeat('newpass22');
    await flow.submit();
    expect(flow.step).toBe('done');
    expect(connectRecovery(recoveryStateOf(flow)).signIn).toEqual({ login: 'ann@example.com' });

    // The token is single-use.
    flow.startWithToken(mail?.token ?? '');
    flow.setPassword('another33');
    flow.setPasswordRepeat('another33');
    await flow.submit();
    expect(flow.errors.form).toBe('auth_reset_link_invalid');

    const login = container.get(LoginFlow);
    login.start();
    login.setLogin('ann@example.com');
    login.setPassword('oldpass11');
    await login.submit();
    expect(login.errors.form).toBe('main_invalid_credentials');
    login.setPassword('newpass22');
    await login.submit();
    expect(sink.signIns).toEqual([{ userId: account.id, redirectUrl: '/' }]);
  });

  it('answers the same for an unknown e-mail and waits before another request', async () => {
    const { api, flow, clock } = bed();
    flow.startRequest();
    flow.setEmail('nobody@example.com');
    await flow.submit();
    expect(flow.step).toBe('email_sent');
    expect(api.emailOutbox).toEqual([]);
    expect(flow.canResend).toBe(false);
    expect(connectRecovery(recoveryStateOf(flow)).resend).toEqual({ visible: true, enabled: false, secondsLeft: 60 });
    clock.advanceBy(60_000);
    expect(flow.canResend).toBe(true);
  });

  it('recovers by SMS code through the shared phone step', async () => {
    const { api, flow } = bed();
    const account = api.addAccount({ phone: '+77011234567', password: 'oldpass11' });
    flow.startRequest('phone');
    await settle();
    flow.phone.setCountry('kz');
    flow.phone.setNumber('7011234567');
    await flow.submit();
    expect(flow.step).toBe('code');
    flow.phone.setCode(api.lastSmsCode('+77011234567') ?? '');
    flow.setPassword('newpass22');
    flow.setPasswordRepeat('newpass22');
    await flow.submit();
    expect(flow.step).toBe('done');
    expect(account.password).toBe('newpass22');
  });

  it('opens the reset by SMS code when the page has no valid token', () => {
    const { flow } = bed();
    flow.startFromLink('bad<token>');
    expect(flow.step).toBe('request');
    expect(flow.channel).toBe('phone');
  });

  it('keeps the SMS request sendable and names a number shorter than the mask Min (document 001 §5)', async () => {
    const { api, flow } = bed();
    flow.startRequest('phone');
    await settle();
    flow.phone.setCountry('kz');
    flow.phone.setNumber('12');
    expect(flow.canSubmit).toBe(true);
    await flow.submit();
    expect(flow.errors.fields).toEqual({ phone_number: 'auth_phone_too_short' });
    expect(api.calls).toEqual([]);
  });

  it('refuses a malformed e-mail before any call', async () => {
    const { api, flow } = bed();
    flow.startRequest();
    flow.setEmail('not-an-address');
    await flow.submit();
    expect(flow.errors.fields).toEqual({ email: 'auth_email_invalid' });
    expect(api.calls).toEqual([]);
  });
});
