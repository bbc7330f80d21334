import { CaptchaChallenge, ErrorBody, hasLeadingZeroBits, proofOfWorkInput } from '@kickoff/contracts';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaSvg, startTestApi, type TestApi } from '../../testing';

// issue 19: the captcha answer carries a proof of work at the difficulty the server states (a low one here).
const BITS = 10;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ settings: { captchaPowBits: BITS } });
});
afterAll(async () => {
  await api?.close();
});

const FAST = '/web-api/user/auth/registration/fast';
const body = JSON.stringify({ countryId: 66, currencyIso: 'EUR' });
const register = (captcha: string) => fetch(`${api.baseUrl}${FAST}`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Captcha': captcha }, body });
const challenge = async () => CaptchaChallenge.parse(await (await fetch(`${api.baseUrl}/web-api/captcha/update`)).json());

/** The first nonce (base 36 counter) whose digest starts with `bits` zero bits, and how many were tried. */
function findNonce(captchaId: string, bits: number): { nonce: string; tries: number } {
  for (let counter = 0; ; counter += 1) {
    const nonce = counter.toString(36);
    if (hasLeadingZeroBits(createHash('sha256').update(proofOfWorkInput(captchaId, nonce)).digest(), bits)) return { nonce, tries: counter + 1 };
  }
}

async function codeOf(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  return ErrorBody.parse(await response.json()).code;
}

describe('captcha proof of work', () => {
  it('states its difficulty and accepts the picture only with a nonce that proves it, once', async () => {
    const first = await challenge();
    expect(first.pow).toEqual({ algorithm: 'SHA-256', bits: BITS });
    const { nonce } = findNonce(first.captchaId, BITS);
    const answer = solveCaptchaSvg(first.image);
    const response = await register(`${first.captchaId}:${answer}:${nonce}`);
    expect(response.status).toBe(200);
    // Single use: the same header again is 113.
    expect(await codeOf(await register(`${first.captchaId}:${answer}:${nonce}`))).toBe('113');
  });

  it('the right picture answer without the work, or with a nonce that does not prove it, is 111 and burns the challenge', async () => {
    const bare = await challenge();
    expect(await codeOf(await register(`${bare.captchaId}:${solveCaptchaSvg(bare.image)}`))).toBe('111');
    const wrong = await challenge();
    let bad = 0;
    while (hasLeadingZeroBits(createHash('sha256').update(proofOfWorkInput(wrong.captchaId, String(bad))).digest(), BITS)) bad += 1;
    expect(await codeOf(await register(`${wrong.captchaId}:${solveCaptchaSvg(wrong.image)}:${bad}`))).toBe('111');
    // Burnt: the right nonce afterwards does not revive it.
    expect(await codeOf(await register(`${wrong.captchaId}:${solveCaptchaSvg(wrong.image)}:${findNonce(wrong.captchaId, BITS).nonce}`))).toBe('113');
  });

  it('the work grows with the difficulty: 2^bits digests on average (over 40 challenges)', () => {
    const mean = (bits: number) => Array.from({ length: 40 }, (_, index) => findNonce(`challenge-${bits}-${index}`, bits).tries).reduce((sum, tries) => sum + tries, 0) / 40;
    expect(mean(4)).toBeLessThan(mean(10));
    expect(mean(10)).toBeGreaterThan(2 ** 10 / 3);
  });
});
