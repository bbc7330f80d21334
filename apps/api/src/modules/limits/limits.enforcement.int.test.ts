import { CasinoRoundResult, ErrorBody, SaveLimitsResponse, type PlaceCouponResponse } from '@kickoff/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../http/errors';
import { registerPlayer, sessionCookieOf, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { credit, LedgerReason, lockActiveAccount } from '../accounts/accounts.money';
import { couponBetsFromFeed } from '../betting/betting.feed';
import { aCoupon } from '../betting/betting.testing';
import { assertMayDeposit } from './limits.enforce';

/**
 * Every limit a player sets is enforced by the API on each way money goes in or is staked (issue 13;
 * document 001 §3 limit types): deposits (the check the payments service calls), coupon placing and
 * casino rounds over HTTP. Limits are set through the v3 call, as the limits page sets them.
 */

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';
const V3 = '/limit-service-api/api/external/web/v3';
const CASINO_GAME = 7;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const now = () => Math.floor(api.clock.now() / 1000);

/** A new player with `balanceMinor` on the main account, credited as an adjustment (no deposit counted). */
async function fundedPlayer(balanceMinor: number): Promise<TestPlayer> {
  const player = await registerPlayer(api);
  if (balanceMinor > 0) await api.db.transaction(async (tx) => credit(tx, await lockActiveAccount(tx, player.userId), balanceMinor, LedgerReason.adjustment, 'limits-test', now()));
  return player;
}

async function setLimit(player: TestPlayer, limitType: number, limitValue: number): Promise<void> {
  const response = await fetch(`${api.baseUrl}${V3}/limits`, { method: 'POST', headers: { 'X-Auth': player.token, 'content-type': 'application/json' }, body: JSON.stringify({ limits: [{ limitType, limitValue }] }) });
  expect(response.status).toBe(200);
  expect(SaveLimitsResponse.parse(await response.json()).status).toBe('SAVED');
}

const balanceOf = async (player: TestPlayer) => (await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]))[0]!.balance_minor;

/** The deposit check the payments service runs before money comes in: null when allowed, else the refusal code. */
async function depositRefusal(player: TestPlayer, amountMinor: number): Promise<string | null> {
  try {
    await api.db.transaction((tx) => assertMayDeposit(tx, player.userId, amountMinor, now()));
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

/** A deposit as the ledger records it once the payment succeeded. */
async function deposited(player: TestPlayer, amountMinor: number): Promise<void> {
  await api.db.transaction(async (tx) => credit(tx, await lockActiveAccount(tx, player.userId), amountMinor, LedgerReason.deposit, `dep-${randomBytes(4).toString('hex')}`, now()));
}

/** Places a single of `amountMinor` on a pre-match market: the answer's status and code, or the HTTP refusal. */
async function bet(player: TestPlayer, amountMinor: number): Promise<{ http: number; status?: string; code?: string }> {
  const [game] = await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = 1 order by id limit 1');
  await api.db.query('update feed_markets set is_blocked = false where game_id = $1', [game!.id]);
  const [market] = await api.db.query<{ id: number }>('select id from feed_markets where game_id = $1 and group_id = 1 order by position limit 1', [game!.id]);
  const bets = await couponBetsFromFeed(api.db, [market!.id]);
  const response = await fetch(`${api.baseUrl}/web-api/coupon/v1/place`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: player.cookie }, body: JSON.stringify(aCoupon(player, bets, { amount: amountMinor / 100 })) });
  const body = (await response.json()) as PlaceCouponResponse | ErrorBody;
  if (response.status !== 200) return { http: response.status, code: (body as ErrorBody).code };
  const answer = body as PlaceCouponResponse;
  return { http: 200, status: answer.status, ...(answer.status === 'rejected' ? { code: answer.code } : {}) };
}

