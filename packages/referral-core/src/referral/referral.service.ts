import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CookieJar, Logger, SessionStore, Clock, readJson, writeJson, type KeyValueStore } from '@kickoff/platform';
import { MarketingConsent } from './marketing-consent.port';
import {
  ALL_REFERRAL_COOKIE_NAMES,
  hasReferralTags,
  isHeldReferralCookieList,
  mayWriteReferralCookies,
  mergeHeld,
  planReferralCookies,
  readReferralQuery,
  remainingMaxAgeSeconds,
} from './referral.rules';
import type { HeldReferralCookie, ReferralCookie } from './referral.types';

/** Session store key of the referral values held until consent (ARCHITECTURE "held for the session only"). */
export const REFERRAL_HELD_STORAGE_KEY = 'referral.held';

/** Options of one capture. */
export interface ReferralCaptureOptions {
  /** The site flag `isReferralWithoutConsent`: write at once even without marketing consent. */
  isReferralWithoutConsent: boolean;
}

/**
 * Turns referral query tags into cookies (document 001 §9). Without marketing consent the cookies
 * are held in the session store and written when consent arrives; a withdrawal removes them.
 * `start()` subscribes to the consent, `dispose()` unsubscribes.
 */
@injectable()
export class ReferralService {
  /** Cookies held until consent, observable for diagnostics. */
  held: HeldReferralCookie[] = [];
  /** Names written by the last capture or flush. */
  lastWritten: string[] = [];
  /** The last known value of the site flag `isReferralWithoutConsent`. */
  isReferralWithoutConsent = false;

  private unsubscribe: (() => void) | undefined;

  constructor(
    @inject(CookieJar) private readonly cookies: CookieJar,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(MarketingConsent) private readonly consent: MarketingConsent,
  ) {
    makeAutoObservable<ReferralService, 'cookies' | 'sessionStore' | 'clock' | 'logger' | 'consent' | 'unsubscribe'>(this, {
      cookies: false,
      sessionStore: false,
      clock: false,
      logger: false,
      consent: false,
      unsubscribe: false,
    });
    this.held = readJson(this.sessionStore, REFERRAL_HELD_STORAGE_KEY, isHeldReferralCookieList, this.logger) ?? [];
  }

  /** Listens to consent changes and writes what was held if consent already exists. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.consent.subscribeMarketingConsent((granted) => this.onConsentChange(granted));
    if (this.mayWrite()) this.flush();
  }

  /** Reads the referral tags of a URL query (the referral guard runs this on each navigation). */
  capture(params: Pick<URLSearchParams, 'get'>, options: ReferralCaptureOptions): void {
    this.isReferralWithoutConsent = options.isReferralWithoutConsent;
    const query = readReferralQuery(params);
    if (!hasReferralTags(query)) return;
    const planned = planReferralCookies(query);
    if (this.mayWrite()) {
      this.write(planned);
      return;
    }
    const nowMs = this.clock.now();
    this.setHeld(mergeHeld(this.held, planned.map((cookie) => ({ ...cookie, capturedAtMs: nowMs }))));
    this.lastWritten = [];
  }

  /** Writes the held cookies with what is left of their lifetimes, then forgets them. */
  flush(): void {
    if (this.held.length === 0) return;
    const nowMs = this.clock.now();
    const writable: ReferralCookie[] = [];
    for (const held of this.held) {
      const maxAgeSeconds = remainingMaxAgeSeconds(held, nowMs);
      if (maxAgeSeconds !== undefined) writable.push({ name: held.name, value: held.value, maxAgeSeconds, path: '/' });
    }
    this.setHeld([]);
    this.write(writable);
  }

  /** Stops listening to consent changes. */
  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private mayWrite(): boolean {
    return mayWriteReferralCookies({ hasMarketingConsent: this.consent.hasMarketingConsent(), isReferralWithoutConsent: this.isReferralWithoutConsent });
  }

  private onConsentChange(granted: boolean): void {
    if (granted) {
      this.flush();
      return;
    }
    if (this.isReferralWithoutConsent) return;
    // A withdrawn marketing consent takes the referral cookies away with it (document 001 §4 consent is withdrawable).
    for (const name of ALL_REFERRAL_COOKIE_NAMES) this.cookies.remove(name, { path: '/' });
    this.lastWritten = [];
  }

  private write(planned: readonly ReferralCookie[]): void {
    for (const cookie of planned) this.cookies.set(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAgeSeconds, path: cookie.path });
    this.lastWritten = planned.map((cookie) => cookie.name);
  }

  private setHeld(held: HeldReferralCookie[]): void {
    this.held = held;
    if (held.length === 0) this.sessionStore.remove(REFERRAL_HELD_STORAGE_KEY);
    else writeJson(this.sessionStore, REFERRAL_HELD_STORAGE_KEY, held);
  }
}
