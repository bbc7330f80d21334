import { hashServerSeed, titleSetup } from '@kickoff/casino-games';
import { CasinoPlay, CasinoTournament, CasinoTournaments } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { buildCasinoGames, CASINO_CATEGORIES } from './casino.seed';

/** Casino tournaments over HTTP (issue 17): the stated score over the period's real slot rounds, the live leaderboard, prizes paid once at the end. */

let api: TestApi;
let players: TestPlayer[];

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
const balanceOf = async (userId: number) => Number((await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where user_id = $1 and is_active', [userId]))[0]!.balance_minor);
const list = async (cookie?: string) => CasinoTournaments.parse(await (await call('/casino-api/v1/tournaments', cookie ? { cookie } : {})).json());

const categories = new Map(CASINO_CATEGORIES.map((category) => [category.id, category.slug]));
const titles = buildCasinoGames().map((game) => ({ id: game.id, kind: titleSetup({ id: game.id, name: game.name, categorySlug: categories.get(game.categoryId) ?? '' }).kind }));
const slotId = titles.find((title) => title.kind === 'slot')!.id;
const diceId = titles.find((title) => title.kind === 'dice')!.id;
let counter = 0;

const play = async (player: TestPlayer, gameId: number, bet: unknown, stakeMinor = 100) => {
  const response = await call(`/casino-api/v1/games/${gameId}/play`, { method: 'POST', cookie: player.cookie, body: { requestId: `tournament-${++counter}`, stakeMinor, bet } });
  expect(response.status, await response.clone().text()).toBe(200);
  return CasinoPlay.parse(await response.json());
};
/** The stated score of a round: its return over its stake, in hundredths, rounded down. */
const scoreOf = (round: CasinoPlay) => Math.floor((round.returnMinor * 100) / round.stakeMinor);

beforeAll(async () => {
  api = await startTestApi();
  players = [];
  for (let i = 0; i < 3; i++) players.push(await registerPlayer(api, { balanceMinor: 100_000 }));
  // fixed seed pairs, so the rounds (and the scores) are the same on every run
  for (const [index, player] of players.entries()) {
    const serverSeed = `tournament-seed-${index}`;
    await api.db.query('insert into casino_fair_seeds (owner, server_seed, server_seed_hash, client_seed, created_at) values ($1, $2, $3, $4, 0)', [`user:${player.userId}`, serverSeed, hashServerSeed(serverSeed), 'fixed']);
  }
});
afterAll(async () => {
  await api?.close();
});

describe(`casino tournaments on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('ranks the players by their real slot rounds of the week, live, and pays the prizes once when the week has ended', async () => {
    const [a, b, c] = players as [TestPlayer, TestPlayer, TestPlayer];
    // the test clock is Sunday 22 November 2026, 12:00 UTC: the week runs from Monday the 16th
    const start = await list();
    expect(start.tournaments).toHaveLength(1);
    const week = start.tournaments[0]!;
    expect(week).toMatchObject({ slug: 'slots-week-2026-11-16', status: 'running', currency: 'EUR', score: 'slot_return_multiple', prizesMinor: [10_000, 5_000, 2_500], players: 0, leaderboard: [], you: null });
    expect(week.startsAt).toBe(Date.UTC(2026, 10, 16));
    expect(week.endsAt).toBe(Date.UTC(2026, 10, 23));

    const expected = new Map<number, number>();
    for (const [player, rounds] of [[a, 12], [b, 8]] as const) {
      for (let i = 0; i < rounds; i++) {
        const round = await play(player, slotId, { kind: 'slot' });
        expected.set(player.userId, (expected.get(player.userId) ?? 0) + scoreOf(round));
      }
    }
    // a dice round and a demo slot round do not count
    await play(c, diceId, { kind: 'dice', target: 50 });
    const demo = await (await call('/casino-api/v1/demo', { method: 'POST', body: {} })).json();
    expect((await call(`/casino-api/v1/games/${slotId}/play`, { method: 'POST', body: { requestId: 'tournament-demo', stakeMinor: 100, bet: { kind: 'slot' }, demoId: demo.demoId } })).status).toBe(200);

    const live = CasinoTournament.parse(await (await call(`/casino-api/v1/tournaments/${week.id}`, { cookie: b.cookie })).json());
    const ranking = [...expected.entries()].sort((x, y) => y[1] - x[1]);
    expect(ranking.some(([, score]) => score > 0)).toBe(true);
    expect(live.players).toBe(2);
    expect(live.leaderboard.map((row) => [row.playerId, row.score])).toEqual(ranking);
    expect(live.leaderboard.map((row) => row.rounds)).toEqual(ranking.map(([userId]) => (userId === a.userId ? 12 : 8)));
    expect(live.you).toMatchObject({ playerId: b.userId, you: true, score: expected.get(b.userId) });
    expect(live.leaderboard.filter((row) => row.you).map((row) => row.playerId)).toEqual([b.userId]);

    // the week ends: the first read pays the places with a positive score, through the ledger
    const before = await Promise.all(players.map((player) => balanceOf(player.userId)));
    api.clock.advanceBy(12 * 3600 * 1000);
    const after = await list(a.cookie);
    expect(after.tournaments.map((item) => [item.slug, item.status])).toEqual([
      ['slots-week-2026-11-23', 'running'],
      ['slots-week-2026-11-16', 'settled'],
    ]);
    const prizes = ranking.map(([userId, score], index) => [userId, score > 0 ? [10_000, 5_000][index]! : 0] as const);
    for (const [index, player] of players.entries()) {
      const prize = prizes.find(([userId]) => userId === player.userId)?.[1] ?? 0;
      expect(await balanceOf(player.userId)).toBe(before[index]! + prize);
    }
    const ledger = await api.db.query<{ ref: string; amount_minor: number; reason: string }>("select ref, amount_minor, reason from ledger where ref like 'casino-tournament:%' order by ref");
    expect(ledger.map((row) => [row.ref, Number(row.amount_minor), row.reason])).toEqual(prizes.filter(([, prize]) => prize > 0).map(([, prize], index) => [`casino-tournament:${week.id}:${index + 1}`, prize, 'bonus']));

    // reading again pays nothing more; a round after the end (a new player: the earlier sessions have expired) counts for the new week only
    await list();
    await play(await registerPlayer(api, { balanceMinor: 10_000 }), slotId, { kind: 'slot' });
    const settled = CasinoTournament.parse(await (await call(`/casino-api/v1/tournaments/${week.id}`)).json());
    expect(settled.leaderboard.map((row) => [row.playerId, row.score])).toEqual(ranking);
    expect((await api.db.query<{ n: number }>("select count(*)::int as n from ledger where ref like 'casino-tournament:%'"))[0]!.n).toBe(ledger.length);
    expect((await list()).tournaments[0]).toMatchObject({ slug: 'slots-week-2026-11-23', players: 1 });
    expect((await call('/casino-api/v1/tournaments/999999')).status).toBe(404);
  });
});
