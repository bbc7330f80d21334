import type { ReferralApi, ReferralOverview } from '@kickoff/contracts';
import { MemoryCookieJar, SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { BringFriendService, connectBringFriend, referralLink } from './bring-friend.service';
import { planReferralCookies } from './referral.rules';
import { registrationReferralOf } from './registration-tags';

describe('registrationReferralOf', () => {
  it('sends the values the referral link wrote as cookies (document 001 §9 query tags)', () => {
    const jar = new MemoryCookieJar(new SimulatedClock(0));
    for (const cookie of planReferralCookies({ ref: '1234', affid: 'aff-7', tag: 'spring' })) jar.set(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAgeSeconds });
    expect(registrationReferralOf((name) => jar.get(name))).toEqual({ refererId: '1234', partnerId: 'aff-7', tag: 'spring' });
  });

  it('is undefined without tags and drops a referrer id that is not digits', () => {
    expect(registrationReferralOf(() => undefined)).toBeUndefined();
    expect(registrationReferralOf((name) => (name === 'refererid' ? 'abc' : undefined))).toBeUndefined();
    expect(registrationReferralOf((name) => (name === 'refererid' ? 'abc' : name === 'btag' ? 'b1' : undefined))).toEqual({ btag: 'b1' });
  });
});

describe('BringFriendService', () => {
  // the API's declared reward: 10.00 to the inviter per friend whose first deposit succeeds (issue 14)
  const overview: ReferralOverview = {
    refCode: '42',
    friends: [
      { maskedId: '**57', registeredAt: 1000, hasDeposit: true, reward: { amountMinor: 1_000, currency: 'EUR', at: 1500 } },
      { maskedId: '**58', registeredAt: 900, hasDeposit: false, reward: null },
      { maskedId: '**59', registeredAt: 800, hasDeposit: true, reward: { amountMinor: 1_000, currency: 'EUR', at: 1200 } },
    ],
    depositedCount: 2,
    rewardTerms: { amountMinor: 1_000, currency: 'EUR' },
  };
  const api = (answer: Promise<ReferralOverview>): ReferralApi => ({ get: () => answer });

  it('shows the link with ref and the friends', async () => {
    const service = new BringFriendService(api(Promise.resolve(overview)));
    await service.load();
    const view = connectBringFriend(service, 'https://play.example/');
    expect(view.link).toBe('https://play.example/?ref=42');
    expect(view.friends).toEqual([
      { maskedId: '**57', registeredAtSeconds: 1000, depositKey: 'bringfriend_deposited', reward: { minor: 1_000, iso: 'EUR', atSeconds: 1500 } },
      { maskedId: '**58', registeredAtSeconds: 900, depositKey: 'bringfriend_no_deposit', reward: null },
      { maskedId: '**59', registeredAtSeconds: 800, depositKey: 'bringfriend_deposited', reward: { minor: 1_000, iso: 'EUR', atSeconds: 1200 } },
    ]);
    expect(view).toMatchObject({ friendCount: 3, depositedCount: 2, emptyKey: null });
    expect(view.rewardTerms).toEqual({ minor: 1_000, iso: 'EUR' });
    expect(view.rewardTotals).toEqual([{ minor: 2_000, iso: 'EUR' }]);
    expect(connectBringFriend(service, 'https://play.example').link).toBe('https://play.example/?ref=42');
  });

  it('says when nobody came yet and when the read failed', async () => {
    const empty = new BringFriendService(api(Promise.resolve({ refCode: '7', friends: [], depositedCount: 0, rewardTerms: null })));
    await empty.load();
    expect(connectBringFriend(empty, 'https://x.example')).toMatchObject({ emptyKey: 'bringfriend_empty', rewardTerms: null, rewardTotals: [] });
    const failing = new BringFriendService(api(Promise.reject(new Error('down'))));
    await failing.load();
    expect(connectBringFriend(failing, 'https://x.example')).toMatchObject({ failed: true, link: null });
  });

  it('encodes the code in the link', () => {
    expect(referralLink('https://x.example', 'a b')).toBe('https://x.example/?ref=a%20b');
  });
});
