import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGE_CASES, CAPTCHA_TRIGGER_CASES } from './captcha.cases';
import { captchaMessageKey, isCaptchaAnswerValid, isCaptchaChallenge } from './captcha.rules';

describe('captcha rules (document 001 §5, §8)', () => {
  it.each(CAPTCHA_TRIGGER_CASES)('$status with code $code -> $expected', ({ status, code, expected }) => {
    expect(isCaptchaChallenge(status, code)).toBe(expected);
  });
  it.each(CAPTCHA_MESSAGE_CASES)('message of $request.code attempt $request.attempt', ({ request, expected }) => {
    expect(captchaMessageKey(request)).toBe(expected);
  });
  it('accepts 1 to 16 characters', () => {
    expect(isCaptchaAnswerValid('  ')).toBe(false);
    expect(isCaptchaAnswerValid('abc')).toBe(true);
    expect(isCaptchaAnswerValid('x'.repeat(17))).toBe(false);
  });
});
