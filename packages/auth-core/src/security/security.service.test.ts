import { ApiError, SecurityApi, type BindPhoneResponse, type SecuritySession } from '@kickoff/contracts';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { connectSecurity } from './security.connect';
import { SecurityProfile } from './security.ports';
import { SecurityService } from './security.service';

/** A server of one player in memory, with the rules of the API's security calls. */
class MemorySecurityApi implements SecurityApi {
  password = 'Secret-pass-1';
  twoStep = false;
  phone: string | null = null;
  sentCode: string | null = null;
  sessions: SecuritySession[] = [
    { id: 1, createdAt: 1_000, lastSeenAt: 1_100, endedAt: null, endReason: null, address: '10.0.0.1', userAgent: 'Mozilla/5.0 Chrome/140.0', current: true },
    { id: 2, createdAt: 900, lastSeenAt: 950, endedAt: null, endReason: null, address: '10.0.0.2', userAgent: 'Mozilla/5.0 (Android) Firefox/130.0', current: false },
  ];

  async changePassword(currentPassword: string, newPassword: string) {
    if (currentPassword !== this.password) throw new ApiError(403, { code: 'wrong_password', messageKey: 'office_security_wrong_password', fields: { currentPassword: 'office_security_wrong_password' } });
    this.password = newPassword;
    const others = this.sessions.filter((session) => !session.current && session.endedAt === null);
    for (const session of others) Object.assign(session, { endedAt: 2_000, endReason: 'password_changed' });
    return { success: true as const, endedSessions: others.length };
  }
  async listSessions() {
    return this.sessions.filter((session) => session.endedAt === null).map((session) => ({ ...session }));
  }
  async endSession(sessionId: number) {
    const session = this.sessions.find((candidate) => candidate.id === sessionId && candidate.endedAt === null);
    if (!session) throw new ApiError(404, { code: 'session_not_found', messageKey: 'office_security_session_not_found' });
    Object.assign(session, { endedAt: 2_000, endReason: 'ended_by_player' });
  }
  async loginHistory() {
    return this.sessions.map((session) => ({ ...session }));
  }
  async setTwoStep(enabled: boolean, password: string) {
    if (password !== this.password) throw new ApiError(403, { code: 'wrong_password', messageKey: 'office_security_wrong_password', fields: { currentPassword: 'office_security_wrong_password' } });
    if (enabled && !this.phone) throw new ApiError(409, { code: 'phone_not_bound', messageKey: 'office_security_phone_not_bound' });
    this.twoStep = enabled;
    return enabled;
  }
  async sendPhoneCode() {
    this.sentCode = '123456';
    return { resendAfterSeconds: 60 };
  }
  async bindPhone(countryCode: string, phoneNumber: string, code: string): Promise<BindPhoneResponse> {
    if (code !== this.sentCode) throw new ApiError(400, { code: 'invalid_sms_code', messageKey: 'main_invalid_sms_code', fields: { code: 'main_invalid_sms_code' } });
    this.sentCode = null;
    this.phone = `+49${phoneNumber}`;
    return { phone_code: '+49', phone_number: phoneNumber, activation_type: countryCode === 'de' ? 2 : 3 };
  }
}

function bed() {
  const api = new MemorySecurityApi();
  const profile = {
    refreshes: 0,
    get twoStepEnabled() {
      return api.twoStep;
    },
    get boundPhone() {
      return api.phone;
    },
    async refresh() {
      this.refreshes++;
    },
  };
  const container = new Container();
  container.bind(SecurityApi).toConstantValue(api);
  container.bind(SecurityProfile).toConstantValue(profile);
  container.bind(SecurityService).toSelf().inSingletonScope();
  return { api, profile, service: container.get(SecurityService) };
}

