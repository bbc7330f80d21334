import { describe, expect, it } from 'vitest';
import { ConsentUpdate, CookieAgreementRequest, CookiesAgreeType, consentUpdateCall, cookieAgreementCall } from './consent.schemas';

describe('consent contracts', () => {
  it('knows the four consent types of document 001 §3', () => {
    expect(CookiesAgreeType.options).toEqual(['DISABLE', 'FUNCTIONALITY', 'MARKETING', 'ALL']);
  });

  it('sends the agreement time in whole epoch seconds with the type', () => {
    expect(CookieAgreementRequest.safeParse({ cookiesAgreeTime: 1_767_225_600, cookiesAgreeType: 'ALL' }).success).toBe(true);
    expect(CookieAgreementRequest.safeParse({ cookiesAgreeTime: 1.5, cookiesAgreeType: 'ALL' }).success).toBe(false);
    expect(CookieAgreementRequest.safeParse({ cookiesAgreeTime: 1, cookiesAgreeType: 'SOME' }).success).toBe(false);
  });

  it('carries the analytics and ads flags (document 001 §4)', () => {
    expect(ConsentUpdate.parse({ analytics: true, ads: false })).toEqual({ analytics: true, ads: false });
    expect(ConsentUpdate.safeParse({ analytics: true }).success).toBe(false);
  });

  it('declares the paths and methods', () => {
    expect([cookieAgreementCall.method, cookieAgreementCall.path, cookieAgreementCall.auth]).toEqual(['POST', '/web-api/user/cookies-agree', true]);
    expect([consentUpdateCall.method, consentUpdateCall.path]).toEqual(['POST', '/analytics-api/v1/consent']);
  });
});
