import { hasLeadingZeroBits, proofOfWorkInput } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { testSha256 } from '../testing/auth-test-bed';
import { WebCryptoProofOfWork } from './proof-of-work';

const digest = async (captchaId: string, nonce: string) => new Uint8Array(await testSha256(new TextEncoder().encode(proofOfWorkInput(captchaId, nonce))));

describe('WebCryptoProofOfWork', () => {
  it('finds the first nonce whose SHA-256 starts with the stated zero bits', async () => {
    const nonce = await new WebCryptoProofOfWork(testSha256).solve('cid-42', { algorithm: 'SHA-256', bits: 10 });
    expect(hasLeadingZeroBits(await digest('cid-42', nonce), 10)).toBe(true);
    // The first such counter: none before it proves the work.
    const counter = parseInt(nonce, 36);
    for (let earlier = 0; earlier < counter; earlier += 1) expect(hasLeadingZeroBits(await digest('cid-42', earlier.toString(36)), 10)).toBe(false);
  });

  it('asks no work at 0 bits, and stops when cancelled', async () => {
    expect(await new WebCryptoProofOfWork(testSha256).solve('cid', { algorithm: 'SHA-256', bits: 0 })).toBe('');
    const controller = new AbortController();
    controller.abort();
    await expect(new WebCryptoProofOfWork(testSha256).solve('cid', { algorithm: 'SHA-256', bits: 30 }, controller.signal)).rejects.toThrow('cancelled');
  });
});

describe('connectCaptcha while the proof of work is searched', () => {
  it('says the answer is on its way and keeps the button off', async () => {
    const { connectCaptcha } = await import('./captcha.connect');
    const challenge = { captchaId: 'c', image: '<svg></svg>', time: 120, pow: { algorithm: 'SHA-256' as const, bits: 16 } };
    expect(connectCaptcha({ challenge, answerText: '12', messageKey: null, canAnswer: false, working: true })).toMatchObject({ working: true, submitEnabled: false, submitLabelKey: 'main_loading' });
    expect(connectCaptcha({ challenge, answerText: '12', messageKey: null, canAnswer: true })).toMatchObject({ working: false, submitEnabled: true, submitLabelKey: 'auth_captcha_submit' });
  });
});
