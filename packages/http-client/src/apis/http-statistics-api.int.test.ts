import { startTestApi, type TestApi } from '@kickoff/api/testing';
import { ApiError, StatisticsApi } from '@kickoff/contracts';
import { createTestPlatform, platformModule } from '@kickoff/platform';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClientModule } from '../http-client.module';
import { MemorySessionCookies } from '../transport/http-transport';

/** The statistics calls over HTTP (issue 16) against the API on a real database. */

let api: TestApi;
let statistics: StatisticsApi;

beforeAll(async () => {
  const platform = createTestPlatform(Date.UTC(2026, 10, 22, 12));
  api = await startTestApi({ clock: platform.clock });
  const container = new Container();
  container.load(platformModule(platform), httpClientModule({ baseUrl: api.baseUrl, cookies: new MemorySessionCookies() }));
  statistics = container.get(StatisticsApi);
});
afterAll(async () => {
  await api?.close();
});

describe('HttpStatisticsApi', () => {
  it('reads the championships, a table, a team, a head-to-head, a champion page and a match centre', async () => {
    const champion = await statistics.getChampion('laliga');
    const champId = champion.statistics.champ.id;
    expect(champion.statistics.champ.name).toContain('Spain');
    expect((await statistics.getChamps()).champs.map((champ) => champ.id)).toContain(champId);
    const table = await statistics.getChamp(champId);
    expect(table.pointsRule).toEqual({ win: 3, draw: 1, loss: 0 });
    const [first, second] = table.standings;
    const team = await statistics.getTeam(champId, first!.teamSlug);
    expect(team.team).toBe(first!.team);
    const h2h = await statistics.getHeadToHead(champId, first!.teamSlug, second!.teamSlug);
    expect([h2h.side1.team, h2h.side2.team]).toEqual([first!.team, second!.team]);
    const [live] = await api.db.query<{ id: number }>('select id from feed_games where status = 2 order by id limit 1');
    const centre = await statistics.getMatchCentre(live!.id);
    expect(centre).toMatchObject({ gameId: live!.id, isLive: true });
  });

  it('rejects a champion type this feed lacks and an unknown team with the API codes', async () => {
    await expect(statistics.getChampion('ipl')).rejects.toMatchObject({ status: 404, code: 'champion_not_offered' });
    const champion = await statistics.getChampion('epl');
    const error = await statistics.getTeam(champion.statistics.champ.id, 'nobody-fc').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'team_not_found' });
  });
});
