import type { ServiceIdentifier } from 'inversify';
import type { ActivateResponse, BindPhoneResponse, ChangePasswordResponse, ProfileResponse, SaveProfileRequest, SecuritySession, UserSettings } from './security.schemas';

/** The office's security calls (issue 14 "Security"); every method rejects with `ApiError`. */
export interface SecurityApi {
  changePassword(currentPassword: string, newPassword: string): Promise<ChangePasswordResponse>;
  listSessions(signal?: AbortSignal): Promise<SecuritySession[]>;
  endSession(sessionId: number): Promise<void>;
  loginHistory(signal?: AbortSignal): Promise<SecuritySession[]>;
  setTwoStep(enabled: boolean, password: string): Promise<boolean>;
  sendPhoneCode(countryCode: string, phoneNumber: string): Promise<{ resendAfterSeconds: number }>;
  bindPhone(countryCode: string, phoneNumber: string, code: string): Promise<BindPhoneResponse>;
}

/** Container identifier of the `SecurityApi`. */
export const SecurityApi = Symbol.for('SecurityApi') as ServiceIdentifier<SecurityApi>;

/** The player's settings and the unsubscribe link of `stopnewsletter` (document 001 §2). */
export interface SettingsApi {
  getSettings(signal?: AbortSignal): Promise<UserSettings>;
  saveSettings(settings: UserSettings): Promise<UserSettings>;
  /** Unsubscribes by the link's player id and signature; no sign-in needed. */
  stopNewsletter(user: number, sign: string): Promise<void>;
  /** The personal data (document 001 §3 `user_data`) with its lock and the required fields still empty. */
  getProfile(signal?: AbortSignal): Promise<ProfileResponse>;
  saveProfile(changes: SaveProfileRequest): Promise<ProfileResponse>;
  /** Sends the e-mail activation link (development e-mail outbox). */
  requestEmailActivation(language: string): Promise<{ resendAfterSeconds: number }>;
  /** Activates by the link's single-use token; no sign-in needed. */
  activate(token: string): Promise<ActivateResponse>;
}

/** Container identifier of the `SettingsApi`. */
export const SettingsApi = Symbol.for('SettingsApi') as ServiceIdentifier<SettingsApi>;
