import { randomBytes } from 'node:crypto';
import { DevAttribution, ReferralOverview, UserConfigResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { enableDevTools, registerPlayer, sessionCookieOf } from '../auth/auth.testing';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

const register = async (referral?: unknown) => {
  const response = await fetch(`${api.baseUrl}/web-api/user/auth/registration/full`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `friend-${randomBytes(6).toString('hex')}@test.example`, password: 'Secret-pass-1', name: 'Friend', surname: 'Player', date_birthday: '1990-05-01', countryId: 66, currencyIso: 'EUR', ...(referral ? { referral } : {}) }),
  });
  const body = (await response.json()) as { userId: number };
  return { status: response.status, userId: body.userId, cookie: response.ok ? sessionCookieOf(response) : '' };
};
const get = async (path: string, cookie?: string) => {
  const response = await fetch(`${api.baseUrl}${path}`, cookie ? { headers: { cookie } } : {});
  return { status: response.status, body: (await response.json()) as unknown };
};

describe(`referral on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 14)`, () => {
  it('attributes a registration to the referrer of its ref tag and the partner of its partner id, and lists the friend', async () => {
    const inviter = await registerPlayer(api);
    expect(ReferralOverview.parse((await get('/web-api/referral/v1', inviter.cookie)).body)).toEqual({ refCode: String(inviter.userId), friends: [], depositedCount: 0, rewardTerms: { amountMinor: 1_000, currency: 'EUR' } });
    const friend = await register({ refererId: String(inviter.userId), partnerId: 'aff-77', btag: 'spring' });
    expect(friend.status).toBe(200);
    expect(DevAttribution.parse((await get(`/dev-api/referral/attribution/${friend.userId}`)).body)).toEqual({
      userId: friend.userId,
      referrerId: inviter.userId,
      partnerId: 'aff-77',
      tags: { refererId: String(inviter.userId), partnerId: 'aff-77', btag: 'spring' },
    });
    expect(UserConfigResponse.parse((await get('/web-api/api/web/user/v1/config', friend.cookie)).body).result?.user_ref_id).toBe(inviter.userId);
    const overview = ReferralOverview.parse((await get('/web-api/referral/v1', inviter.cookie)).body);
    expect(overview.friends).toHaveLength(1);
    expect(overview.friends[0]!.maskedId.endsWith(String(friend.userId).slice(-2))).toBe(true);
    expect(overview.friends[0]!.maskedId).not.toContain(String(friend.userId));
    expect(overview.friends[0]!.hasDeposit).toBe(false);
    expect(overview.friends[0]!.reward).toBeNull();
  });

  it('keeps a partner without referrer, ignores an unknown referrer, stores nothing without tags, and refuses bad tags and guests', async () => {
    const partnerOnly = await register({ partnerId: 'aff-9', tag: 'summer' });
    expect(DevAttribution.parse((await get(`/dev-api/referral/attribution/${partnerOnly.userId}`)).body)).toMatchObject({ referrerId: null, partnerId: 'aff-9', tags: { tag: 'summer' } });
    const unknownReferrer = await register({ refererId: '999999999' });
    expect(DevAttribution.parse((await get(`/dev-api/referral/attribution/${unknownReferrer.userId}`)).body).referrerId).toBeNull();
    const plain = await register();
    expect((await get(`/dev-api/referral/attribution/${plain.userId}`)).status).toBe(404);
    expect((await register({ refererId: 'abc' })).status).toBe(400);
    expect((await get('/web-api/referral/v1')).status).toBe(401);
  });
});
