import { declaredRtpPercent, fairStream, hashServerSeed, playGame, titleSetup, type GameBet } from '@kickoff/casino-games';
import { CasinoDemoSession, CasinoGame, CasinoPlay, CasinoRecentGames, CasinoRotation, CasinoTable, CasinoVerification, ErrorBody, SaveLimitsResponse, type CasinoBet } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { buildCasinoGames, CASINO_CATEGORIES } from './casino.seed';

/** Casino play over HTTP (issue 17): every kind for real and in demo, the ledger, limits, seeds and verification. */

let api: TestApi;
let player: TestPlayer;
let counter = 0;

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
const balanceOf = async (userId: number) => (await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where user_id = $1 and is_active', [userId]))[0]!.balance_minor;
const ledgerCount = async () => (await api.db.query<{ count: number }>('select count(*)::int as count from ledger'))[0]!.count;

const categories = new Map(CASINO_CATEGORIES.map((category) => [category.id, category.slug]));
const games = buildCasinoGames().map((game) => ({ ...game, setup: titleSetup({ id: game.id, name: game.name, categorySlug: categories.get(game.categoryId) ?? '' }) }));
/** One title of each kind. */
const byKind = Object.fromEntries(['slot', 'roulette', 'blackjack', 'dice', 'baccarat'].map((kind) => [kind, games.find((game) => game.setup.kind === kind)!.id])) as Record<CasinoBet['kind'], number>;
const BETS: Record<CasinoBet['kind'], { bet: CasinoBet; stakeMinor: number }> = {
  slot: { bet: { kind: 'slot' }, stakeMinor: 100 },
  roulette: { bet: { kind: 'roulette', bets: [{ bet: { type: 'red' }, stakeMinor: 100 }, { bet: { type: 'straight', numbers: [17] }, stakeMinor: 50 }] }, stakeMinor: 150 },
  blackjack: { bet: { kind: 'blackjack' }, stakeMinor: 100 },
  dice: { bet: { kind: 'dice', target: 50 }, stakeMinor: 100 },
  baccarat: { bet: { kind: 'baccarat', side: 'banker' }, stakeMinor: 100 },
};

/** Plays a round (standing on an open blackjack hand) and returns the settled round. */
async function playRound(kind: CasinoBet['kind'], who: { cookie?: string; demoId?: string }, requestId = `test-round-${++counter}`): Promise<CasinoPlay> {
  const { bet, stakeMinor } = BETS[kind];
  const response = await call(`/casino-api/v1/games/${byKind[kind]}/play`, { method: 'POST', ...(who.cookie ? { cookie: who.cookie } : {}), body: { requestId, stakeMinor, bet, ...(who.demoId ? { demoId: who.demoId } : {}) } });
  expect(response.status).toBe(200);
  let round = CasinoPlay.parse(await response.json());
  while (round.status === 'open') {
    expect(round.outcome.kind === 'blackjack' && round.outcome.dealer).toHaveLength(1);
    const step = round.outcome.kind === 'blackjack' ? round.outcome.actions.length : 0;
    const acted = await call(`/casino-api/v1/rounds/${round.roundId}/action`, { method: 'POST', ...(who.cookie ? { cookie: who.cookie } : {}), body: { action: 'stand', step, ...(who.demoId ? { demoId: who.demoId } : {}) } });
    expect(acted.status).toBe(200);
    round = CasinoPlay.parse(await acted.json());
  }
  return round;
}

beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api, { balanceMinor: 100_000 });
});
afterAll(async () => {
  await api?.close();
});