describe('SecurityService', () => {
  it('lists the open sessions with the current one marked and ends another one', async () => {
    const { service } = bed();
    await service.load();
    let view = connectSecurity(service);
    expect(view.sessions.map((row) => [row.id, row.current, row.canEnd, row.statusKey, row.browser])).toEqual([
      [1, true, false, 'office_security_end_current', 'Chromium'],
      [2, false, true, 'office_security_end_open', 'Firefox'],
    ]);
    await service.endSession(2);
    view = connectSecurity(service);
    expect(view.sessions.map((row) => row.id)).toEqual([1]);
    expect(view.logins.find((row) => row.id === 2)?.statusKey).toBe('office_security_end_ended_by_player');
    await service.endSession(2);
    expect(connectSecurity(service).sessionError).toBe('office_security_session_not_found');
  });

  it('checks the password change before sending, shows a wrong current password on its field, and reports the sessions ended', async () => {
    const { api, service, profile } = bed();
    await service.load();
    service.setPasswordField('currentPassword', 'Secret-pass-1');
    service.setPasswordField('newPassword', 'short');
    service.setPasswordField('repeatPassword', 'other');
    await service.changePassword();
    expect(service.passwordErrors.fields).toEqual({ newPassword: 'auth_password_too_short', repeatPassword: 'auth_password_mismatch' });
    service.setPasswordField('currentPassword', 'Wrong-pass-9');
    service.setPasswordField('newPassword', 'Another-pass-2');
    service.setPasswordField('repeatPassword', 'Another-pass-2');
    await service.changePassword();
    expect(service.passwordErrors.fields).toEqual({ currentPassword: 'office_security_wrong_password' });
    expect(api.password).toBe('Secret-pass-1');
    service.setPasswordField('currentPassword', 'Secret-pass-1');
    await service.changePassword();
    expect(api.password).toBe('Another-pass-2');
    const view = connectSecurity(service);
    expect(view.password.notice).toEqual({ key: 'office_security_password_changed', endedSessions: 1 });
    expect(view.password.currentPassword).toBe('');
    expect(view.sessions.map((row) => row.id)).toEqual([1]);
    expect(profile.refreshes).toBe(1);
  });

  it('binds a phone by its code, then turns two-step on and off with the password', async () => {
    const { api, service } = bed();
    expect(connectSecurity(service).twoStep).toMatchObject({ available: false, actionKey: 'office_security_two_step_turn_on' });
    service.setPhoneNumber('151 2345 6789');
    await service.sendPhoneCode();
    expect(connectSecurity(service).phone).toMatchObject({ step: 'code', number: '15123456789', noticeKey: 'office_security_phone_code_sent' });
    service.setPhoneCode('12345');
    await service.bindPhone();
    expect(service.phoneErrors.fields).toEqual({ code: 'auth_code_six_digits' });
    service.setPhoneCode('654321');
    await service.bindPhone();
    expect(service.phoneErrors.fields).toEqual({ code: 'main_invalid_sms_code' });
    service.setPhoneCode('123456');
    await service.bindPhone();
    expect(connectSecurity(service).phone).toMatchObject({ step: 'bound', boundPhone: '+4915123456789', noticeKey: 'office_security_phone_bound' });

    expect(connectSecurity(service).twoStep.available).toBe(true);
    await service.toggleTwoStep();
    expect(service.twoStepErrors.fields).toEqual({ password: 'auth_password_required' });
    service.setTwoStepPassword('Wrong-pass-9');
    await service.toggleTwoStep();
    expect(service.twoStepErrors.fields).toEqual({ password: 'office_security_wrong_password' });
    service.setTwoStepPassword('Secret-pass-1');
    await service.toggleTwoStep();
    expect(api.twoStep).toBe(true);
    expect(connectSecurity(service).twoStep).toMatchObject({ enabled: true, statusKey: 'office_security_two_step_on', actionKey: 'office_security_two_step_turn_off', noticeKey: 'office_security_two_step_turned_on' });
    service.setTwoStepPassword('Secret-pass-1');
    await service.toggleTwoStep();
    expect(api.twoStep).toBe(false);
    expect(connectSecurity(service).twoStep.noticeKey).toBe('office_security_two_step_turned_off');
  });
});
