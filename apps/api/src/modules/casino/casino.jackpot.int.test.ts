import { hashServerSeed, jackpotHits, titleSetup } from '@kickoff/casino-games';
import { CasinoJackpots, CasinoPlay, CasinoTable } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { buildCasinoGames, CASINO_CATEGORIES } from './casino.seed';

/** The slots' pooled jackpot over HTTP (issue 17): 1 % of each real slot stake feeds the pool, a hit pays it whole through the ledger. */

let api: TestApi;
let player: TestPlayer;

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
const balanceOf = async (userId: number) => Number((await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where user_id = $1 and is_active', [userId]))[0]!.balance_minor);
const jackpots = async () => CasinoJackpots.parse(await (await call('/casino-api/v1/jackpots')).json());
/** The pool of a currency as the moves add up: contributions minus payouts. */
const movesSum = async (currency: string) =>
  Number((await api.db.query<{ sum: string | null }>("select sum(case when kind = 'contribution' then amount_minor else -amount_minor end) as sum from casino_jackpot_moves where currency = $1", [currency]))[0]!.sum ?? 0);

const categories = new Map(CASINO_CATEGORIES.map((category) => [category.id, category.slug]));
const titles = buildCasinoGames().map((game) => ({ id: game.id, kind: titleSetup({ id: game.id, name: game.name, categorySlug: categories.get(game.categoryId) ?? '' }).kind }));
const slotId = titles.find((title) => title.kind === 'slot')!.id;
const diceId = titles.find((title) => title.kind === 'dice')!.id;

/** A server seed whose rounds 0 to 2 miss the jackpot and round 3 hits it, with the client seed 'fixed'. */
function seedHittingAtNonce3(): string {
  for (let i = 0; ; i++) {
    const serverSeed = `jackpot-test-${i}`;
    const hits = (nonce: number) => jackpotHits({ serverSeed, clientSeed: 'fixed', nonce });
    if (hits(3) && !hits(0) && !hits(1) && !hits(2)) return serverSeed;
  }
}

const play = async (gameId: number, requestId: string, body: Record<string, unknown>, who: { cookie?: string } = { cookie: player.cookie }) => {
  const response = await call(`/casino-api/v1/games/${gameId}/play`, { method: 'POST', ...who, body: { requestId, ...body } });
  expect(response.status, await response.clone().text()).toBe(200);
  return CasinoPlay.parse(await response.json());
};

beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api, { balanceMinor: 100_000 });
});
afterAll(async () => {
  await api?.close();
});

describe(`the pooled jackpot on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('grows by 1 % of each real slot stake, not from demo or other games, and pays the whole pool to the round whose draw hits', async () => {
    // the player's committed seed pair is one whose fourth round hits (the draw is provably fair: its seeds decide it)
    const serverSeed = seedHittingAtNonce3();
    await api.db.query('insert into casino_fair_seeds (owner, server_seed, server_seed_hash, client_seed, created_at) values ($1, $2, $3, $4, 0)', [
      `user:${player.userId}`,
      serverSeed,
      hashServerSeed(serverSeed),
      'fixed',
    ]);
    const table = CasinoTable.parse(await (await call(`/casino-api/v1/games/${slotId}/table`, { cookie: player.cookie })).json());
    const currency = table.currency;
    expect(table.fairness.serverSeedHash).toBe(hashServerSeed(serverSeed));
    const start = await jackpots();
    expect(start).toMatchObject({ shareBasisPoints: 100, odds: 20_000 });
    const poolOf = (answer: CasinoJackpots) => answer.pools.find((pool) => pool.currency === currency)?.poolMinor ?? 0;
    const before = poolOf(start);

    // three real slot rounds of 1.00, 2.50 and 0.50: 1 + 2 + 0 (rounded down) into the pool, no win
    const rounds: CasinoPlay[] = [];
    for (const [index, stakeMinor] of [100, 250, 50].entries()) rounds.push(await play(slotId, `jackpot-slot-${index}`, { stakeMinor, bet: { kind: 'slot' } }));
    expect(rounds.every((round) => round.jackpotMinor === undefined)).toBe(true);
    expect(poolOf(await jackpots())).toBe(before + 3);
    expect(await movesSum(currency)).toBe(before + 3);

    // a demo slot round adds nothing (its seeds are the demo session's own)
    const demo = await (await call('/casino-api/v1/demo', { method: 'POST', body: {} })).json();
    await play(slotId, 'jackpot-demo', { stakeMinor: 100, bet: { kind: 'slot' }, demoId: demo.demoId }, {});
    expect(poolOf(await jackpots())).toBe(before + 3);

    // the fourth real round (nonce 3) is a slot round and hits: the pool with its own share is paid through the ledger
    const balance = await balanceOf(player.userId);
    const hit = await play(slotId, 'jackpot-slot-hit', { stakeMinor: 100, bet: { kind: 'slot' } });
    expect(hit.nonce).toBe(3);
    expect(hit.jackpotMinor).toBe(before + 4);
    expect(hit.balanceMinor).toBe(balance - 100 + hit.returnMinor + before + 4);
    expect(await balanceOf(player.userId)).toBe(hit.balanceMinor);
    const ledger = await api.db.query<{ reason: string; amount_minor: number }>('select reason, amount_minor from ledger where ref = $1', ['casino:jackpot-slot-hit:jackpot']);
    expect(ledger.map((row) => ({ reason: row.reason, amount: Number(row.amount_minor) }))).toEqual([{ reason: 'casino_win', amount: before + 4 }]);
    const after = await jackpots();
    expect(after.pools.find((pool) => pool.currency === currency)).toMatchObject({ poolMinor: 0, lastWinMinor: before + 4 });
    expect(await movesSum(currency)).toBe(0);

    // the same request again answers the same round and pays nothing more
    const again = await play(slotId, 'jackpot-slot-hit', { stakeMinor: 100, bet: { kind: 'slot' } });
    expect(again).toEqual(hit);
    expect(await balanceOf(player.userId)).toBe(hit.balanceMinor);

    // a real dice round feeds nothing
    await play(diceId, 'jackpot-dice', { stakeMinor: 100, bet: { kind: 'dice', target: 50 } });
    expect(poolOf(await jackpots())).toBe(0);
  });
});
