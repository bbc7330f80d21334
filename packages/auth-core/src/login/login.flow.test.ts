import { type SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { CaptchaPrompt, CaptchaPromptService } from '../captcha/captcha.prompt';
import { WebCryptoProofOfWork } from '../captcha/proof-of-work';
import { createAuthTestBed, testSha256 } from '../testing/auth-test-bed';
import { connectLogin, loginStateOf } from './login.connect';
import { LoginFlow } from './login.flow';

/** Lets the in-memory API's awaited calls settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function bed() {
  const testBed = createAuthTestBed();
  const flow = testBed.container.get(LoginFlow);
  const prompt = testBed.container.get(CaptchaPrompt);
  testBed.api.solver = prompt;
  return { ...testBed, flow, prompt, clock: testBed.platform.clock as SimulatedClock };
}

describe('LoginFlow', () => {
  it('signs in with a captcha (a wrong answer first) then the two-step code', async () => {
    const { api, flow, prompt, sink } = bed();
    const account = api.addAccount({ email: 'ann@example.com', phone: '+4915112345678', password: 'secret12', twoStep: true, captchaRequired: true });
    flow.start({ mode: 'login_password_two_step_code' });
    flow.setLogin('Ann@example.com');
    flow.setPassword('secret12');

    const submitted = flow.submit();
    await settle();
    // Document 001 §5: the 400 with code 100 shows a challenge while the call waits.
    expect(prompt.challenge).not.toBeNull();
    expect(prompt.messageKey).toBeNull();
    expect(flow.busy).toBe(true);
    prompt.setAnswer('wrong');
    prompt.submit();
    await settle();
    expect(prompt.challenge).not.toBeNull();
    expect(prompt.messageKey).toBe('auth_captcha_wrong');
    prompt.setAnswer(api.captchaText);
    prompt.submit();
    await submitted;

    expect(flow.step).toBe('two_step');
    expect(connectLogin(loginStateOf(flow)).titleKey).toBe('auth_two_step_title');
    expect(sink.signIns).toEqual([]);

    flow.setTwoStepCode('000000');
    await flow.submit();
    expect(flow.errors.fields['code']).toBe('main_invalid_sms_code');
    expect(flow.step).toBe('two_step');

    flow.setTwoStepCode(api.lastSmsCode('+4915112345678') ?? '');
    await flow.submit();
    expect(flow.step).toBe('done');
    expect(sink.signIns).toEqual([{ userId: account.id, redirectUrl: '/' }]);
    expect(api.calls).toEqual(['login', 'loginTwoStep', 'loginTwoStep']);
  });

  it('the captcha answer waits for the proof of work the challenge asks, and carries it (issue 19)', async () => {
    const { api, flow, sink } = bed();
    api.captchaPow = { algorithm: 'SHA-256', bits: 8 };
    // The work is held until the test lets it run, so the answer is sent before the nonce is known.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const solver = { solve: async (...args: Parameters<WebCryptoProofOfWork['solve']>) => gate.then(() => new WebCryptoProofOfWork(testSha256).solve(...args)) };
    const prompt = new CaptchaPromptService(() => api, solver);
    api.solver = prompt;
    const account = api.addAccount({ email: 'cy@example.com', password: 'secret12', captchaRequired: true });
    flow.start({ mode: 'login_password' });
    flow.setLogin('cy@example.com');
    flow.setPassword('secret12');
    const submitted = flow.submit();
    await settle();
    expect(prompt.challenge).not.toBeNull();
    prompt.setAnswer(api.captchaText);
    prompt.submit();
    await settle();
    expect(prompt.working).toBe(true);
    expect(prompt.canAnswer).toBe(false);
    expect(api.calls).toEqual(['login']);
    release();
    await submitted;
    expect(flow.step).toBe('done');
    expect(sink.signIns).toEqual([{ userId: account.id, redirectUrl: '/' }]);
  });

  it('a captcha answer without the proof of work the challenge asks is refused (issue 19)', async () => {
    const { api, flow } = bed();
    api.captchaPow = { algorithm: 'SHA-256', bits: 8 };
    api.solver = { solve: async () => ({ captchaId: 'c1', answer: api.captchaText }) };
    api.addAccount({ email: 'dee@example.com', password: 'secret12', captchaRequired: true });
    await api.update();
    flow.start({ mode: 'login_password' });
    flow.setLogin('dee@example.com');
    flow.setPassword('secret12');
    await flow.submit();
    expect(flow.step).not.toBe('done');
    expect(flow.errors.form).toBe('main_captcha_required');
  });

  it('fails the call when the player cancels the captcha, and keeps the form', async () => {
    const { api, flow, prompt, sink } = bed();
    api.addAccount({ email: 'bob@example.com', password: 'secret12', captchaRequired: true });
    flow.start();
    flow.setLogin('bob@example.com');
    flow.setPassword('secret12');
    const submitted = flow.submit();
    await settle();
    prompt.cancel();
    await submitted;
    expect(flow.errors.form).toBe('main_captcha_required');
    expect(flow.step).toBe('credentials');
    expect(flow.password).toBe('secret12');
    expect(sink.signIns).toEqual([]);
  });

  it('refuses empty fields before any call', async () => {
    const { api, flow } = bed();
    flow.start();
    await flow.submit();
    expect(flow.errors.fields).toEqual({ login: 'auth_login_required', password: 'auth_password_required' });
    expect(api.calls).toEqual([]);
  });

  it('signs in by SMS code with the resend countdown on the clock', async () => {
    const { api, flow, clock, sink } = bed();
    const account = api.addAccount({ phone: '+77011234567', password: 'secret12' });
    flow.start({ mode: 'sms' });
    await settle();
    flow.phone.setCountry('kz');
    flow.phone.setNumber('(701) 123-45-67');
    expect(flow.phone.display).toBe('(701) 123-45-67');
    await flow.submit();
    expect(flow.step).toBe('sms_code');
    let view = connectLogin(loginStateOf(flow));
    expect(view.resend).toEqual({ visible: true, enabled: false, secondsLeft: 60 });
    clock.advanceBy(59_000);
    expect(flow.phone.resend.secondsLeft).toBe(1);
    clock.advanceBy(1_000);
    view = connectLogin(loginStateOf(flow));
    expect(view.resend).toEqual({ visible: true, enabled: true, secondsLeft: 0 });

    flow.phone.setCode(api.lastSmsCode('+77011234567') ?? '');
    await flow.submit();
    expect(sink.signIns).toEqual([{ userId: account.id, redirectUrl: '/' }]);
  });

  it('refuses a phone shorter than the mask Min (document 001 §5) without a call', async () => {
    const { api, flow } = bed();
    flow.start({ mode: 'phone_password' });
    await settle();
    flow.phone.setCountry('kz');
    flow.phone.setNumber('70112345');
    flow.setPassword('secret12');
    await flow.submit();
    expect(flow.errors.fields['phone_number']).toBe('auth_phone_too_short');
    expect(api.calls).toEqual([]);
  });

  it('opens with the site defaults and stops the countdown on dispose', async () => {
    const { flow, clock } = bed();
    flow.start({ mode: 'phone_password', phone: '7011234567', passwordPhone: 'pw', remember: true });
    await settle();
    expect(flow.remember).toBe(true);
    expect(flow.password).toBe('pw');
    flow.setMode('sms');
    flow.phone.setCountry('kz');
    flow.phone.setNumber('7011234567');
    await flow.submit();
    expect(flow.phone.resend.secondsLeft).toBe(60);
    flow.dispose();
    expect(flow.phone.resend.secondsLeft).toBe(0);
    clock.advanceBy(5_000);
    expect(flow.phone.resend.secondsLeft).toBe(0);
  });
});
