import { CAPTCHA_ERROR_CODES, CaptchaErrorCode } from '@kickoff/contracts';

/** What the transport asks the captcha prompt: the server's captcha code, the call and the attempt (1-based). */
export interface CaptchaRequest {
  code: string;
  callName: string;
  attempt: number;
}

/** A solved challenge. */
export interface CaptchaAnswer {
  captchaId: string;
  answer: string;
  /** The proof of work's nonce, when the challenge asked for work (issue 19). */
  proof?: string;
}

/** Challenges a player is shown for one call before the call fails (the transport's bound too). */
export const CAPTCHA_MAX_ATTEMPTS = 3;

/**
 * Document 001 §5, §8: an HTTP 400 whose code is 100, 111, 112 or 113 asks for a captcha and the call
 * is retried with the captcha header; any other answer is the call's own error.
 */
export function isCaptchaChallenge(status: number, code: string): boolean {
  return status === 400 && CAPTCHA_ERROR_CODES.includes(code);
}

/**
 * The message shown over a challenge: none for the first one the server requires (100), else why a
 * new one is shown (the last answer was wrong, the challenge expired or was already used).
 */
export function captchaMessageKey(request: CaptchaRequest): string | null {
  if (request.code === CaptchaErrorCode.expired) return 'auth_captcha_expired';
  if (request.code === CaptchaErrorCode.invalid || request.code === CaptchaErrorCode.used || request.attempt > 1) return 'auth_captcha_wrong';
  return null;
}

/** An answer the player may send: 1 to 16 characters after trimming. */
export function isCaptchaAnswerValid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= 16;
}
