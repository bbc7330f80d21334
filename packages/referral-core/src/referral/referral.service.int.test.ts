import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { createTestPlatform, platformModule } from '@kickoff/platform';
import { referralCoreModule } from '../referral-core.module';
import { ManualMarketingConsent } from '../testing/manual-marketing-consent';
import { MarketingConsent } from './marketing-consent.port';
import { REFERRAL_HELD_STORAGE_KEY, ReferralService } from './referral.service';

function setup(granted = false) {
  const platform = createTestPlatform();
  const consent = new ManualMarketingConsent(granted);
  const container = new Container();
  container.load(platformModule(platform), referralCoreModule);
  container.bind(MarketingConsent).toConstantValue(consent);
  const service = container.get(ReferralService);
  service.start();
  return { platform, consent, service, container };
}

const withoutFlag = { isReferralWithoutConsent: false };
const DAY_MS = 86_400_000;

describe('ReferralService, wired', () => {
  it('writes the cookies at once when marketing consent exists', () => {
    const { platform, service } = setup(true);
    service.capture(new URLSearchParams('ref=777&tag=t1'), withoutFlag);
    expect(platform.cookies.get('refererid')).toBe('777');
    expect(platform.cookies.expiresAt('refererid')).toBe(platform.clock.now() + 60 * DAY_MS);
    expect(platform.cookies.pathOf('refererid')).toBe('/');
    expect(platform.cookies.expiresAt('reflinkid')).toBe(platform.clock.now() + 3_600_000);
    expect(service.held).toEqual([]);
  });

  it('holds the values in the session store until consent, then writes them', () => {
    const { platform, consent, service } = setup(false);
    service.capture(new URLSearchParams('ref=777&subid=s1'), withoutFlag);
    expect(platform.cookies.get('refererid')).toBeUndefined();
    expect(platform.sessionStore.get(REFERRAL_HELD_STORAGE_KEY)).toContain('777');

    platform.clock.advanceBy(DAY_MS);
    consent.set(true);
    expect(platform.cookies.get('refererid')).toBe('777');
    // Lifetimes count from the click: one of the 60 days has passed.
    expect(platform.cookies.expiresAt('refererid')).toBe(platform.clock.now() + 59 * DAY_MS);
    expect(platform.cookies.get('subid')).toBe('s1');
    expect(platform.sessionStore.get(REFERRAL_HELD_STORAGE_KEY)).toBeNull();
  });

  it('does not write a held value whose life ended before consent (the 4 s postback watcher)', () => {
    const { platform, consent, service } = setup(false);
    service.capture(new URLSearchParams('click_id=c1'), withoutFlag);
    platform.clock.advanceBy(4_000);
    consent.set(true);
    expect(platform.cookies.get('postback_watcher')).toBeUndefined();
    expect(platform.cookies.get('click_id')).toBe('c1');
  });

  it('writes at once without consent when the site flag isReferralWithoutConsent is on', () => {
    const { platform, service } = setup(false);
    service.capture(new URLSearchParams('btag=b1'), { isReferralWithoutConsent: true });
    expect(platform.cookies.get('btag')).toBe('b1');
    expect(platform.cookies.expiresAt('btag')).toBe(platform.clock.now() + DAY_MS);
  });

  it('writes values held by an earlier page of the same session on start when consent already exists', () => {
    const first = setup(false);
    first.service.capture(new URLSearchParams('ref=42'), withoutFlag);
    const stored = first.platform.sessionStore.get(REFERRAL_HELD_STORAGE_KEY)!;

    const platform = createTestPlatform();
    platform.sessionStore.set(REFERRAL_HELD_STORAGE_KEY, stored);
    const container = new Container();
    container.load(platformModule(platform), referralCoreModule);
    container.bind(MarketingConsent).toConstantValue(new ManualMarketingConsent(true));
    const service = container.get(ReferralService);
    service.start();
    expect(platform.cookies.get('refererid')).toBe('42');
    service.dispose();
  });

  it('removes the referral cookies when marketing consent is withdrawn', () => {
    const { platform, consent, service } = setup(true);
    service.capture(new URLSearchParams('ref=1&affid=p&tag=t'), withoutFlag);
    expect(platform.cookies.get('partnerid')).toBe('p');
    consent.set(false);
    expect(platform.cookies.get('refererid')).toBeUndefined();
    expect(platform.cookies.get('partnerid')).toBeUndefined();
    expect(platform.cookies.get('tag')).toBeUndefined();
  });

  it('ignores a URL without referral tags', () => {
    const { platform, service } = setup(false);
    service.capture(new URLSearchParams('utm_medium=x'), withoutFlag);
    expect(platform.sessionStore.keys()).toEqual([]);
  });

  it('leaves no listener and no timer behind after dispose', () => {
    const { platform, consent, service } = setup(false);
    expect(consent.listenerCount()).toBe(1);
    service.dispose();
    expect(consent.listenerCount()).toBe(0);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
