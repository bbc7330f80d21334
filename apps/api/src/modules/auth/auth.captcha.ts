import { CaptchaErrorCode, Headers } from '@kickoff/contracts';
import type { FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { randomToken, sha256 } from './auth.crypto';
import { nowSeconds } from './auth.session';

/** How long a challenge can be answered. */
export const CAPTCHA_TTL_SECONDS = 120;

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

/** Stores a new challenge and returns its id and image. */
export async function createCaptcha(context: AppContext): Promise<{ captchaId: string; image: string; time: number }> {
  const { question, answer } = arithmeticChallenge();
  const captchaId = randomToken(12);
  const now = nowSeconds(context);
  await context.db.query('insert into captcha_challenges (id, answer_hash, created_at, expires_at) values ($1, $2, $3, $4)', [captchaId, sha256(`${captchaId}:${answer}`), now, now + CAPTCHA_TTL_SECONDS]);
  return { captchaId, image: renderCaptchaSvg(question), time: CAPTCHA_TTL_SECONDS };
}

/** Checks an answer; `consume` burns the challenge even when right (the header use). */
export async function checkCaptcha(context: AppContext, captchaId: string, answer: string, consume: boolean): Promise<'valid' | 'invalid' | 'expired' | 'used'> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const [row] = await tx.query<{ answer_hash: string; expires_at: number; used_at: number | null }>('select answer_hash, expires_at, used_at from captcha_challenges where id = $1 for update', [captchaId]);
    if (!row || row.used_at !== null) return 'used';
    if (row.expires_at <= now) return 'expired';
    const valid = row.answer_hash === sha256(`${captchaId}:${answer.trim()}`);
    if (!valid || consume) await tx.query('update captcha_challenges set used_at = $2 where id = $1', [captchaId, now]);
    return valid ? 'valid' : 'invalid';
  });
}

/**
 * Requires a solved captcha in the captcha header (`<captchaId>:<answer>`), used once. Answers 400
 * with code 100 (missing), 111 (wrong), 112 (expired) or 113 (used or unknown), the codes the client
 * answers with its captcha solver (document 001 §5, §8).
 */
export async function requireCaptcha(request: FastifyRequest, context: AppContext): Promise<void> {
  const header = request.headers[Headers.captcha.toLowerCase()];
  const value = typeof header === 'string' ? header : '';
  const separator = value.indexOf(':');
  if (separator <= 0) throw httpError(400, CaptchaErrorCode.required, 'main_captcha_required');
  const result = await checkCaptcha(context, value.slice(0, separator), value.slice(separator + 1), true);
  if (result === 'invalid') throw httpError(400, CaptchaErrorCode.invalid, 'main_captcha_invalid');
  if (result === 'expired') throw httpError(400, CaptchaErrorCode.expired, 'main_captcha_expired');
  if (result === 'used') throw httpError(400, CaptchaErrorCode.used, 'main_captcha_used');
}
