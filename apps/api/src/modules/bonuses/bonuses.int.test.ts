import { titleSetup } from '@kickoff/casino-games';
import { BonusOverview, CasinoPlay, ReferralOverview, RewardsOverview } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, sessionCookieOf, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { buildCasinoGames, CASINO_CATEGORIES } from '../casino/casino.seed';
import { payDeposit } from '../payments/payments.testing';

/** The player's bonuses over HTTP (issue 14): opt-in, crediting, wager progress from the ledger, release, cancel, expiry, withdrawal guard. */

let api: TestApi;
let counter = 0;

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : init.method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) } } : {}),
  });
const overview = async (player: TestPlayer) => BonusOverview.parse(await (await call('/web-api/officeapi/v1/bonuses', { cookie: player.cookie })).json());
const optIn = (player: TestPlayer, kind: string) => call('/web-api/officeapi/v1/bonuses/opt-in', { method: 'POST', cookie: player.cookie, body: { kind } });
const cancel = (player: TestPlayer, bonusId: number) => call(`/web-api/officeapi/v1/bonuses/${bonusId}/cancel`, { method: 'POST', cookie: player.cookie });
const balances = async (userId: number) => {
  const rows = await api.db.query<{ type: number; balance_minor: number }>('select type, balance_minor from accounts where user_id = $1 and closed_at is null order by type', [userId]);
  return { main: Number(rows.find((row) => row.type !== 4)?.balance_minor ?? 0), bonus: Number(rows.find((row) => row.type === 4)?.balance_minor ?? 0) };
};
const withdraw = (player: TestPlayer, amountMinor: number) =>
  call('/web-api/payments/v1/withdraw', { method: 'POST', cookie: player.cookie, body: { paymentId: `bonus-w-${++counter}`, amountMinor } });

const categories = new Map(CASINO_CATEGORIES.map((category) => [category.id, category.slug]));
const diceId = buildCasinoGames().find((game) => titleSetup({ id: game.id, name: game.name, categorySlug: categories.get(game.categoryId) ?? '' }).kind === 'dice')!.id;
const playDice = async (player: TestPlayer, stakeMinor: number) => {
  const response = await call(`/casino-api/v1/games/${diceId}/play`, { method: 'POST', cookie: player.cookie, body: { requestId: `bonus-round-${++counter}`, stakeMinor, bet: { kind: 'dice', target: 50 } } });
  expect(response.status, await response.clone().text()).toBe(200);
  return CasinoPlay.parse(await response.json());
};
const tick = () => api.clock.advanceBy(2_000);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe(`bonuses on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 14)`, () => {
  it('states the offers, credits the deposit bonus from the next deposit, counts casino stakes and releases the bonus when the wager is met', async () => {
    const player = await registerPlayer(api, { balanceMinor: 50_000 });
    tick();
    const start = await overview(player);
    expect(start.bonuses).toEqual([]);
    expect(start.offers).toEqual([
      { kind: 'deposit', percent: 100, amountMinor: 10_000, wagerMultiplier: 5, validDays: 7, currency: 'EUR', available: true },
      { kind: 'wager', percent: null, amountMinor: 1_000, wagerMultiplier: 10, validDays: 3, currency: 'EUR', available: true },
    ]);
    const opted = BonusOverview.parse(await (await optIn(player, 'deposit')).json());
    expect(opted.bonuses[0]).toMatchObject({ kind: 'deposit', status: 'awaiting_deposit', amountMinor: 0, wageredMinor: 0 });
    expect(opted.offers.every((offer) => !offer.available)).toBe(true);
    // one open bonus at a time, each offer once
    expect((await optIn(player, 'wager')).status).toBe(409);
    expect(((await (await optIn(player, 'deposit')).json()) as { code: string }).code).toBe('bonus_already_taken');

    tick();
    await payDeposit(api, player.cookie, 4_000);
    const credited = await overview(player);
    expect(credited.bonuses[0]).toMatchObject({ status: 'wagering', amountMinor: 4_000, wagerRequiredMinor: 20_000, wageredMinor: 0, progressPercent: 0 });
    expect(await balances(player.userId)).toEqual({ main: 54_000, bonus: 4_000 });
    // a second read credits nothing more
    await overview(player);
    expect((await balances(player.userId)).bonus).toBe(4_000);
    // withdrawals wait for the wager
    const refused = await withdraw(player, 1_000);
    expect(refused.status, await refused.clone().text()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'bonus_wager_open', details: { bonusBalanceMinor: 4_000, wagerLeftMinor: 20_000 } });

    let stakes = 0;
    for (let i = 0; i < 3; i++) {
      tick();
      stakes += (await playDice(player, 2_000)).stakeMinor;
    }
    const half = await overview(player);
    expect(half.bonuses[0]).toMatchObject({ status: 'wagering', wageredMinor: stakes, progressPercent: Math.floor((stakes * 100) / 20_000) });
    expect(stakes).toBe(6_000);

    const before = await balances(player.userId);
    for (let i = 0; i < 7; i++) {
      tick();
      await playDice(player, 2_000);
    }
    const afterPlay = await balances(player.userId);
    const done = await overview(player);
    expect(done.bonuses[0]).toMatchObject({ status: 'completed', wageredMinor: 20_000, progressPercent: 100 });
    // released once into the player's own account
    expect(await balances(player.userId)).toEqual({ main: afterPlay.main + 4_000, bonus: 0 });
    expect(before.bonus).toBe(4_000);
    await overview(player);
    expect((await balances(player.userId)).main).toBe(afterPlay.main + 4_000);
    expect((await withdraw(player, 1_000)).status).toBe(200);
    // the released bonus is one of the player's rewards
    const rewards = RewardsOverview.parse(await (await call('/web-api/officeapi/v1/rewards', { cookie: player.cookie })).json());
    expect(rewards.rewards).toEqual([{ kind: 'bonus', amountMinor: 4_000, currency: 'EUR', at: expect.any(Number) as number, link: 'office/bonuses/deposit' }]);
    expect(rewards.totals).toEqual([{ currency: 'EUR', amountMinor: 4_000 }]);
    // the wager bonus is still on offer, the deposit bonus no longer
    expect(done.offers.map((offer) => [offer.kind, offer.available])).toEqual([
      ['deposit', false],
      ['wager', true],
    ]);
  });

  it('caps the deposit bonus, forfeits it on cancel, and expires a wager bonus whose time runs out', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    tick();
    await optIn(player, 'deposit');
    tick();
    await payDeposit(api, player.cookie, 30_000);
    const capped = await overview(player);
    expect(capped.bonuses[0]).toMatchObject({ status: 'wagering', amountMinor: 10_000, wagerRequiredMinor: 50_000 });
    const bonusId = capped.bonuses[0]!.id;
    expect(await balances(player.userId)).toEqual({ main: 40_000, bonus: 10_000 });

    const cancelled = BonusOverview.parse(await (await cancel(player, bonusId)).json());
    expect(cancelled.bonuses[0]).toMatchObject({ status: 'cancelled' });
    expect(await balances(player.userId)).toEqual({ main: 40_000, bonus: 0 });
    expect(((await (await cancel(player, bonusId)).json()) as { code: string }).code).toBe('bonus_not_open');

    tick();
    const wager = BonusOverview.parse(await (await optIn(player, 'wager')).json());
    expect(wager.bonuses[0]).toMatchObject({ kind: 'wager', status: 'wagering', amountMinor: 1_000, wagerRequiredMinor: 10_000 });
    expect((await balances(player.userId)).bonus).toBe(1_000);
    tick();
    await playDice(player, 1_000);
    api.clock.advanceBy(3 * 86_400_000);
    // the session of three days ago has ended: the player signs in again
    const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
    expect(login.status).toBe(200);
    player.cookie = sessionCookieOf(login);
    const expired = await overview(player);
    expect(expired.bonuses[0]).toMatchObject({ status: 'expired', wageredMinor: 1_000, progressPercent: 10 });
    expect((await balances(player.userId)).bonus).toBe(0);
    expect(expired.offers.every((offer) => !offer.available)).toBe(true);
  });

  it('refuses guests, unknown kinds and other players\' bonuses; concurrent opt-ins credit once', async () => {
    const owner = await registerPlayer(api, { balanceMinor: 1_000 });
    const other = await registerPlayer(api, { balanceMinor: 1_000 });
    expect((await call('/web-api/officeapi/v1/bonuses')).status).toBe(401);
    expect((await optIn(owner, 'free')).status).toBe(400);
    const answers = await Promise.all([optIn(owner, 'wager'), optIn(owner, 'wager'), optIn(owner, 'wager')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await balances(owner.userId)).bonus).toBe(1_000);
    const bonusId = (await overview(owner)).bonuses[0]!.id;
    expect((await cancel(other, bonusId)).status).toBe(404);
    expect((await cancel(owner, 0)).status).toBe(404);
    // a bonus still being wagered, or forfeited, is no reward
    expect(RewardsOverview.parse(await (await call('/web-api/officeapi/v1/rewards', { cookie: owner.cookie })).json())).toEqual({ rewards: [], totals: [] });
    expect((await call('/web-api/officeapi/v1/rewards')).status).toBe(401);
  });
});

