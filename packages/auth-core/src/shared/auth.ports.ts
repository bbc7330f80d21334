import type { RegistrationReferral } from '@kickoff/contracts';
import type { ServiceIdentifier } from 'inversify';

/** What the flows read from the site configuration; the app binds it to its config store. */
export interface AuthSettings {
  /** Currency of a new account (ISO 4217). */
  readonly defaultCurrencyIso: string;
  /** The site's minimum age in years (document 000 §4 age restriction). */
  readonly minimumAge: number;
  /** The page's language, for phone country names and messages. */
  readonly language: string;
  /** The site offers a welcome bonus choice at registration. */
  readonly hasRegistrationBonus: boolean;
}

/** Container identifier of the `AuthSettings`. */
export const AuthSettings = Symbol.for('AuthSettings') as ServiceIdentifier<AuthSettings>;

/** Settings used until the site configuration is known. */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = { defaultCurrencyIso: 'EUR', minimumAge: 18, language: 'en', hasRegistrationBonus: false };

/**
 * Where a finished sign-in goes: the app's auth status (the player is signed in with this id) and
 * the return address the server approved, if any.
 */
export interface AuthSessionSink {
  signedIn(userId: number | null, redirectUrl: string | null): void;
}

/** Container identifier of the `AuthSessionSink`. */
export const AuthSessionSink = Symbol.for('AuthSessionSink') as ServiceIdentifier<AuthSessionSink>;

/**
 * Where a registration finds the referral and partner tags of the visit (issue 14, document 001 §9);
 * the app binds it to referral-core's cookies. Unbound, registrations carry no tags.
 */
export interface RegistrationReferralSource {
  current(): RegistrationReferral | undefined;
}

/** Container identifier of the `RegistrationReferralSource`. */
export const RegistrationReferralSource = Symbol.for('RegistrationReferralSource') as ServiceIdentifier<RegistrationReferralSource>;
