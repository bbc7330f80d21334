import { LiveGames, SearchResults } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const search = async (q: string) => {
  const response = await fetch(`${api.baseUrl}/web-api/feed/v1/search?q=${encodeURIComponent(q)}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe(`feed search on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 16)`, () => {
  it('finds a team of the live list with its live event, whatever the case', async () => {
    const live = LiveGames.parse(await (await fetch(`${api.baseUrl}/web-api/feed/v1/live`)).json());
    const game = live.games[0]!;
    const team = game.opponent1Name;
    const found = SearchResults.parse((await search(team.toUpperCase())).body);
    expect(found.query).toBe(team.toUpperCase());
    const match = found.teams.find((candidate) => candidate.name === team);
    expect(match).toBeDefined();
    // a team playing now is shown with its live event first
    expect(match?.game.section).toBe('live');
    expect([match?.game.opponent1Name, match?.game.opponent2Name]).toContain(team);
    expect(found.games.some((candidate) => candidate.id === game.id || candidate.opponent1Name === team || candidate.opponent2Name === team)).toBe(true);
  });

  it('finds sports and leagues, names starting with the query first', async () => {
    const football = SearchResults.parse((await search('foot')).body);
    expect(football.sports.map((sport) => sport.name)).toContain('Football');
    const [champ] = await api.db.query<{ name: string; sport_id: number }>("select c.name, c.sport_id from feed_champs c where exists (select 1 from feed_games g where g.champ_id = c.id and g.status <> 4) order by c.id limit 1");
    const leagues = SearchResults.parse((await search(champ!.name.slice(0, 12))).body);
    expect(leagues.champs.map((candidate) => candidate.name)).toContain(champ!.name);
    expect(leagues.champs.length).toBeLessThanOrEqual(6);
  });

  it('takes % and _ as letters, refuses a query under 2 characters, and finds nothing for a name nobody has', async () => {
    expect(SearchResults.parse((await search('%%')).body)).toEqual({ query: '%%', sports: [], champs: [], teams: [], games: [] });
    expect(SearchResults.parse((await search('zzqx')).body)).toEqual({ query: 'zzqx', sports: [], champs: [], teams: [], games: [] });
    expect((await search('a')).status).toBe(400);
    expect((await search('  a ')).status).toBe(400);
    expect((await search('x'.repeat(65))).status).toBe(400);
  });
});
