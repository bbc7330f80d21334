import { ChampionStatistics, ChampStatistics, HeadToHead, MatchCentre, StatChampList, TeamStatistics } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, startTestApi, type TestApi } from '../testing';
import { simulatorFor } from '../modules/simulator/simulator.module';
import { teamSlug } from './statistics.rules';

/** The statistics calls (issue 16) on the simulator's own games, settled through the development controls. */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

const get = async (path: string) => {
  const response = await fetch(`${api.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const post = (path: string, body: unknown = {}) => fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** England's football league (the `epl` champion page) and its first pre-match games. */
async function englishLeague() {
  const [champ] = await api.db.query<{ id: number }>('select id from feed_champs where sport_id = 1 and country_id = 1');
  const games = await api.db.query<{ id: number; opponent1: string; opponent2: string }>('select id, opponent1, opponent2 from feed_games where champ_id = $1 and status = 0 order by start_at, id', [champ!.id]);
  return { champId: champ!.id, games };
}

describe(`statistics on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 16)`, () => {
  it('gives the table of a league with 3 points a win and 1 a draw from the games the simulator finished', async () => {
    const { champId, games } = await englishLeague();
    const before = ChampStatistics.parse((await get(`/web-api/statistics/v1/champs/${champId}`)).body);
    expect(before.pointsRule).toEqual({ win: 3, draw: 1, loss: 0 });
    const [first, second] = games;
    // a home win 2:0 and a draw 1:1
    expect((await post(`/dev-api/feed/games/${first!.id}/finish`, { score1: 2, score2: 0 })).status).toBe(200);
    expect((await post(`/dev-api/feed/games/${second!.id}/finish`, { score1: 1, score2: 1 })).status).toBe(200);
    const after = ChampStatistics.parse((await get(`/web-api/statistics/v1/champs/${champId}`)).body);
    const row = (team: string) => after.standings.find((line) => line.team === team)!;
    const rowBefore = (team: string) => before.standings.find((line) => line.team === team)!;
    const winner = row(first!.opponent1);
    expect(winner.points - rowBefore(first!.opponent1).points).toBe(second!.opponent1 === first!.opponent1 || second!.opponent2 === first!.opponent1 ? 4 : 3);
    const loser = row(first!.opponent2);
    expect(loser.lost - rowBefore(first!.opponent2).lost).toBe(1);
    expect(loser.goalsAgainst - rowBefore(first!.opponent2).goalsAgainst).toBeGreaterThanOrEqual(2);
    expect(row(second!.opponent2).drawn - rowBefore(second!.opponent2).drawn).toBe(1);
    // every line adds up: points = 3 W + 1 D, played = W + D + L; positions 1..n in order of points
    for (const line of after.standings) {
      expect(line.points).toBe(3 * line.won + line.drawn);
      expect(line.played).toBe(line.won + line.drawn + line.lost);
    }
    expect(after.standings.map((line) => line.position)).toEqual(after.standings.map((_line, index) => index + 1));
    expect(after.results.map((game) => game.id)).toEqual(expect.arrayContaining([first!.id, second!.id]));
    expect(after.upcoming.every((game) => !game.isFinished)).toBe(true);
    const list = StatChampList.parse((await get('/web-api/statistics/v1/champs')).body);
    expect(list.champs.find((champ) => champ.id === champId)?.finishedCount).toBe(after.results.length);
  });

  it('gives two teams their meetings, forms and next meeting, and a team its games', async () => {
    const { champId, games } = await englishLeague();
    const game = games.find((candidate) => candidate.id === games[2]!.id)!;
    await post(`/dev-api/feed/games/${game.id}/finish`, { score1: 0, score2: 3 });
    const h2h = HeadToHead.parse((await get(`/web-api/statistics/v1/champs/${champId}/head-to-head?team1=${teamSlug(game.opponent2)}&team2=${teamSlug(game.opponent1)}`)).body);
    expect(h2h.side1.team).toBe(game.opponent2);
    expect(h2h.wins1).toBeGreaterThanOrEqual(1);
    expect(h2h.goals1).toBeGreaterThanOrEqual(3);
    expect(h2h.meetings.map((meeting) => meeting.id)).toContain(game.id);
    expect(h2h.side1.form.at(-1)).toBe('W');
    expect(h2h.side2.form.at(-1)).toBe('L');

    const team = TeamStatistics.parse((await get(`/web-api/statistics/v1/champs/${champId}/teams/${teamSlug(game.opponent1)}`)).body);
    expect(team.team).toBe(game.opponent1);
    expect(team.results[0]).toMatchObject({ id: game.id, score1: 0, score2: 3, isFinished: true });
    const [next] = await api.db.query<{ id: number }>('select id from feed_games where champ_id = $1 and status <> 4 and (opponent1 = $2 or opponent2 = $2) order by start_at, id limit 1', [champId, game.opponent1]);
    if (next) expect(team.upcoming.map((upcoming) => upcoming.id)).toContain(next.id);
    expect(team.standing?.team).toBe(game.opponent1);
  });

  it('refuses unknown teams, bad input and champion types this feed does not offer', async () => {
    const { champId, games } = await englishLeague();
    const slug = teamSlug(games[0]!.opponent1);
    expect((await get(`/web-api/statistics/v1/champs/${champId}/teams/nobody-fc`)).body).toMatchObject({ code: 'team_not_found' });
    expect((await get(`/web-api/statistics/v1/champs/${champId}/head-to-head?team1=${slug}&team2=${slug}`)).status).toBe(404);
    expect((await get(`/web-api/statistics/v1/champs/${champId}/head-to-head?team1=${slug}`)).status).toBe(400);
    expect((await get('/web-api/statistics/v1/champs/999999')).status).toBe(404);
    expect((await get('/web-api/statistics/v1/champs/abc')).status).toBe(404);
    expect((await get('/web-api/statistics/v1/champions/ipl')).body).toMatchObject({ code: 'champion_not_offered', messageKey: 'statistics_champion_not_offered' });
    expect((await get('/web-api/statistics/v1/champions/unknown')).status).toBe(404);
  });

  it('gives a champion page its league and the final of the first two', async () => {
    const { champId } = await englishLeague();
    const champion = ChampionStatistics.parse((await get('/web-api/statistics/v1/champions/epl')).body);
    expect(champion.statistics.champ.id).toBe(champId);
    const [leader, runnerUp] = champion.statistics.standings;
    expect(champion.final?.side1.team).toBe(leader!.team);
    expect(champion.final?.side2.team).toBe(runnerUp!.team);
  });

  it('keeps a live game key events: a goal made by the control, and those the simulator plays', async () => {
    const [game] = await api.db.query<{ id: number }>('select id from feed_games where sport_id = 1 and status = 0 order by id desc limit 1');
    const id = game!.id;
    expect((await post(`/dev-api/feed/games/${id}/events`, { kind: 'goal', team: 1 })).status).toBe(409);
    await post(`/dev-api/feed/games/${id}/start`);
    await post(`/dev-api/feed/games/${id}/hold`, { hold: false });
    await simulatorFor(api.context).advance(600);
    await post(`/dev-api/feed/games/${id}/hold`, { hold: true });
    const played = MatchCentre.parse((await get(`/web-api/statistics/v1/games/${id}/match-centre`)).body);
    expect(played.timeSec).toBe(600);
    // the simulator's goals are key events, and the last goal's score is the scoreboard
    const goals = played.events.filter((event) => event.kind === 'goal');
    expect(goals.length).toBe(played.score1 + played.score2);
    const goal = await post(`/dev-api/feed/games/${id}/events`, { kind: 'goal', team: 2 });
    expect(await goal.json()).toEqual({ gameId: id, score: `${played.score1}:${played.score2 + 1}`, timeSec: 600 });
    await post(`/dev-api/feed/games/${id}/events`, { kind: 'yellowCard', team: 1 });
    const centre = MatchCentre.parse((await get(`/web-api/statistics/v1/games/${id}/match-centre`)).body);
    expect(centre).toMatchObject({ isLive: true, hasClock: true, hasKeyEvents: true, hasPitch: true, periodsCount: 2, score1: played.score1, score2: played.score2 + 1 });
    expect(centre.periodScores[0]).toEqual([played.score1, played.score2 + 1]);
    expect(centre.events.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'goal', team: 2, timeSec: 600, period: 1, score1: played.score1, score2: played.score2 + 1 }),
      expect.objectContaining({ kind: 'yellowCard', team: 1, timeSec: 600 }),
    ]);
    expect((await post(`/dev-api/feed/games/${id}/events`, { kind: 'corner', team: 1 })).status).toBe(400);
    // a basketball game keeps to its scoreboard: no goal lines, no pitch
    const [basketball] = await api.db.query<{ id: number }>('select id from feed_games where sport_id = 3 and status = 0 order by id limit 1');
    await post(`/dev-api/feed/games/${basketball!.id}/start`);
    expect((await post(`/dev-api/feed/games/${basketball!.id}/events`, { kind: 'goal', team: 1 })).status).toBe(409);
    expect(MatchCentre.parse((await get(`/web-api/statistics/v1/games/${basketball!.id}/match-centre`)).body)).toMatchObject({ hasClock: true, hasKeyEvents: false, hasPitch: false, events: [] });
    expect((await get('/web-api/statistics/v1/games/99999999/match-centre')).status).toBe(404);
  });
});
