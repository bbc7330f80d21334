import { CasinoCategoriesResponse, CasinoFavourites, CasinoGame, CasinoGamesPage, CasinoLaunch, CasinoRoundResult, ErrorBody } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer, type TestPlayer } from '../auth/auth.testing';

let api: TestApi;
let player: TestPlayer;

const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
const balanceOf = async (userId: number) =>
  (await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where user_id = $1 and is_active', [userId]))[0]?.balance_minor;

beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api, { balanceMinor: 10_000 });
});
afterAll(async () => {
  await api?.close();
});

describe(`the casino on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('offers the casino layout categories and at least 300 games', async () => {
    const { categories } = CasinoCategoriesResponse.parse(await (await call('/casino-api/v1/categories')).json());
    const slugs = categories.map((category) => category.slug);
    for (const slug of ['slots', 'live-casino', 'crash-games', 'fast-games', 'card-games', 'keno', 'scratchcards', 'bingo', 'poker', 'tvgames', 'virtualsports']) {
      expect(slugs).toContain(slug);
    }
    expect(categories.reduce((sum, category) => sum + category.gamesCount, 0)).toBeGreaterThanOrEqual(300);
    const all = CasinoGamesPage.parse(await (await call('/casino-api/v1/games?pageSize=1')).json());
    expect(all.total).toBeGreaterThanOrEqual(300);
  });

  it('searches by name, filters by category and provider, and pages', async () => {
    const found = CasinoGamesPage.parse(await (await call('/casino-api/v1/games?search=GOLDEN&pageSize=100')).json());
    expect(found.total).toBeGreaterThan(0);
    expect(found.games.every((game) => game.name.toLowerCase().includes('golden'))).toBe(true);
    const wildcard = CasinoGamesPage.parse(await (await call(`/casino-api/v1/games?search=${encodeURIComponent('%_')}`)).json());
    expect(wildcard.total).toBe(0);
    const slots = CasinoGamesPage.parse(await (await call('/casino-api/v1/games?category=slots&pageSize=10')).json());
    expect(slots.games.every((game) => game.categorySlug === 'slots')).toBe(true);
    const second = CasinoGamesPage.parse(await (await call('/casino-api/v1/games?category=slots&pageSize=10&page=2')).json());
    expect(second.total).toBe(slots.total);
    expect(second.games.map((game) => game.id).filter((id) => slots.games.some((game) => game.id === id))).toEqual([]);
    const live = CasinoGamesPage.parse(await (await call('/casino-api/v1/games?provider=live-arena&pageSize=100')).json());
    expect(live.games.every((game) => game.providerName === 'Live Arena' && game.categorySlug === 'live-casino')).toBe(true);
    expect((await call('/casino-api/v1/games?search=a')).status).toBe(400);
    const fresh = CasinoGamesPage.parse(await (await call('/casino-api/v1/games?category=slots&tag=new&pageSize=100')).json());
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((game) => game.isNew && game.categorySlug === 'slots')).toBe(true);
    const popular = CasinoGamesPage.parse(await (await call('/casino-api/v1/games?tag=popular&pageSize=100')).json());
    expect(popular.total).toBeGreaterThan(0);
    expect(popular.games.every((game) => game.isPopular)).toBe(true);
    expect((await call('/casino-api/v1/games?tag=hot')).status).toBe(400);
  });

  it('draws every game tile as an SVG from its name', async () => {
    const [game] = CasinoGamesPage.parse(await (await call('/casino-api/v1/games?pageSize=1')).json()).games;
    const image = await call(game!.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await image.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(game!.name.split(' ')[0]);
  });

  it('keeps favourites per player, idempotently', async () => {
    expect((await call('/casino-api/v1/favourites')).status).toBe(401);
    await call('/casino-api/v1/favourites/3', { method: 'PUT', cookie: player.cookie });
    const twice = CasinoFavourites.parse(await (await call('/casino-api/v1/favourites/5', { method: 'PUT', cookie: player.cookie })).json());
    await call('/casino-api/v1/favourites/5', { method: 'PUT', cookie: player.cookie });
    expect(CasinoFavourites.parse(await (await call('/casino-api/v1/favourites', { cookie: player.cookie })).json()).gameIds.sort()).toEqual([3, 5]);
    expect(twice.gameIds.sort()).toEqual([3, 5]);
    const other = await registerPlayer(api);
    expect(CasinoFavourites.parse(await (await call('/casino-api/v1/favourites', { cookie: other.cookie })).json()).gameIds).toEqual([]);
    const removed = CasinoFavourites.parse(await (await call('/casino-api/v1/favourites/3', { method: 'DELETE', cookie: player.cookie })).json());
    expect(removed.gameIds).toEqual([5]);
    expect((await call('/casino-api/v1/favourites/999999', { method: 'PUT', cookie: player.cookie })).status).toBe(404);
  });

  it('launches a game into the game page of the app (issue 17: no separate play page)', async () => {
    expect((await call('/casino-api/v1/games/7/launch', { method: 'POST' })).status).toBe(401);
    const launch = CasinoLaunch.parse(await (await call('/casino-api/v1/games/7/launch', { method: 'POST', cookie: player.cookie })).json());
    const game = CasinoGame.parse(await (await call('/casino-api/v1/games/7')).json());
    expect(launch.url).toBe(`/slots/game/7/${game.slug}`);
    expect((await call('/casino-api/play/7')).status).toBe(404);
  });

  it('plays the earlier one-call round as a real spin of the title: stake and win in one transaction, once per request id', async () => {
    const before = (await balanceOf(player.userId))!;
    const body = JSON.stringify({ requestId: 'round-test-0001', stakeMinor: 100 });
    const [first, second] = await Promise.all([
      call('/casino-api/v1/games/7/round', { method: 'POST', cookie: player.cookie, body }),
      call('/casino-api/v1/games/7/round', { method: 'POST', cookie: player.cookie, body }),
    ]);
    const a = CasinoRoundResult.parse(await first.json());
    const b = CasinoRoundResult.parse(await second.json());
    expect(b.roundId).toBe(a.roundId);
    expect(a.balanceMinor).toBe(before - 100 + a.winMinor);
    expect(await balanceOf(player.userId)).toBe(a.balanceMinor);
    const [rounds] = await api.db.query<{ count: number }>("select count(*)::int as count from casino_plays where request_id = 'round-test-0001'");
    expect(rounds?.count).toBe(1);
    const tooMuch = await call('/casino-api/v1/games/7/round', { method: 'POST', cookie: player.cookie, body: JSON.stringify({ requestId: 'round-test-0002', stakeMinor: 1_000_000 }) });
    expect(tooMuch.status).toBe(402);
    expect(ErrorBody.parse(await tooMuch.json()).code).toBe('insufficient_funds');
    expect(await balanceOf(player.userId)).toBe(a.balanceMinor);
    // a roulette title has no one-call spin
    const roulette = await call('/casino-api/v1/games/111/round', { method: 'POST', cookie: player.cookie, body: JSON.stringify({ requestId: 'round-test-0003', stakeMinor: 100 }) });
    expect(roulette.status).toBe(400);
    expect(ErrorBody.parse(await roulette.json()).code).toBe('casino_bet_kind');
  });
});
