import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, sessionCookieOf, startTestApi, type TestApi } from '../../testing';
import { demoDailyBoundMinor } from './payments.demo';
import { payDeposit } from './payments.testing';

// The development tools stay off here: the site's operator flag decides (issue 19).
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function setFlag(enabled: boolean): Promise<void> {
  await api.db.query(`update site_settings set config = jsonb_set(config, '{isDemoPaymentProviderEnabled}', $1::jsonb) where site_key = 'default'`, [JSON.stringify(enabled)]);
}

async function paymentsOf(userId: number): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('select count(*)::int as n from payments where user_id = $1', [userId]);
  return row?.n ?? 0;
}

describe('the demo payment provider is an operator decision with a daily bound (issue 19)', () => {
  it('bounds a day of demo deposits to the largest single payment of the currency: EUR 50,000.00', () => {
    expect(demoDailyBoundMinor('EUR')).toBe(5_000_000);
    expect(demoDailyBoundMinor('XXX')).toBeNull();
  });

  it('refuses every deposit while the operator has the provider off, writing nothing', async () => {
    const player = await registerPlayer(api);
    await setFlag(false);
    try {
      await expect(payDeposit(api, player.cookie, 1_000)).rejects.toThrow(/503.*payment_provider_off/);
      expect(await paymentsOf(player.userId)).toBe(0);
    } finally {
      await setFlag(true);
    }
  });

  it('takes deposits up to the bound per player and day, then refuses with what is left, and again after a day', async () => {
    const player = await registerPlayer(api);
    await payDeposit(api, player.cookie, 3_000_000);
    await payDeposit(api, player.cookie, 2_000_000);
    const over = await fetch(`${api.baseUrl}/web-api/payments/v1/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: player.cookie },
      body: JSON.stringify({ paymentId: 'over-the-bound', amountMinor: 100 }),
    });
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ code: 'payment_daily_bound', messageKey: 'payments_daily_bound', details: { remainingMinor: 0, boundMinor: 5_000_000 } });
    // Another player has a bound of their own.
    const other = await registerPlayer(api);
    expect((await payDeposit(api, other.cookie, 1_000)).status).toBe('succeeded');
    api.clock.advanceBy(86_401_000);
    // A day later (the session of the day before has ended): signed in again, the bound is free.
    const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: player.email, password: player.password }),
    });
    expect((await payDeposit(api, sessionCookieOf(login), 100)).status).toBe('succeeded');
  });
});
