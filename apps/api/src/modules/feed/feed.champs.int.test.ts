import { ChampGames, ChampsGames, ErrorBody, SportsMenu } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// issue 20: the line list without a championship (home, a sport) in one call instead of one per championship.
let api: TestApi;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.baseUrl}${path}`, { headers });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe(`several championships' games in one read on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('answers the menu\'s first championships in its order, each as its own call answers it', async () => {
    const menu = SportsMenu.parse(await (await get('/web-api/feed/v1/sports?section=line')).json());
    const firstEight = menu.sports.flatMap((sport) => sport.champs.map((champ) => champ.id)).slice(0, 8);
    const all = ChampsGames.parse(await (await get('/web-api/feed/v1/champs?section=line&limit=8')).json());
    expect(all.champs.map((champ) => champ.champ.id)).toEqual(firstEight);
    for (const champ of all.champs) {
      const alone = ChampGames.parse(await (await get(`/web-api/feed/v1/champs/${champ.champ.id}/games?section=line`)).json());
      expect(champ).toEqual(alone);
    }
    // One sport: its championships only, in the menu's order.
    const tennis = menu.sports.find((sport) => sport.champs.length > 1 && sport.id !== menu.sports[0]!.id)!;
    const ofSport = ChampsGames.parse(await (await get(`/web-api/feed/v1/champs?section=line&sportId=${tennis.id}&limit=20`)).json());
    expect(ofSport.champs.map((champ) => champ.champ.id)).toEqual(tennis.champs.map((champ) => champ.id).slice(0, 20));
    expect(ofSport.champs.every((champ) => champ.champ.sportId === tennis.id)).toBe(true);
  });

  it('is conditional on the section version (304 to its ETag) and bounds the count', async () => {
    const first = await get('/web-api/feed/v1/champs?section=line&limit=8');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/web-api/feed/v1/champs?section=line&limit=8', { 'If-None-Match': etag! })).status).toBe(304);
    for (const bad of ['limit=0', 'limit=21', 'section=line', 'section=soon&limit=8']) {
      const response = await get(`/web-api/feed/v1/champs?${bad.startsWith('section') ? bad : `section=line&${bad}`}`);
      expect(response.status).toBe(400);
      expect(ErrorBody.parse(await response.json()).code).toBe('validation_error');
    }
  });
});
