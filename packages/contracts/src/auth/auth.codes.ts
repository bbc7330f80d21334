// issue 20: the codes and the captcha's pure helpers every page's HTTP client uses, in a file with
// no schema, so they do not bring the sign-in forms' schemas into the first page's JavaScript.

/**
 * Captcha error codes (document 001 §5, §8: "HTTP 400 with captcha code 100, 111, 112 or 113"):
 * 100 a captcha is required, 111 the answer is wrong, 112 the challenge expired, 113 it was used
 * already or is unknown. They travel as the `code` of a 400 `ErrorBody`.
 */
export const CaptchaErrorCode = { required: '100', invalid: '111', expired: '112', used: '113' } as const;
/** The codes that make the client ask its `CaptchaSolver` and retry with the captcha header. */
export const CAPTCHA_ERROR_CODES: readonly string[] = Object.values(CaptchaErrorCode);
/** A 400 with this code makes the client refresh its fingerprint and retry (document 001 §8). */
export const FINGERPRINT_ERROR_CODE = 'fingerprint_invalid';
/** `details.exception_code` of a 451 that asks for terms confirmation (document 001 §8). */
export const TERMS_EXCEPTION_CODE = 1;

/** Machine codes of the auth calls. */
export const AuthErrorCode = {
  invalidCredentials: 'invalid_credentials',
  tooManyAttempts: 'too_many_login_attempts',
  emailTaken: 'email_taken',
  phoneTaken: 'phone_taken',
  invalidSmsCode: 'invalid_sms_code',
  smsTooSoon: 'sms_too_soon',
  invalidTwoStepCode: 'invalid_two_step_code',
  unknownCountry: 'unknown_country',
  unknownCurrency: 'unknown_currency',
  selfExcluded: 'self_excluded',
  notConfigured: 'google_one_tap_not_configured',
  invalidBirthDate: 'invalid_birth_date',
  underAge: 'under_minimum_age',
  termsNotAccepted: 'terms_not_accepted',
  invalidResetToken: 'invalid_reset_token',
  resetTooSoon: 'password_reset_too_soon',
} as const;

/** The captcha header value: `<captchaId>:<answer>`, then `:<nonce>` when a proof of work was found. */
export function captchaHeaderValue(captchaId: string, answer: string, proof?: string): string {
  return proof ? `${captchaId}:${answer}:${proof}` : `${captchaId}:${answer}`;
}

/** The text whose SHA-256 the proof of work is about. */
export function proofOfWorkInput(captchaId: string, nonce: string): string {
  return `${captchaId}:${nonce}`;
}

/** The digest starts with at least `bits` zero bits (the proof-of-work rule, server and client alike). */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  let left = bits;
  for (const byte of digest) {
    if (left <= 0) return true;
    if (left >= 8) {
      if (byte !== 0) return false;
      left -= 8;
    } else {
      return byte >> (8 - left) === 0;
    }
  }
  return left <= 0;
}
