import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JACKPOT_ODDS, jackpotContributionMinor, jackpotDraw, jackpotHits } from './jackpot';

describe('the pooled jackpot (issue 17)', () => {
  it('takes 1 % of a stake, rounded down to the minor unit', () => {
    expect(jackpotContributionMinor(100)).toBe(1);
    expect(jackpotContributionMinor(250)).toBe(2);
    expect(jackpotContributionMinor(99)).toBe(0);
    expect(jackpotContributionMinor(10_000)).toBe(100);
  });

  it('draws from HMAC-SHA256(server seed, client:nonce:jackpot), read as the first four bytes over 2^32', () => {
    const input = { serverSeed: 'server', clientSeed: 'client', nonce: 7 };
    const digest = createHmac('sha256', 'server').update('client:7:jackpot', 'utf8').digest();
    expect(jackpotDraw(input)).toBe(digest.readUInt32BE(0) / 2 ** 32);
  });

  it('hits with the stated odds of one in 20,000', () => {
    let hits = 0;
    const rounds = 200_000;
    for (let nonce = 0; nonce < rounds; nonce++) if (jackpotHits({ serverSeed: 'odds', clientSeed: 'check', nonce })) hits++;
    // expected 10 hits; Poisson(10) lies in [2, 22] with probability above 0.999
    expect(JACKPOT_ODDS).toBe(20_000);
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(hits).toBeLessThanOrEqual(22);
  });
});
