import type { ServiceIdentifier } from 'inversify';

/**
 * Marketing cookie consent as referral-core sees it. shell-core's cookie consent service
 * implements it (consent types MARKETING or ALL grant it); the app binds it.
 */
export interface MarketingConsent {
  /** Whether marketing cookies are allowed now. */
  hasMarketingConsent(): boolean;
  /** Calls `listener` on every change of the grant; returns the unsubscribe function. */
  subscribeMarketingConsent(listener: (granted: boolean) => void): () => void;
}

/** Container identifier of the `MarketingConsent` port. */
export const MarketingConsent = Symbol.for('MarketingConsent') as ServiceIdentifier<MarketingConsent>;
