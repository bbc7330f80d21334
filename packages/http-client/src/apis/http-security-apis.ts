import {
  activateCall,
  bindPhoneCall,
  changePasswordCall,
  endSessionCall,
  getProfileCall,
  getSettingsCall,
  saveProfileCall,
  listSessionsCall,
  loginHistoryCall,
  requestEmailActivationCall,
  saveSettingsCall,
  sendPhoneCodeCall,
  setTwoStepCall,
  stopNewsletterCall,
  type ActivateResponse,
  type BindPhoneResponse,
  type ChangePasswordResponse,
  type ProfileResponse,
  type SaveProfileRequest,
  type SecurityApi,
  type SecuritySession,
  type SettingsApi,
  type UserSettings,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `SecurityApi` over HTTP (the session cookie). */
@injectable()
export class HttpSecurityApi implements SecurityApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  changePassword(currentPassword: string, newPassword: string): Promise<ChangePasswordResponse> {
    return this.transport.call(changePasswordCall, { body: { currentPassword, newPassword } });
  }
  async listSessions(signal?: AbortSignal): Promise<SecuritySession[]> {
    return (await this.transport.call(listSessionsCall, withSignal(signal))).sessions;
  }
  async endSession(sessionId: number): Promise<void> {
    await this.transport.call(endSessionCall, { params: { sessionId } });
  }
  async loginHistory(signal?: AbortSignal): Promise<SecuritySession[]> {
    return (await this.transport.call(loginHistoryCall, withSignal(signal))).logins;
  }
  async setTwoStep(enabled: boolean, password: string): Promise<boolean> {
    return (await this.transport.call(setTwoStepCall, { body: { enabled, password } })).enabled;
  }
  async sendPhoneCode(countryCode: string, phoneNumber: string): Promise<{ resendAfterSeconds: number }> {
    const answer = await this.transport.call(sendPhoneCodeCall, { body: { country_code: countryCode, phone_number: phoneNumber } });
    return { resendAfterSeconds: answer.resendAfterSeconds };
  }
  bindPhone(countryCode: string, phoneNumber: string, code: string): Promise<BindPhoneResponse> {
    return this.transport.call(bindPhoneCall, { body: { country_code: countryCode, phone_number: phoneNumber, code } });
  }
}

/** `SettingsApi` over HTTP. */
@injectable()
export class HttpSettingsApi implements SettingsApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getSettings(signal?: AbortSignal): Promise<UserSettings> {
    return this.transport.call(getSettingsCall, withSignal(signal));
  }
  saveSettings(settings: UserSettings): Promise<UserSettings> {
    return this.transport.call(saveSettingsCall, { body: settings });
  }
  async stopNewsletter(user: number, sign: string): Promise<void> {
    await this.transport.call(stopNewsletterCall, { body: { user, sign } });
  }
  getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
    return this.transport.call(getProfileCall, withSignal(signal));
  }
  saveProfile(changes: SaveProfileRequest): Promise<ProfileResponse> {
    return this.transport.call(saveProfileCall, { body: changes });
  }
  async requestEmailActivation(language: string): Promise<{ resendAfterSeconds: number }> {
    return { resendAfterSeconds: (await this.transport.call(requestEmailActivationCall, { body: { language } })).resendAfterSeconds };
  }
  activate(token: string): Promise<ActivateResponse> {
    return this.transport.call(activateCall, { body: { token } });
  }
}
