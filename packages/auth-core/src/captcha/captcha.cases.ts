import type { CaptchaRequest } from './captcha.rules';

/** Document 001 §5, §8: which answers trigger a captcha. */
export const CAPTCHA_TRIGGER_CASES: ReadonlyArray<{ status: number; code: string; expected: boolean }> = [
  { status: 400, code: '100', expected: true },
  { status: 400, code: '111', expected: true },
  { status: 400, code: '112', expected: true },
  { status: 400, code: '113', expected: true },
  { status: 400, code: '110', expected: false },
  { status: 401, code: '100', expected: false },
  { status: 429, code: '111', expected: false },
  { status: 400, code: 'validation_error', expected: false },
];

/** The message over each challenge. */
export const CAPTCHA_MESSAGE_CASES: ReadonlyArray<{ request: CaptchaRequest; expected: string | null }> = [
  { request: { code: '100', callName: 'auth.login', attempt: 1 }, expected: null },
  { request: { code: '111', callName: 'auth.login', attempt: 2 }, expected: 'auth_captcha_wrong' },
  { request: { code: '113', callName: 'auth.login', attempt: 2 }, expected: 'auth_captcha_wrong' },
  { request: { code: '112', callName: 'auth.sendSms', attempt: 2 }, expected: 'auth_captcha_expired' },
  { request: { code: '100', callName: 'auth.login', attempt: 2 }, expected: 'auth_captcha_wrong' },
];
