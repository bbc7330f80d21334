import { CaptchaErrorCode, Headers, hasLeadingZeroBits, proofOfWorkInput, type CaptchaProofOfWork } from '@kickoff/contracts';
import type { FastifyRequest } from 'fastify';
import { createHash, randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { randomToken, sha256 } from './auth.crypto';
import { nowSeconds } from './auth.session';

/** How long a challenge can be answered. */
export const CAPTCHA_TTL_SECONDS = 120;

/**
 * The proof-of-work difficulty when the settings state none (issue 19): 16 zero bits, about 65,000
 * SHA-256 digests on average, a second or two of a phone's background work, while a script that
 * asks for challenges in bulk pays it on every one. `CAPTCHA_POW_BITS` changes it.
 */
export const CAPTCHA_POW_DEFAULT_BITS = 16;

/** The proof of work this server asks of every captcha answer. */
export function captchaProofOfWork(context: AppContext): CaptchaProofOfWork {
  return { algorithm: 'SHA-256', bits: context.settings.captchaPowBits ?? CAPTCHA_POW_DEFAULT_BITS };
}

/** The nonce proves the stated work for this challenge (any nonce when no work is asked). */
export function isProofOfWorkValid(captchaId: string, nonce: string, bits: number): boolean {
  if (bits <= 0) return true;
  if (!/^[0-9a-z]{1,16}$/.test(nonce)) return false;
  return hasLeadingZeroBits(createHash('sha256').update(proofOfWorkInput(captchaId, nonce)).digest(), bits);
}

/** A new arithmetic challenge: the question and its answer. */
export function arithmeticChallenge(): { question: string; answer: string } {
  const a = randomInt(2, 20);
  const b = randomInt(2, 10);
  return randomInt(0, 2) === 0 ? { question: `${a}+${b}`, answer: String(a + b) } : { question: `${a}×${b}`, answer: String(a * b) };
}

/**
 * Draws the question as an SVG: each character rotated and shifted on its own, over noise lines,
 * so the text is not one searchable string. Characters are drawn left to right.
 */
export function renderCaptchaSvg(question: string): string {
  const width = 40 + question.length * 24;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="60" viewBox="0 0 ${width} 60">`, '<rect width="100%" height="100%" fill="#f4f4f4"/>'];
  for (let line = 0; line < 6; line += 1) {
    parts.push(`<line x1="${randomInt(0, width)}" y1="${randomInt(0, 60)}" x2="${randomInt(0, width)}" y2="${randomInt(0, 60)}" stroke="#${randomInt(0x888888, 0xcccccc).toString(16)}" stroke-width="${randomInt(1, 3)}"/>`);
  }
  [...question, '='].forEach((char, index) => {
    const x = 20 + index * 24;
    const y = 38 + randomInt(-6, 7);
    parts.push(`<text x="${x}" y="${y}" font-family="monospace" font-size="${randomInt(24, 31)}" fill="#333" transform="rotate(${randomInt(-25, 26)} ${x} ${y})">${char}</text>`);
  });
  parts.push('</svg>');
  return parts.join('');
}

/** Stores a new challenge and returns its id, image and the proof of work it asks. */
export async function createCaptcha(context: AppContext): Promise<{ captchaId: string; image: string; time: number; pow: CaptchaProofOfWork }> {
  const { question, answer } = arithmeticChallenge();
  const captchaId = randomToken(12);
  const now = nowSeconds(context);
  await context.db.query('insert into captcha_challenges (id, answer_hash, created_at, expires_at) values ($1, $2, $3, $4)', [captchaId, sha256(`${captchaId}:${answer}`), now, now + CAPTCHA_TTL_SECONDS]);
  return { captchaId, image: renderCaptchaSvg(question), time: CAPTCHA_TTL_SECONDS, pow: captchaProofOfWork(context) };
}

/**
 * Checks an answer; `consume` burns the challenge even when right (the header use). `nonce` is the
 * proof of work, checked when given (the header always gives it when work is asked, see `requireCaptcha`).
 */
export async function checkCaptcha(context: AppContext, captchaId: string, answer: string, consume: boolean, nonce?: string): Promise<'valid' | 'invalid' | 'expired' | 'used'> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const [row] = await tx.query<{ answer_hash: string; expires_at: number; used_at: number | null }>('select answer_hash, expires_at, used_at from captcha_challenges where id = $1 for update', [captchaId]);
    if (!row || row.used_at !== null) return 'used';
    if (row.expires_at <= now) return 'expired';
    const worked = nonce === undefined || isProofOfWorkValid(captchaId, nonce, captchaProofOfWork(context).bits);
    const valid = worked && row.answer_hash === sha256(`${captchaId}:${answer.trim()}`);
    if (!valid || consume) await tx.query('update captcha_challenges set used_at = $2 where id = $1', [captchaId, now]);
    return valid ? 'valid' : 'invalid';
  });
}

/**
 * Requires a solved captcha in the captcha header (`<captchaId>:<answer>:<nonce>`, the nonce the
 * proof of work found; `<captchaId>:<answer>` only when no work is asked), used once. Answers 400
 * with code 100 (missing), 111 (wrong), 112 (expired) or 113 (used or unknown), the codes the client
 * answers with its captcha solver (document 001 §5, §8).
 */
export async function requireCaptcha(request: FastifyRequest, context: AppContext): Promise<void> {
  const header = request.headers[Headers.captcha.toLowerCase()];
  const value = typeof header === 'string' ? header : '';
  const [captchaId = '', answer, nonce = ''] = value.split(':');
  if (!captchaId || answer === undefined) throw httpError(400, CaptchaErrorCode.required, 'main_captcha_required');
  // A missing or wrong proof of work burns the challenge like a wrong answer (code 111).
  const result = await checkCaptcha(context, captchaId, answer, true, nonce);
  if (result === 'invalid') throw httpError(400, CaptchaErrorCode.invalid, 'main_captcha_invalid');
  if (result === 'expired') throw httpError(400, CaptchaErrorCode.expired, 'main_captcha_expired');
  if (result === 'used') throw httpError(400, CaptchaErrorCode.used, 'main_captcha_used');
}
