import { ErrorBody, PlaceCouponResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { couponBetsFromFeed } from '../betting/betting.feed';
import { aCoupon } from '../betting/betting.testing';
import { banRefusal } from './ban.enforce';

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

function send(player: TestPlayer | null, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...(player ? { cookie: player.cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  const body = ErrorBody.parse(await response.json());
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  return body;
}

const ban = (player: TestPlayer, banLevel: number, banVersion: number | null = null) => send(null, 'PUT', `/dev-api/users/${player.userId}/ban`, { banLevel, banVersion });

let requestCount = 0;
const nextId = (what: string) => `${what}-ban-${Date.now()}-${++requestCount}`;

async function openBet() {
  const [game] = await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = 1 order by id limit 1');
  await api.db.query('update feed_markets set is_blocked = false where game_id = $1', [game!.id]);
  const [market] = await api.db.query<{ id: number }>('select id from feed_markets where game_id = $1 and group_id = 1 order by position limit 1', [game!.id]);
  const [bet] = await couponBetsFromFeed(api.db, [market!.id]);
  return bet!;
}

describe('the ban rule (document 001 §4, §9)', () => {
  it('forbids bets, casino rounds and deposits at any level above 0; withdrawals except at 45, or 53 with version 1', () => {
    expect(banRefusal(0, null, 'bet')).toBeNull();
    expect(banRefusal(0, null, 'withdrawal')).toBeNull();
    for (const action of ['bet', 'casino', 'deposit'] as const) {
      for (const [level, version] of [[1, null], [45, null], [53, 1]] as const) expect(banRefusal(level, version, action)?.code).toBe('account_banned');
    }
    expect(banRefusal(45, null, 'withdrawal')).toBeNull();
    expect(banRefusal(45, 2, 'withdrawal')).toBeNull();
    expect(banRefusal(53, 1, 'withdrawal')).toBeNull();
    expect(banRefusal(53, 2, 'withdrawal')?.code).toBe('withdrawal_banned');
    expect(banRefusal(53, null, 'withdrawal')?.code).toBe('withdrawal_banned');
    expect(banRefusal(44, 1, 'withdrawal')?.code).toBe('withdrawal_banned');
    expect(banRefusal(1, null, 'withdrawal')?.code).toBe('withdrawal_banned');
  });
});

describe(`ban levels enforced by the API on ${database}`, () => {
  it('a development control sets the ban level, which the user configuration then reports; 404 for an unknown player', async () => {
    const player = await registerPlayer(api);
    expect(await (await ban(player, 53, 1)).json()).toEqual({ banLevel: 53, banVersion: 1 });
    const config = (await (await send(player, 'GET', '/web-api/api/web/user/v1/config')).json()) as { result: { ban_level: number; ban_version: number | null } };
    expect(config.result).toMatchObject({ ban_level: 53, ban_version: 1 });
    expect((await send(null, 'PUT', '/dev-api/users/999999999/ban', { banLevel: 1, banVersion: null })).status).toBe(404);
    await expectError(await send(null, 'PUT', `/dev-api/users/${player.userId}/ban`, { banLevel: -1, banVersion: null }), 400, 'validation_error');
  });

  it('refuses a banned player a bet with account_banned and takes no money; the bet goes through again once the ban is lifted', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    const bet = await openBet();
    await ban(player, 1);
    const refused = PlaceCouponResponse.parse(await (await send(player, 'POST', '/web-api/coupon/v1/place', aCoupon(player, [bet], { amount: 2 }))).json());
    expect(refused).toMatchObject({ status: 'rejected', code: 'account_banned', messageKey: 'coupon_reject_account_banned' });
    const [account] = await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]);
    expect(Number(account!.balance_minor)).toBe(1_000);
    await ban(player, 0);
    const accepted = PlaceCouponResponse.parse(await (await send(player, 'POST', '/web-api/coupon/v1/place', aCoupon(player, [bet], { amount: 2 }))).json());
    expect(accepted.status).toBe('accepted');
  });

  it('refuses a banned player a casino round (403 account_banned) without touching the balance', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    await ban(player, 45);
    const body = await expectError(await send(player, 'POST', '/casino-api/v1/games/7/round', { requestId: nextId('round'), stakeMinor: 100 }), 403, 'account_banned');
    expect(body.details).toEqual({ banLevel: 45 });
    const [account] = await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]);
    expect(Number(account!.balance_minor)).toBe(1_000);
  });

  it('refuses deposits at any ban level and withdrawals except at the levels the spec permits', async () => {
    const player = await registerPlayer(api, { balanceMinor: 5_000 });
    await ban(player, 1);
    await expectError(await send(player, 'POST', '/web-api/payments/v1/deposit', { paymentId: nextId('dep'), amountMinor: 1_000 }), 403, 'account_banned');
    await expectError(await send(player, 'POST', '/web-api/payments/v1/withdraw', { paymentId: nextId('wd'), amountMinor: 1_000 }), 403, 'withdrawal_banned');
    await ban(player, 53, 2);
    await expectError(await send(player, 'POST', '/web-api/payments/v1/withdraw', { paymentId: nextId('wd'), amountMinor: 1_000 }), 403, 'withdrawal_banned');
    await ban(player, 53, 1);
    expect((await send(player, 'POST', '/web-api/payments/v1/withdraw', { paymentId: nextId('wd'), amountMinor: 1_000 })).status).toBe(200);
    await ban(player, 45);
    expect((await send(player, 'POST', '/web-api/payments/v1/withdraw', { paymentId: nextId('wd'), amountMinor: 1_000 })).status).toBe(200);
    await expectError(await send(player, 'POST', '/web-api/payments/v1/deposit', { paymentId: nextId('dep'), amountMinor: 1_000 }), 403, 'account_banned');
  });
});
