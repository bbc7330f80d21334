import { describe, expect, it } from 'vitest';
import type { ConsentUpdate } from '@kickoff/contracts';
import { AuthStatusService } from '../auth/auth-status.service';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, flushPromises, type ShellTestBedOptions } from '../testing/shell-test-container';
import { COOKIE_CONSENT_KEY } from './cookie-consent.rules';
import { CookieConsentService } from './cookie-consent.service';

async function started(options: ShellTestBedOptions = {}, signedIn = false, stored?: string) {
  const bed = createShellTestBed(options);
  if (signedIn) bed.authApi.signIn(7);
  if (stored) bed.platform.localStore.set(COOKIE_CONSENT_KEY, stored);
  await bed.container.get(SiteConfigStore).load('en');
  const auth = bed.container.get(AuthStatusService);
  await auth.start();
  auth.dispose();
  const consent = bed.container.get(CookieConsentService);
  const marketing: boolean[] = [];
  const analytics: ConsentUpdate[] = [];
  const unsubscribe = [consent.subscribeMarketingConsent((granted) => marketing.push(granted)), consent.onAnalyticsStart((flags) => analytics.push(flags))];
  consent.start();
  return { ...bed, consent, marketing, analytics, unsubscribe };
}

describe('CookieConsentService, wired', () => {
  it('shows the main view until a choice; ALL starts analytics after 10,000 ms', async () => {
    const bed = await started();
    expect(bed.consent.view).toBe('main');
    bed.consent.acceptAll();
    await flushPromises();
    expect(bed.consent.view).toBe('hidden');
    expect(bed.consentApi.updates).toEqual([{ analytics: true, ads: true }]);
    expect(bed.marketing).toEqual([true]);
    bed.platform.clock.advanceBy(9_999);
    expect(bed.analytics).toEqual([]);
    bed.platform.clock.advanceBy(1);
    expect(bed.analytics).toEqual([{ analytics: true, ads: true }]);
  });

  it('starts analytics at once (0 ms) on a registration page', async () => {
    const bed = await started({ page: { isRegistrationPage: true } });
    bed.consent.acceptAll();
    bed.platform.clock.advanceBy(0);
    expect(bed.analytics).toEqual([{ analytics: true, ads: true }]);
  });

  it('customize: marketing only gives MARKETING, ads without analytics', async () => {
    const bed = await started();
    bed.consent.customize();
    expect(bed.consent.view).toBe('customize');
    bed.consent.toggle('cookies_necessary');
    bed.consent.toggle('cookies_marketing');
    expect(bed.consent.options.map((option) => option.checked)).toEqual([true, false, true]);
    bed.consent.acceptSelected();
    await flushPromises();
    expect(bed.consent.stored).toBe('MARKETING');
    expect(bed.consentApi.updates).toEqual([{ analytics: false, ads: true }]);
    expect(bed.consent.hasMarketingConsent()).toBe(true);
    bed.platform.clock.advanceBy(60_000);
    expect(bed.analytics).toEqual([]);
  });

  it('customize and back returns to the main view; nothing selected gives DISABLE', async () => {
    const bed = await started();
    bed.consent.customize();
    bed.consent.back();
    expect(bed.consent.view).toBe('main');
    bed.consent.customize();
    bed.consent.acceptSelected();
    expect(bed.consent.stored).toBe('DISABLE');
    expect(bed.marketing).toEqual([]);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('logs the agreement time in epoch seconds for a signed-in user only', async () => {
    const user = await started({}, true);
    user.consent.acceptAll();
    await flushPromises();
    expect(user.consentApi.agreements).toEqual([{ cookiesAgreeTime: Math.floor(user.platform.clock.now() / 1000), cookiesAgreeType: 'ALL' }]);
    const guest = await started();
    guest.consent.acceptAll();
    await flushPromises();
    expect(guest.consentApi.agreements).toEqual([]);
  });

  it('withdrawal forgets the choice, tells the updater and the referral side, and shows the banner', async () => {
    const bed = await started();
    bed.consent.acceptAll();
    bed.consent.withdraw();
    await flushPromises();
    expect(bed.consent.view).toBe('main');
    expect(bed.consent.stored).toBeNull();
    expect(bed.platform.localStore.get(COOKIE_CONSENT_KEY)).toBeNull();
    expect(bed.consentApi.updates.at(-1)).toEqual({ analytics: false, ads: false });
    expect(bed.marketing).toEqual([true, false]);
    bed.platform.clock.advanceBy(10_000);
    expect(bed.analytics).toEqual([]);
  });

  it('a stored choice hides the banner and starts analytics on load', async () => {
    const bed = await started({}, false, JSON.stringify({ type: 'FUNCTIONALITY', agreedAtMs: 1 }));
    expect(bed.consent.view).toBe('hidden');
    expect(bed.consent.hasMarketingConsent()).toBe(false);
    bed.platform.clock.advanceBy(10_000);
    expect(bed.analytics).toEqual([{ analytics: true, ads: false }]);
  });

  it('a site without the banner counts as ALL', async () => {
    const bed = await started({ config: { isCookieConsentEnabled: false } });
    expect(bed.consent.view).toBe('hidden');
    expect(bed.consent.hasMarketingConsent()).toBe(true);
  });

  it('a search-bot visit starts no analytics timer', async () => {
    const bed = await started({ userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' }, false, JSON.stringify({ type: 'ALL', agreedAtMs: 1 }));
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('dispose leaves no timer; subscribers leave with their unsubscribe', async () => {
    const bed = await started();
    bed.consent.acceptAll();
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    bed.consent.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(bed.consent.listenerCount()).toBe(2);
    for (const unsubscribe of bed.unsubscribe) unsubscribe();
    expect(bed.consent.listenerCount()).toBe(0);
  });

  it('a remount (dispose, then start) schedules analytics again and keeps its subscribers', async () => {
    const bed = await started();
    bed.consent.acceptAll();
    bed.consent.dispose();
    bed.consent.start();
    bed.platform.clock.advanceBy(10_000);
    expect(bed.analytics).toEqual([{ analytics: true, ads: true }]);
  });
});
