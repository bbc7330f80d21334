import { describe, expect, it } from 'vitest';
import { SiteConfig } from '@kickoff/contracts';
import { areDepositsEnabled, safeSiteConfig, siteConfigRetryDelayMs } from './site-config.rules';
import { siteConfigRetryCases } from './site-config.cases';

describe('site configuration rules', () => {
  it.each(siteConfigRetryCases)('after %i failed attempts the next waits %s ms', (failed, expected) => {
    expect(siteConfigRetryDelayMs(failed)).toBe(expected);
  });

  it('falls back to safe defaults: registration and deposits off, auto logoff on', () => {
    const config = safeSiteConfig('de');
    expect(config.isRegistrationAllowed).toBe(false);
    expect(areDepositsEnabled(config)).toBe(false);
    expect(config.isRechargeModalEnabled).toBe(false);
    expect(config.isAutoLogoffEnable).toBe(true);
    expect(config.isReferralWithoutConsent).toBe(false);
    expect(config.isCookieConsentEnabled).toBe(true);
    expect(config.defaultLanguage).toBe('de');
    // Document 001 §4, §9: the pending approval window of a deposit-limit increase is 86,400 s.
    expect(config.limitApprovalWindowSeconds).toBe(86_400);
  });

  it('the safe defaults satisfy the site configuration schema', () => {
    expect(SiteConfig.safeParse(safeSiteConfig('en')).success).toBe(true);
  });
});
