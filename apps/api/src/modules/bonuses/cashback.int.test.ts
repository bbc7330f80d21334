import { hashServerSeed, titleSetup } from '@kickoff/casino-games';
import { CashbackOverview, CasinoPlay, RewardsOverview } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, sessionCookieOf, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { buildCasinoGames, CASINO_CATEGORIES } from '../casino/casino.seed';

/** Casino cashback over HTTP (issue 14): the stated rate of the week's casino net losses, claimed once, concurrent claims paid once. */

let api: TestApi;
let counter = 0;

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
const read = async (player: TestPlayer, programme: string) => CashbackOverview.parse(await (await call(`/web-api/officeapi/v1/cashback/${programme}`, { cookie: player.cookie })).json());
const claim = (player: TestPlayer, programme: string) => call(`/web-api/officeapi/v1/cashback/${programme}/claim`, { method: 'POST', cookie: player.cookie });
const balanceOf = async (userId: number) => Number((await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where user_id = $1 and is_active', [userId]))[0]!.balance_minor);

const categories = new Map(CASINO_CATEGORIES.map((category) => [category.id, category.slug]));
const diceId = buildCasinoGames().find((game) => titleSetup({ id: game.id, name: game.name, categorySlug: categories.get(game.categoryId) ?? '' }).kind === 'dice')!.id;
/** Rounds at target 2 (rarely won); returns the net loss they made. */
const lose = async (player: TestPlayer, rounds: number, stakeMinor: number) => {
  let net = 0;
  for (let i = 0; i < rounds; i++) {
    const response = await call(`/casino-api/v1/games/${diceId}/play`, { method: 'POST', cookie: player.cookie, body: { requestId: `cashback-${++counter}`, stakeMinor, bet: { kind: 'dice', target: 2 } } });
    expect(response.status).toBe(200);
    const round = CasinoPlay.parse(await response.json());
    net += round.stakeMinor - round.returnMinor;
  }
  return net;
};
const fixSeed = async (player: TestPlayer, seed: string) => {
  await api.db.query('insert into casino_fair_seeds (owner, server_seed, server_seed_hash, client_seed, created_at) values ($1, $2, $3, $4, 0)', [`user:${player.userId}`, seed, hashServerSeed(seed), 'fixed']);
};

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe(`casino cashback on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 14)`, () => {
  it('pays the stated rate of the week\'s casino net loss once, and refuses a second claim in the same week', async () => {
    const player = await registerPlayer(api, { balanceMinor: 100_000 });
    await fixSeed(player, 'cashback-seed-1');
    // the test clock is Sunday 22 November 2026, 12:00 UTC: the week runs from Monday the 16th
    const empty = await read(player, 'vip');
    expect(empty).toMatchObject({ programme: 'vip', ratePercent: 10, minLossMinor: 0, currency: 'EUR', periodStart: Date.UTC(2026, 10, 16), periodEnd: Date.UTC(2026, 10, 23), netLossMinor: 0, claimableMinor: 0, claimed: null, history: [] });
    expect(((await (await claim(player, 'vip')).json()) as { code: string }).code).toBe('cashback_nothing_to_claim');

    const net = await lose(player, 6, 1_000);
    expect(net).toBeGreaterThan(0);
    const before = await read(player, 'vip');
    expect(before).toMatchObject({ netLossMinor: net, claimableMinor: Math.floor(net / 10) });
    const balance = await balanceOf(player.userId);
    const answers = await Promise.all([claim(player, 'vip'), claim(player, 'vip'), claim(player, 'vip')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(player.userId)).toBe(balance + Math.floor(net / 10));
    const ledger = await api.db.query<{ n: number }>("select count(*)::int as n from ledger where user_id = $1 and ref like 'cashback:%'", [player.userId]);
    expect(Number(ledger[0]!.n)).toBe(1);
    const after = await read(player, 'vip');
    expect(after).toMatchObject({ claimableMinor: 0, claimed: { amountMinor: Math.floor(net / 10), netLossMinor: net, periodStart: Date.UTC(2026, 10, 16) } });
    expect(((await (await claim(player, 'vip')).json()) as { code: string }).code).toBe('cashback_already_claimed');
    const rewards = RewardsOverview.parse(await (await call('/web-api/officeapi/v1/rewards', { cookie: player.cookie })).json());
    expect(rewards.rewards).toEqual([{ kind: 'cashback', amountMinor: Math.floor(net / 10), currency: 'EUR', at: Date.UTC(2026, 10, 22, 12), link: 'office/casino/vipcashback' }]);

    // the next week is a new period: the claim moves to the history
    api.clock.advanceBy(Date.UTC(2026, 10, 23, 1) - api.clock.now());
    // the player signs in again on the Monday
    const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
    expect(login.status).toBe(200);
    player.cookie = sessionCookieOf(login);
    const next = await read(player, 'vip');
    expect(next).toMatchObject({ periodStart: Date.UTC(2026, 10, 23), netLossMinor: 0, claimed: null });
    expect(next.history).toHaveLength(1);
  });

  it('keeps the premium programme\'s minimum, and refuses guests and unknown programmes', async () => {
    const player = await registerPlayer(api, { balanceMinor: 100_000 });
    await fixSeed(player, 'cashback-seed-2');
    const net = await lose(player, 2, 1_000);
    expect(net).toBeGreaterThan(0);
    expect(net).toBeLessThan(5_000);
    expect(await read(player, 'premium')).toMatchObject({ ratePercent: 15, minLossMinor: 5_000, netLossMinor: net, claimableMinor: 0 });
    expect((await claim(player, 'premium')).status).toBe(409);
    expect((await call('/web-api/officeapi/v1/cashback/vip')).status).toBe(401);
    expect((await call('/web-api/officeapi/v1/cashback/gold', { cookie: player.cookie })).status).toBe(404);
  });
});
