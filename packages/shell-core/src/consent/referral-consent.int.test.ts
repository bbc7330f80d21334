import { describe, expect, it } from 'vitest';
import { ReferralService, referralCoreModule } from '@kickoff/referral-core';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed } from '../testing/shell-test-container';
import { CookieConsentService } from './cookie-consent.service';

async function wired(config: { isReferralWithoutConsent: boolean }) {
  const bed = createShellTestBed({ config });
  bed.container.load(referralCoreModule);
  const siteConfig = bed.container.get(SiteConfigStore);
  await siteConfig.load('en');
  const consent = bed.container.get(CookieConsentService);
  consent.start();
  const referral = bed.container.get(ReferralService);
  referral.start();
  const capture = (query: string) => referral.capture(new URLSearchParams(query), { isReferralWithoutConsent: siteConfig.config.isReferralWithoutConsent });
  return { ...bed, consent, referral, capture };
}

describe('referral cookies behind the cookie consent (shellCoreModule + referralCoreModule)', () => {
  it('holds the referral values until the visitor accepts marketing cookies', async () => {
    const bed = await wired({ isReferralWithoutConsent: false });
    bed.capture('ref=777&affid=p9&btag=b1');
    expect(bed.platform.cookies.get('refererid')).toBeUndefined();
    bed.consent.customize();
    bed.consent.toggle('cookies_functionality');
    bed.consent.acceptSelected();
    expect(bed.platform.cookies.get('refererid')).toBeUndefined();
    bed.consent.withdraw();
    bed.consent.customize();
    bed.consent.toggle('cookies_marketing');
    bed.consent.acceptSelected();
    expect(bed.platform.cookies.get('refererid')).toBe('777');
    expect(bed.platform.cookies.get('partnerid')).toBe('p9');
    expect(bed.platform.cookies.expiresAt('partnerid')).toBe(bed.platform.clock.now() + 60 * 86_400_000);
  });

  it('a rejection keeps them out; the site flag isReferralWithoutConsent lets them in at once', async () => {
    const strict = await wired({ isReferralWithoutConsent: false });
    strict.consent.rejectAll();
    strict.capture('ref=1');
    expect(strict.platform.cookies.get('refererid')).toBeUndefined();
    const open = await wired({ isReferralWithoutConsent: true });
    open.capture('ref=1');
    expect(open.platform.cookies.get('refererid')).toBe('1');
  });

  it('disposing both leaves no listener', async () => {
    const bed = await wired({ isReferralWithoutConsent: false });
    expect(bed.consent.listenerCount()).toBe(1);
    bed.referral.dispose();
    expect(bed.consent.listenerCount()).toBe(0);
    bed.consent.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});
