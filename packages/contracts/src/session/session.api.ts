import type { ServiceIdentifier } from 'inversify';
import type { DisconnectReason, TermsStatusResponse } from './session.schemas';

/** The sign-in state as the shell uses it: `userId` is `null` for a guest (document 001 §6). */
export interface AuthStatus {
  userId: number | null;
}

/** The session calls the shell depends on (auth-status refresh, logout, auto logoff). */
export interface AuthStatusApi {
  /** `GET /web-api/user/session-check`: the current sign-in state; rejects with `ApiError`. */
  checkSession(signal?: AbortSignal): Promise<AuthStatus>;
  /** `POST /web-api/user/disconnect`: ends the session; rejects with `ApiError`. */
  disconnect(reason: DisconnectReason): Promise<void>;
}

/** Container identifier of the `AuthStatusApi`. */
export const AuthStatusApi = Symbol.for('AuthStatusApi') as ServiceIdentifier<AuthStatusApi>;

/** The app-version call of the update check. */
export interface AppVersionApi {
  /** `GET /bff-api/app/version`: the version deployed now; rejects with `ApiError`. */
  getAppVersion(signal?: AbortSignal): Promise<string>;
}

/** Container identifier of the `AppVersionApi`. */
export const AppVersionApi = Symbol.for('AppVersionApi') as ServiceIdentifier<AppVersionApi>;

/** The terms status call of the 60 s terms check (document 001 §9). */
export interface TermsStatusApi {
  /** `GET /web-api/api-v3/v2/user/agreement-rules/status`; rejects with `ApiError`. */
  getTermsStatus(signal?: AbortSignal): Promise<TermsStatusResponse>;
}

/** Container identifier of the `TermsStatusApi`. */
export const TermsStatusApi = Symbol.for('TermsStatusApi') as ServiceIdentifier<TermsStatusApi>;
