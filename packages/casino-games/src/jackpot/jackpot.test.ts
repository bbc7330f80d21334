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

  it('hits with the stated odds of one in 20,000: exactly the rounds whose draw is below 1 / 20,000', () => {
    // The draws of 200,000 rounds by Node's own HMAC (the rule's draw is checked against it above),
    // so the rule itself runs only on the rounds that matter: every hit and a spread of misses.
    const draw = (nonce: number) => createHmac('sha256', 'odds').update(`check:${nonce}:jackpot`, 'utf8').digest().readUInt32BE(0) / 2 ** 32;
    const rounds = 200_000;
    const hitting: number[] = [];
    let closestMiss = { nonce: -1, draw: 1 };
    for (let nonce = 0; nonce < rounds; nonce++) {
      const value = draw(nonce);
      if (value < 1 / 20_000) hitting.push(nonce);
      else if (value < closestMiss.draw) closestMiss = { nonce, draw: value };
    }
    // expected 10 hits; Poisson(10) lies in [2, 22] with probability above 0.999
    expect(JACKPOT_ODDS).toBe(20_000);
    expect(hitting.length).toBeGreaterThanOrEqual(2);
    expect(hitting.length).toBeLessThanOrEqual(22);
    const input = (nonce: number) => ({ serverSeed: 'odds', clientSeed: 'check', nonce });
    for (const nonce of hitting) expect(jackpotHits(input(nonce)), `round ${nonce}`).toBe(true);
    expect(jackpotHits(input(closestMiss.nonce)), `the closest miss, round ${closestMiss.nonce}`).toBe(false);
    for (let nonce = 0; nonce < rounds; nonce += 97) if (!hitting.includes(nonce)) expect(jackpotHits(input(nonce))).toBe(false);
  });
});
