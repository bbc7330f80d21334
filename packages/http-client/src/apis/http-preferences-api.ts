import { getPreferencesCall, savePreferencesCall, type AppPreferences, type PreferencesApi } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `PreferencesApi` over HTTP (the signed-in player's global preferences, issue 18). */
@injectable()
export class HttpPreferencesApi implements PreferencesApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getPreferences(signal?: AbortSignal): Promise<AppPreferences> {
    return this.transport.call(getPreferencesCall, signal ? { signal } : {});
  }
  savePreferences(preferences: AppPreferences): Promise<AppPreferences> {
    return this.transport.call(savePreferencesCall, { body: preferences });
  }
}