/** Plays a casino round of `stakeMinor`: the result or the refusal code. */
async function spin(player: TestPlayer, stakeMinor: number): Promise<{ http: number; code?: string; result?: CasinoRoundResult }> {
  const response = await fetch(`${api.baseUrl}/casino-api/v1/games/${CASINO_GAME}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: player.cookie },
    body: JSON.stringify({ requestId: `limits-${randomBytes(8).toString('hex')}`, stakeMinor }),
  });
  if (response.status !== 200) return { http: response.status, code: ErrorBody.parse(await response.json()).code };
  return { http: 200, result: CasinoRoundResult.parse(await response.json()) };
}

describe(`limits enforced on ${database}`, () => {
  describe.each([
    [20, 86_400],
    [21, 7 * 86_400],
    [22, 30 * 86_400],
  ])('deposit limit %i', (limitType, windowSeconds) => {
    it('lets deposits reach the limit in its window, refuses one more cent, and frees the amount once the window has passed', async () => {
      const player = await fundedPlayer(0);
      await setLimit(player, limitType, 5_000);
      expect(await depositRefusal(player, 5_000)).toBeNull();
      await deposited(player, 3_000);
      expect(await depositRefusal(player, 2_000)).toBeNull();
      expect(await depositRefusal(player, 2_001)).toBe('deposit_limit_exceeded');
      await deposited(player, 2_000);
      expect(await depositRefusal(player, 1)).toBe('deposit_limit_exceeded');
      // stakes are not deposits: the deposit limit leaves betting alone
      expect((await bet(player, 100)).status).toBe('accepted');
      api.clock.advanceBy(windowSeconds * 1000);
      expect(await depositRefusal(player, 5_000)).toBeNull();
    });
  });

  describe.each([[1], [2], [3]])('wagering limit %i', (limitType) => {
    it('counts coupon stakes and casino stakes together and refuses the stake that would pass the limit', async () => {
      const player = await fundedPlayer(20_000);
      await setLimit(player, limitType, 1_000);
      expect((await bet(player, 600)).status).toBe('accepted');
      const round = await spin(player, 300);
      expect(round.http).toBe(200);
      const balance = await balanceOf(player);
      expect(await bet(player, 200)).toEqual({ http: 200, status: 'rejected', code: 'limit_reached' });
      expect(await spin(player, 200)).toEqual({ http: 403, code: 'wagering_limit_exceeded' });
      expect(await balanceOf(player)).toBe(balance);
      expect((await spin(player, 100)).http).toBe(200);
      // deposits are not stakes
      expect(await depositRefusal(player, 50_000)).toBeNull();
    });
  });

  describe.each([[10], [11], [12]])('loss limit %i', (limitType) => {
    it('counts stakes less returns and refuses the stake that could lose more than what is left', async () => {
      const player = await fundedPlayer(20_000);
      await setLimit(player, limitType, 1_000);
      const first = await spin(player, 1_000);
      expect(first.http).toBe(200);
      // what is left of the loss limit: the stake back minus the win, never below 0
      const left = Math.min(1_000, first.result!.winMinor);
      const balance = await balanceOf(player);
      expect(await spin(player, left + 1)).toEqual({ http: 403, code: 'loss_limit_exceeded' });
      expect(await bet(player, left + 100)).toEqual({ http: 200, status: 'rejected', code: 'limit_reached' });
      expect(await balanceOf(player)).toBe(balance);
    });
  });

  it('session limit 31: once today\'s hours are played, deposits, bets and casino rounds are refused', async () => {
    const player = await fundedPlayer(5_000);
    await setLimit(player, 31, 1);
    expect((await bet(player, 100)).status).toBe('accepted');
    api.clock.advanceBy(3_600_000);
    expect(await bet(player, 100)).toEqual({ http: 403, code: 'session_limit_reached' });
    expect(await spin(player, 100)).toEqual({ http: 403, code: 'session_limit_reached' });
    expect(await depositRefusal(player, 100)).toBe('session_limit_reached');
  });

  it('time-out 33: signs the player out, refuses sign-in, deposits, bets and casino rounds until it ends', async () => {
    const player = await fundedPlayer(5_000);
    const balance = await balanceOf(player);
    await setLimit(player, 33, 1);
    // the session ended when the time-out was set
    expect((await fetch(`${api.baseUrl}/web-api/officeapi/v2/accounts`, { headers: { cookie: player.cookie } })).status).toBe(401);
    const login = () => fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
    const refused = await login();
    expect(refused.status).toBe(403);
    const body = ErrorBody.parse(await refused.json());
    expect([body.code, body.messageKey, body.details?.['endsAt']]).toEqual(['time_out_active', 'responsible_gaming_time_out_active', now() + 86_400]);
    expect(await depositRefusal(player, 100)).toBe('time_out_active');
    // a session opened before the time-out (as by another device) is refused every stake
    await api.db.query("update sessions set ended_at = null, end_reason = null where user_id = $1 and end_reason = 'time_out'", [player.userId]);
    expect(await bet(player, 100)).toEqual({ http: 200, status: 'rejected', code: 'time_out_active' });
    expect(await spin(player, 100)).toEqual({ http: 403, code: 'time_out_active' });
    expect(await balanceOf(player)).toBe(balance);
    api.clock.advanceBy(86_400_000);
    const back = await login();
    expect(back.status).toBe(200);
    player.cookie = sessionCookieOf(back);
    expect((await spin(player, 100)).http).toBe(200);
  });

  it('self-exclusion 30: signs the player out and refuses sign-in, deposits, bets and casino rounds', async () => {
    const player = await fundedPlayer(5_000);
    const balance = await balanceOf(player);
    await setLimit(player, 30, 7);
    const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
    expect(login.status).toBe(403);
    expect(ErrorBody.parse(await login.json()).code).toBe('self_excluded');
    expect(await depositRefusal(player, 100)).toBe('self_excluded');
    await api.db.query("update sessions set ended_at = null, end_reason = null where user_id = $1 and end_reason = 'self_exclusion'", [player.userId]);
    expect(await bet(player, 100)).toEqual({ http: 403, code: 'self_excluded' });
    expect(await spin(player, 100)).toEqual({ http: 403, code: 'self_excluded' });
    expect(await balanceOf(player)).toBe(balance);
  });
});
