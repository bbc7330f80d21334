import { createTestPlatform, type SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { createAuthTestBed } from '../testing/auth-test-bed';
import { connectRegistration, registrationStateOf } from './registration.connect';
import { RegistrationFlow } from './registration.flow';
import { MODAL_REGISTRATION_KINDS, REGISTRATION_KINDS } from './registration.rules';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function bed() {
  // 2026-11-23 12:00 UTC: the birth dates below are read against this day.
  const testBed = createAuthTestBed({ platform: createTestPlatform(Date.UTC(2026, 10, 23, 12)) });
  return { ...testBed, flow: testBed.container.get(RegistrationFlow), clock: testBed.platform.clock as SimulatedClock };
}

describe('RegistrationFlow', () => {
  it('registers one-click (credentials shown once), then a second player by e-mail', async () => {
    const { api, flow, sink } = bed();
    flow.start({ kind: 'fast', returnUrl: '/en/live' });
    await settle();
    await flow.submit();
    expect(flow.errors.fields).toEqual({ terms: 'auth_terms_required' });
    expect(api.calls).toEqual([]);

    flow.setTermsAccepted(true);
    await flow.submit();
    expect(flow.step).toBe('credentials');
    const view = connectRegistration(registrationStateOf(flow, MODAL_REGISTRATION_KINDS));
    expect(view.credentials).toEqual({ login: String(flow.registered?.userId), password: flow.registered?.generatedPassword });
    expect(sink.signIns).toEqual([]);
    flow.finish();
    expect(flow.step).toBe('done');
    expect(sink.signIns).toEqual([{ userId: flow.registered?.userId, redirectUrl: '/en/live' }]);
    expect(connectRegistration(registrationStateOf(flow, MODAL_REGISTRATION_KINDS)).redirectTo).toBe('/en/live');

    flow.start({ kind: 'full' });
    flow.setField('email', 'New.Player@example.com');
    flow.setField('password', 'goodpass1');
    flow.setField('name', 'Nina');
    flow.setField('surname', 'Novak');
    flow.setField('birthDate', '2008-11-23');
    flow.setTermsAccepted(true);
    await flow.submit();
    expect(flow.errors).toEqual({ form: null, fields: {} });
    expect(flow.step).toBe('done');
    expect(api.accounts.at(-1)?.email).toBe('new.player@example.com');
    expect(sink.signIns).toHaveLength(2);
    expect(api.calls).toEqual(['registerFast', 'registerFull']);
  });

  it('refuses an impossible birth date and one under the site minimum age before any call', async () => {
    const { api, flow, settings } = bed();
    flow.start({ kind: 'full' });
    await settle();
    flow.setField('email', 'kid@example.com');
    flow.setField('password', 'goodpass1');
    flow.setField('name', 'Kid');
    flow.setField('surname', 'Young');
    flow.setTermsAccepted(true);
    flow.setField('birthDate', '2026-99-99');
    await flow.submit();
    expect(flow.errors.fields).toEqual({ date_birthday: 'auth_birth_date_invalid' });
    flow.setField('birthDate', '2008-11-24');
    await flow.submit();
    expect(flow.errors.fields).toEqual({ date_birthday: 'auth_under_age' });
    settings.minimumAge = 21;
    flow.setField('birthDate', '2005-11-24');
    await flow.submit();
    expect(flow.errors.fields).toEqual({ date_birthday: 'auth_under_age' });
    expect(api.calls).toEqual([]);
    const view = connectRegistration(registrationStateOf(flow, REGISTRATION_KINDS));
    expect(view.fields.find((field) => field.name === 'birthDate')?.errorKey).toBe('auth_under_age');
    expect(view.terms.minimumAge).toBe(21);
  });

  it('shows the server field error of a taken e-mail and keeps the form', async () => {
    const { api, flow, sink } = bed();
    api.addAccount({ email: 'taken@example.com', password: 'x' });
    flow.start({ kind: 'full' });
    await settle();
    Object.entries({ email: 'taken@example.com', password: 'goodpass1', name: 'A', surname: 'B', birthDate: '1990-01-01' }).forEach(([name, value]) =>
      flow.setField(name as 'email', value),
    );
    flow.setTermsAccepted(true);
    await flow.submit();
    expect(flow.errors.fields).toEqual({ email: 'main_email_taken' });
    expect(flow.step).toBe('form');
    expect(flow.email).toBe('taken@example.com');
    expect(sink.signIns).toEqual([]);
  });

  it('registers by phone through the shared SMS step; the resend waits 60 s on the clock', async () => {
    const { api, flow, clock, sink } = bed();
    flow.start({ kind: 'phone' });
    await settle();
    flow.phone.setCountry('de');
    flow.phone.setNumber('15112345678');
    flow.setField('password', 'goodpass1');
    flow.setTermsAccepted(true);
    expect(connectRegistration(registrationStateOf(flow, MODAL_REGISTRATION_KINDS)).submitLabelKey).toBe('auth_send_sms');
    await flow.submit();
    expect(flow.phone.codeSent).toBe(true);
    expect(connectRegistration(registrationStateOf(flow, MODAL_REGISTRATION_KINDS)).resend).toEqual({ visible: true, enabled: false, secondsLeft: 60 });
    await flow.sendSms();
    expect(api.calls).toEqual(['sendSms']);
    clock.advanceBy(60_000);
    await flow.sendSms();
    expect(api.calls).toEqual(['sendSms', 'sendSms']);

    flow.phone.setCode(api.lastSmsCode('+4915112345678') ?? '');
    await flow.submit();
    expect(flow.step).toBe('done');
    expect(sink.signIns[0]?.userId).toBe(api.accounts[0]?.id);
  });

  it('sends the bonus choice only where the site offers one', async () => {
    const { flow, settings } = bed();
    flow.start({ kind: 'full', bonusChoice: 'casino' });
    expect(connectRegistration(registrationStateOf(flow, REGISTRATION_KINDS)).bonus).toBeNull();
    settings.hasRegistrationBonus = true;
    expect(connectRegistration(registrationStateOf(flow, REGISTRATION_KINDS)).bonus?.choices.find((choice) => choice.selected)?.choice).toBe('casino');
  });
});
