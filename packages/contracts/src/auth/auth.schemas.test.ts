import { describe, expect, it } from 'vitest';
import { CAPTCHA_ERROR_CODES, captchaHeaderValue, hasLeadingZeroBits, Email, FullRegistrationRequest, LoginRequest, NewPassword, PhoneCountry, PhoneMask, TokenResponse } from './auth.schemas';
import { ConfigGroupsQuery } from '../config/config.schemas';
import { PaymentRequest } from '../payments/payments.schemas';

describe('auth contracts', () => {
  it('captcha codes are the spec list (document 001 §5: 100, 111, 112, 113)', () => {
    expect(CAPTCHA_ERROR_CODES).toEqual(['100', '111', '112', '113']);
    expect(captchaHeaderValue('abc', '12')).toBe('abc:12');
    expect(captchaHeaderValue('abc', '12', '3071')).toBe('abc:12:3071');
  });

  it('proof of work: counts the leading zero bits of a digest', () => {
    expect(hasLeadingZeroBits(Uint8Array.of(0x00, 0x0f, 0xff), 12)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.of(0x00, 0x0f, 0xff), 13)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.of(0x00, 0x10), 11)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.of(0x00, 0x10), 12)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.of(0x80), 0)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.of(0x80), 1)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.of(0x00, 0x00), 16)).toBe(true);
  });

  it.each([
    ['Secret-pass-1', true],
    ['short1', false],
    ['no-digits-here', false],
    ['12345678', false],
  ])('new password %s valid: %s', (password, valid) => {
    expect(NewPassword.safeParse(password).success).toBe(valid);
  });

  it('compares e-mails in lower case and refuses malformed ones', () => {
    expect(Email.parse('  Ann@Example.TEST ')).toBe('ann@example.test');
    expect(Email.safeParse('ann@').success).toBe(false);
  });

  it('defaults remember to false in a login', () => {
    expect(LoginRequest.parse({ login: 'a@b.c', password: 'x' })).toEqual({ login: 'a@b.c', password: 'x', remember: false });
  });

  it('needs the profile fields of a full registration', () => {
    expect(FullRegistrationRequest.safeParse({ email: 'a@b.c', password: 'Secret-pass-1', name: 'A', surname: 'B', date_birthday: '1990-1-1', countryId: 1, currencyIso: 'EUR' }).success).toBe(false);
  });

  it('phone country codes are lower case with a + tel code; masks carry Min and Max', () => {
    expect(PhoneCountry.safeParse({ id: 66, name: 'Germany', country_code: 'de', tel_code: '+49' }).success).toBe(true);
    expect(PhoneCountry.safeParse({ id: 66, name: 'Germany', country_code: 'DE', tel_code: '49' }).success).toBe(false);
    expect(PhoneMask.safeParse({ CountryId: 66, Mask: '+49 999', Min: 10, Max: 11 }).success).toBe(true);
  });

  it('the token answer carries its expiry', () => {
    expect(TokenResponse.safeParse({ token: 'a.b.c', expiresAt: 1_800, expiresInSeconds: 1_800 }).success).toBe(true);
    expect(TokenResponse.safeParse({ token: 'a.b.c', expiresInSeconds: 1_800 }).success).toBe(false);
  });
});

describe('config and payment contracts', () => {
  it('splits the comma-separated groups', () => {
    expect(ConfigGroupsQuery.parse({ groups: 'registration,limits', lang: 'en' })).toEqual({ groups: ['registration', 'limits'], lang: 'en' });
    expect(ConfigGroupsQuery.safeParse({ groups: 'Bad!', lang: 'en' }).success).toBe(false);
  });

  it('payments are positive integer minor units with a client-made id', () => {
    expect(PaymentRequest.safeParse({ paymentId: 'pay-123456', amountMinor: 100 }).success).toBe(true);
    expect(PaymentRequest.safeParse({ paymentId: 'pay-123456', amountMinor: 1.5 }).success).toBe(false);
    expect(PaymentRequest.safeParse({ paymentId: 'p', amountMinor: 100 }).success).toBe(false);
  });
});
