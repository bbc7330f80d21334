import { ChampGames, FeedGameDetail, SportsMenu } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

let api: TestApi;
const get = (path: string, language?: string) => fetch(`${api.baseUrl}${path}`, { headers: language ? { 'x-language': language } : {} });
const menu = async (language?: string) => SportsMenu.parse(await (await get('/web-api/feed/v1/sports?section=line', language)).json());

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe(`feed names in the player's language (issue 18) on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('names sports, countries and leagues in Arabic, Polish, Russian and German, and in English without X-Language', async () => {
    const sportName = (sports: SportsMenu, id: number) => sports.sports.find((sport) => sport.id === id)?.name;
    expect(sportName(await menu(), 1)).toBe('Football');
    expect(sportName(await menu('ar'), 1)).toBe('كرة القدم');
    expect(sportName(await menu('pl'), 1)).toBe('Piłka nożna');
    expect(sportName(await menu('ru'), 2)).toBe('Хоккей');
    expect(sportName(await menu('de'), 10)).toBe('Tischtennis');
    const english = (await menu()).sports.find((sport) => sport.id === 1)!.champs.find((champ) => champ.name === 'England. Premier Division')!;
    const polish = (await menu('pl')).sports.find((sport) => sport.id === 1)!.champs.find((champ) => champ.id === english.id)!;
    expect(polish.name).toBe('Anglia. Ekstraklasa');
    expect(polish.countryName).toBe('Anglia');
  });

  it('keeps proper names (esports titles, teams) and falls back to English for a language without feed names', async () => {
    const arabic = await menu('ar');
    expect(arabic.sports.find((sport) => sport.id === 41)?.name).toBe('Dota 2');
    expect(arabic.sports.find((sport) => sport.id === 41)?.champs.map((champ) => champ.name)).toContain('Dota 2 ماسترز');
    // Hindi is listed but not complete: no feed names, English; Japanese and Greek are complete
    expect((await menu('hi')).sports.find((sport) => sport.id === 1)?.name).toBe('Football');
    const japanese = await menu('ja');
    expect(japanese.sports.find((sport) => sport.id === 1)?.name).toBe('サッカー');
    expect(japanese.sports.find((sport) => sport.id === 41)?.champs.map((champ) => champ.name)).toContain('Dota 2 マスターズ');
    expect((await menu('el')).sports.find((sport) => sport.id === 3)?.name).toBe('Μπάσκετ');
    // a regional variant reads its language's names: br (Portuguese, Brazil) -> pt
    expect((await menu('br')).sports.find((sport) => sport.id === 1)?.name).toBe('Futebol');
    // not a language prefix: English
    expect((await menu('xx1')).sports.find((sport) => sport.id === 1)?.name).toBe('Football');
  });

  it('names a championship heading, its games and a game page\'s market groups and selections', async () => {
    const football = (await menu()).sports.find((sport) => sport.id === 1)!;
    const champ = football.champs.find((candidate) => candidate.name === 'England. Premier Division')!;
    const english = ChampGames.parse(await (await get(`/web-api/feed/v1/champs/${champ.id}/games?section=line`)).json());
    const arabic = ChampGames.parse(await (await get(`/web-api/feed/v1/champs/${champ.id}/games?section=line`, 'ar')).json());
    expect(arabic.champ.name).toBe('إنجلترا. الدرجة الممتازة');
    expect(arabic.champ.sportName).toBe('كرة القدم');
    expect(arabic.games.map((game) => game.id)).toEqual(english.games.map((game) => game.id));
    expect(arabic.games[0]?.sportName).toBe('كرة القدم');
    expect(arabic.games[0]?.opponent1Name).toBe(english.games[0]?.opponent1Name);
    const gameId = english.games[0]!.id;
    const detail = FeedGameDetail.parse(await (await get(`/web-api/feed/v1/games/${gameId}`, 'de')).json());
    expect(detail.groups.map((group) => group.name)).toEqual(['1X2', 'Doppelte Chance', 'Handicap', 'Über/Unter', 'Beide Teams treffen', 'Genaues Ergebnis']);
    expect(detail.groups.find((group) => group.id === 19)?.markets.map((market) => market.name)).toEqual(['Ja', 'Nein']);
  });

  it('gives each language its own ETag, so a cached English answer is never served for Arabic', async () => {
    const english = await get('/web-api/feed/v1/sports?section=line');
    const etag = english.headers.get('etag')!;
    const arabic = await fetch(`${api.baseUrl}/web-api/feed/v1/sports?section=line`, { headers: { 'x-language': 'ar', 'if-none-match': etag } });
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get('etag')).not.toBe(etag);
  });
});