describe(`casino play on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('shows every title with the declared RTP of the maths it plays', async () => {
    for (const id of Object.values(byKind)) {
      const game = CasinoGame.parse(await (await call(`/casino-api/v1/games/${id}`)).json());
      expect(game.rtp).toBe(declaredRtpPercent(games.find((item) => item.id === id)!.setup));
    }
    const slot = CasinoGame.parse(await (await call(`/casino-api/v1/games/${byKind.slot}`)).json());
    expect([95, 96.15, 95.59, 96.2]).toContain(slot.rtp);
    // a slot states its pay table's volatility; a table game none (it depends on the bet)
    const setup = games.find((item) => item.id === byKind.slot)!.setup;
    expect(slot.volatility).toBe(setup.kind === 'slot' ? setup.model.volatility : null);
    expect(CasinoGame.parse(await (await call(`/casino-api/v1/games/${byKind.roulette}`)).json()).volatility).toBeNull();
  });

  it('lists the games a player played for real lately, the last first, and none of the demo ones', async () => {
    const fresh = await registerPlayer(api, { balanceMinor: 10_000 });
    expect(CasinoRecentGames.parse(await (await call('/casino-api/v1/recent-games', { cookie: fresh.cookie })).json()).games).toEqual([]);
    await playRound('dice', { cookie: fresh.cookie });
    await playRound('slot', { cookie: fresh.cookie });
    await playRound('dice', { cookie: fresh.cookie });
    const demo = CasinoDemoSession.parse(await (await call('/casino-api/v1/demo', { method: 'POST', body: {} })).json());
    await playRound('baccarat', { demoId: demo.demoId });
    const recent = CasinoRecentGames.parse(await (await call('/casino-api/v1/recent-games', { cookie: fresh.cookie })).json());
    expect(recent.games.map((game) => game.id)).toEqual([byKind.dice, byKind.slot]);
    expect((await call('/casino-api/v1/recent-games')).status).toBe(401);
  });

  it.each(Object.keys(BETS) as CasinoBet['kind'][])('plays %s for real: stake and return through the ledger, once per request id', async (kind) => {
    const before = await balanceOf(player.userId);
    const requestId = `real-${kind}-round-1`;
    const round = await playRound(kind, { cookie: player.cookie }, requestId);
    expect(round.mode).toBe('real');
    expect(round.balanceMinor).toBe(before - round.wageredMinor + round.returnMinor);
    expect(await balanceOf(player.userId)).toBe(round.balanceMinor);
    const ledger = await api.db.query<{ reason: string; amount_minor: number }>('select reason, amount_minor from ledger where ref like $1 order by id', [`casino:${requestId}%`]);
    expect(ledger.reduce((sum, row) => sum + row.amount_minor, 0)).toBe(round.returnMinor - round.wageredMinor);
    expect(ledger.map((row) => row.reason)).toContain('casino_bet');
    const again = await call(`/casino-api/v1/games/${byKind[kind]}/play`, { method: 'POST', cookie: player.cookie, body: { requestId, stakeMinor: BETS[kind].stakeMinor, bet: BETS[kind].bet } });
    expect(CasinoPlay.parse(await again.json()).roundId).toBe(round.roundId);
    expect(await balanceOf(player.userId)).toBe(round.balanceMinor);
  });

  it('plays every kind in demo with play money and writes no ledger row', async () => {
    const demo = CasinoDemoSession.parse(await (await call('/casino-api/v1/demo', { method: 'POST' })).json());
    expect(demo).toMatchObject({ balanceMinor: 100_000, currency: 'DEMO' });
    const ledger = await ledgerCount();
    const accountBefore = await balanceOf(player.userId);
    let balance = demo.balanceMinor;
    for (const kind of Object.keys(BETS) as CasinoBet['kind'][]) {
      const round = await playRound(kind, { demoId: demo.demoId });
      expect(round).toMatchObject({ mode: 'demo', currency: 'DEMO' });
      expect(round.balanceMinor).toBe(balance - round.wageredMinor + round.returnMinor);
      balance = round.balanceMinor;
    }
    expect(await ledgerCount()).toBe(ledger);
    expect(await balanceOf(player.userId)).toBe(accountBefore);
    const table = CasinoTable.parse(await (await call(`/casino-api/v1/games/${byKind.dice}/table?demoId=${demo.demoId}`)).json());
    expect(table).toMatchObject({ mode: 'demo', kind: 'dice', balanceMinor: balance });
    expect(table.history).toHaveLength(1);
  });

  it('refuses a guest without a demo session, a bet of the wrong kind and an unknown demo session', async () => {
    expect((await call(`/casino-api/v1/games/${byKind.slot}/table`)).status).toBe(401);
    const wrong = await call(`/casino-api/v1/games/${byKind.slot}/play`, { method: 'POST', cookie: player.cookie, body: { requestId: 'wrong-kind-1', stakeMinor: 100, bet: { kind: 'dice', target: 50 } } });
    expect(wrong.status).toBe(400);
    expect(ErrorBody.parse(await wrong.json()).code).toBe('casino_bet_kind');
    const illegal = await call(`/casino-api/v1/games/${byKind.roulette}/play`, { method: 'POST', cookie: player.cookie, body: { requestId: 'illegal-split', stakeMinor: 100, bet: { kind: 'roulette', bets: [{ bet: { type: 'split', numbers: [3, 4] }, stakeMinor: 100 }] } } });
    expect(ErrorBody.parse(await illegal.json()).code).toBe('casino_bet_illegal');
    const unknown = await call(`/casino-api/v1/games/${byKind.slot}/table?demoId=demo-${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });

  it('stops real play at a loss limit with the limit code and moves no money', async () => {
    const limited = await registerPlayer(api, { balanceMinor: 10_000 });
    const saved = await fetch(`${api.baseUrl}/limit-service-api/api/external/web/v3/limits`, {
      method: 'POST',
      headers: { 'X-Auth': limited.token, 'content-type': 'application/json' },
      body: JSON.stringify({ limits: [{ limitType: 10, limitValue: 50 }] }),
    });
    expect(SaveLimitsResponse.parse(await saved.json()).status).toBe('SAVED');
    const before = await balanceOf(limited.userId);
    const refused = await call(`/casino-api/v1/games/${byKind.dice}/play`, { method: 'POST', cookie: limited.cookie, body: { requestId: 'over-loss-limit', stakeMinor: 100, bet: { kind: 'dice', target: 50 } } });
    expect(refused.status).toBe(403);
    expect(ErrorBody.parse(await refused.json()).code).toBe('loss_limit_exceeded');
    expect(await balanceOf(limited.userId)).toBe(before);
  });

  it('commits the server seed by its hash, reveals it on rotation, and the revealed seed recomputes each past round', async () => {
    const table = CasinoTable.parse(await (await call(`/casino-api/v1/games/${byKind.baccarat}/table`, { cookie: player.cookie })).json());
    const seeded = await call('/casino-api/v1/fairness/client-seed', { method: 'PUT', cookie: player.cookie, body: { clientSeed: 'my lucky seed' } });
    expect(await seeded.json()).toMatchObject({ clientSeed: 'my lucky seed', serverSeedHash: table.fairness.serverSeedHash });
    const round = await playRound('baccarat', { cookie: player.cookie });
    expect(round.clientSeed).toBe('my lucky seed');
    const hidden = CasinoVerification.parse(await (await call(`/casino-api/v1/rounds/${round.roundId}/verify`, { cookie: player.cookie })).json());
    expect(hidden.serverSeed).toBeNull();
    // the digits of the round's currency, for the verify page's amounts
    expect(hidden.minorDigits).toBe(table.minorDigits);
    const rotation = CasinoRotation.parse(await (await call('/casino-api/v1/fairness/rotate', { method: 'POST', cookie: player.cookie, body: {} })).json());
    expect(rotation.revealedServerSeedHash).toBe(table.fairness.serverSeedHash);
    expect(hashServerSeed(rotation.revealedServerSeed)).toBe(table.fairness.serverSeedHash);
    expect(rotation.next.serverSeedHash).not.toBe(table.fairness.serverSeedHash);
    expect(rotation.next.nextNonce).toBe(0);
    const shown = CasinoVerification.parse(await (await call(`/casino-api/v1/rounds/${round.roundId}/verify`, { cookie: player.cookie })).json());
    expect(shown.serverSeed).toBe(rotation.revealedServerSeed);
    const replay = playGame(titleSetup(shown.title), shown.round.bet as GameBet, shown.round.stakeMinor, fairStream({ serverSeed: shown.serverSeed!, clientSeed: shown.round.clientSeed, nonce: shown.round.nonce }));
    expect(replay.outcome).toEqual(shown.round.outcome);
    expect(replay.returnMinor).toBe(shown.round.returnMinor);
    const other = await registerPlayer(api);
    expect((await call(`/casino-api/v1/rounds/${round.roundId}/verify`, { cookie: other.cookie })).status).toBe(404);
  });
});
