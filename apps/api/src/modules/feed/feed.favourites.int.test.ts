import { FavouritesResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer, type TestPlayer } from '../auth/auth.testing';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const call = async (player: TestPlayer | null, path: string, body?: unknown) => {
  const response = await fetch(`${api.baseUrl}/web-api/favourites/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(player ? { cookie: player.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe(`favourites on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 16)`, () => {
  it('keeps starred events and leagues per player, idempotently, and merges a guest\'s list on sign-in', async () => {
    const [game] = await api.db.query<{ id: number; champ_id: number }>('select id, champ_id from feed_games order by id limit 1');
    const [other] = await api.db.query<{ id: number }>('select id from feed_games order by id limit 1 offset 1');
    const player = await registerPlayer(api);
    expect((await call(player, '')).body).toEqual({ favourites: [] });
    expect(FavouritesResponse.parse((await call(player, '', { kind: 'game', id: game!.id, isFavourite: true })).body)).toEqual({ favourites: [{ kind: 'game', id: game!.id }] });
    expect((await call(player, '', { kind: 'game', id: game!.id, isFavourite: true })).body).toEqual({ favourites: [{ kind: 'game', id: game!.id }] });
    const merged = FavouritesResponse.parse((await call(player, '/merge', { favourites: [{ kind: 'game', id: game!.id }, { kind: 'champ', id: game!.champ_id }, { kind: 'game', id: other!.id }, { kind: 'game', id: 99_999_999 }] })).body);
    expect(merged.favourites).toHaveLength(3);
    expect(merged.favourites).toEqual(expect.arrayContaining([{ kind: 'game', id: game!.id }, { kind: 'champ', id: game!.champ_id }, { kind: 'game', id: other!.id }]));
    expect((await call(player, '', { kind: 'game', id: other!.id, isFavourite: false })).body).toEqual({ favourites: expect.not.arrayContaining([{ kind: 'game', id: other!.id }]) });
    // another player's list is their own
    const stranger = await registerPlayer(api);
    expect((await call(stranger, '')).body).toEqual({ favourites: [] });
  });

  it('refuses guests, unknown events and bad bodies', async () => {
    const player = await registerPlayer(api);
    expect((await call(null, '')).status).toBe(401);
    expect((await call(player, '', { kind: 'game', id: 99_999_999, isFavourite: true })).status).toBe(404);
    expect((await call(player, '', { kind: 'team', id: 1, isFavourite: true })).status).toBe(400);
    expect((await call(player, '/merge', { favourites: 'all' })).status).toBe(400);
  });
});
