import type { MarketingConsent } from '../referral/marketing-consent.port';

/** A `MarketingConsent` the test sets by hand. */
export class ManualMarketingConsent implements MarketingConsent {
  private readonly listeners = new Set<(granted: boolean) => void>();

  constructor(private granted = false) {}

  hasMarketingConsent(): boolean {
    return this.granted;
  }

  subscribeMarketingConsent(listener: (granted: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Changes the grant and notifies listeners when it really changed. */
  set(granted: boolean): void {
    if (granted === this.granted) return;
    this.granted = granted;
    for (const listener of [...this.listeners]) listener(granted);
  }

  /** Subscribed listeners, to assert that a disposed service unsubscribed. */
  listenerCount(): number {
    return this.listeners.size;
  }
}