describe(`bring-a-friend reward on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 14)`, () => {
  it('pays the inviter 10.00 when the friend\'s first deposit succeeds, once, and lists it among the rewards', async () => {
    const inviter = await registerPlayer(api, { balanceMinor: 1_000 });
    const registration = await fetch(`${api.baseUrl}/web-api/user/auth/registration/full`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `friend-${Date.now()}-${++counter}@test.example`, password: 'Secret-pass-1', name: 'Friend', surname: 'Player', date_birthday: '1990-05-01', countryId: 66, currencyIso: 'EUR', referral: { refererId: String(inviter.userId) } }),
    });
    expect(registration.status).toBe(200);
    const friendCookie = sessionCookieOf(registration);
    const before = (await balances(inviter.userId)).main;
    // a declined deposit pays nothing
    await payDeposit(api, friendCookie, 2_000, { action: 'decline' });
    expect((await balances(inviter.userId)).main).toBe(before);
    await payDeposit(api, friendCookie, 2_000);
    expect((await balances(inviter.userId)).main).toBe(before + 1_000);
    await payDeposit(api, friendCookie, 3_000);
    expect((await balances(inviter.userId)).main).toBe(before + 1_000);
    const rewards = RewardsOverview.parse(await (await call('/web-api/officeapi/v1/rewards', { cookie: inviter.cookie })).json());
    expect(rewards.rewards).toEqual([{ kind: 'referral', amountMinor: 1_000, currency: 'EUR', at: expect.any(Number) as number, link: 'office/bringfriend' }]);
    // the bring-a-friend page states the reward and shows it paid for this friend, once
    const overview = ReferralOverview.parse(await (await call('/web-api/referral/v1', { cookie: inviter.cookie })).json());
    expect(overview.rewardTerms).toEqual({ amountMinor: 1_000, currency: 'EUR' });
    expect(overview.friends).toHaveLength(1);
    expect(overview.friends[0]!.hasDeposit).toBe(true);
    expect(overview.friends[0]!.reward).toEqual({ amountMinor: 1_000, currency: 'EUR', at: expect.any(Number) as number });
  });
});
