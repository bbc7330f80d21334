import type { ChampStatistics, HeadToHead, StandingRow, StatGame } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { InMemoryStatisticsApi } from '../testing/in-memory-statistics-api';
import { connectChampionPage, connectChampStatistics, connectHeadToHead, connectTeamPage, parseTeamSegment, teamSegment } from './statistics.connect';
import { StatisticsService } from './statistics.service';

const champ = { id: 1001, name: 'England. Premier Division', sportId: 1, sportName: 'Football', countryName: 'England' };
const aRow = (overrides: Partial<StandingRow>): StandingRow => ({ position: 1, team: 'London FC', teamSlug: 'london-fc', played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, form: [], ...overrides });
const aGame = (overrides: Partial<StatGame>): StatGame => ({ id: 1, champId: 1001, sportId: 1, opponent1Name: 'London FC', opponent2Name: 'Leeds United', startDateTime: 0, statusId: 4, isLive: false, isFinished: true, score1: 2, score2: 0, ...overrides });
const aChamp = (standings: StandingRow[]): ChampStatistics => ({ champ, pointsRule: { win: 3, draw: 1, loss: 0 }, standings, results: [aGame({})], upcoming: [aGame({ id: 2, statusId: 0, isFinished: false, score1: 0, score2: 0 })] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('statistics view models (issue 16)', () => {
  it('draws a table line with goals, a signed difference and the form keys, and links the team page', () => {
    const view = connectChampStatistics(aChamp([aRow({ played: 2, won: 1, drawn: 1, goalsFor: 3, goalsAgainst: 1, points: 4, form: ['W', 'D'] }), aRow({ position: 2, team: 'Leeds United', teamSlug: 'leeds-united', played: 2, lost: 1, drawn: 1, goalsFor: 1, goalsAgainst: 3, points: 1 })]), ['Leeds United']);
    expect(view.rows[0]).toMatchObject({ goals: '3:1', difference: '+2', points: 4, teamSegment: '1001-london-fc', isHighlighted: false, form: [{ result: 'W', key: 'statistics_form_win' }, { result: 'D', key: 'statistics_form_draw' }] });
    expect(view.rows[1]).toMatchObject({ difference: '-2', isHighlighted: true });
    expect(view.noGamesKey).toBeNull();
    expect(view.results[0]).toMatchObject({ score: '2:0', homeSegment: '1001-london-fc', awaySegment: '1001-leeds-united' });
    expect(view.upcoming[0]?.score).toBeNull();
    expect(view.teams.map((team) => team.name)).toEqual(['Leeds United', 'London FC']);
    expect(connectChampStatistics(aChamp([aRow({})])).noGamesKey).toBe('statistics_no_finished_games');
  });

  it('reads a team segment back, and refuses malformed ones', () => {
    expect(parseTeamSegment(teamSegment(1001, 'london-fc'))).toEqual({ champId: 1001, teamSlug: 'london-fc' });
    expect(parseTeamSegment('london-fc')).toBeNull();
    expect(parseTeamSegment('12-')).toBeNull();
    expect(parseTeamSegment(undefined)).toBeNull();
  });

  it('draws a head-to-head from the first team side, and a team page with its results as form letters', () => {
    const h2h: HeadToHead = {
      champ,
      side1: { team: 'Leeds United', teamSlug: 'leeds-united', form: ['L'], standing: aRow({ position: 2, team: 'Leeds United' }) },
      side2: { team: 'London FC', teamSlug: 'london-fc', form: ['W'], standing: null },
      wins1: 0,
      draws: 0,
      wins2: 1,
      goals1: 0,
      goals2: 2,
      meetings: [aGame({})],
      next: null,
    };
    const view = connectHeadToHead(h2h);
    expect(view).toMatchObject({ team1: 'Leeds United', goals: '0:2', position1: 2, position2: null, noMeetingsKey: null, next: null });
    expect(view.meetings[0]?.result).toEqual({ result: 'L', key: 'statistics_form_loss' });
    const team = connectTeamPage({ champ, team: 'London FC', teamSlug: 'london-fc', standing: aRow({ played: 1, won: 1, points: 3 }), upcoming: [], results: [aGame({})] });
    expect(team).toMatchObject({ noUpcomingKey: 'statistics_no_upcoming', noResultsKey: null, standing: { points: 3, isHighlighted: true } });
    expect(team.results[0]?.result?.result).toBe('W');
  });

  it('shows a champion type this feed does not offer as a plain page, not an error', () => {
    expect(connectChampionPage(null, { code: 'champion_not_offered', key: 'main_not_found' })).toEqual({ kind: 'notOffered', messageKey: 'statistics_champion_not_offered' });
    expect(connectChampionPage(null, null)).toBeNull();
    const ready = connectChampionPage({ championType: 'epl', statistics: aChamp([aRow({})]), final: null }, null);
    expect(ready).toMatchObject({ kind: 'ready', noFinalKey: 'statistics_final_not_set' });
  });
});

describe('the statistics page model', () => {
  it('opens the first championship with finished games, then the head-to-head of two chosen teams; dispose gives all back', async () => {
    const api = new InMemoryStatisticsApi();
    api.champs = { champs: [{ ...champ, id: 1000, finishedCount: 0 }, { ...champ, finishedCount: 3 }] };
    api.champStats.set(1001, aChamp([aRow({})]));
    api.champStats.set(1000, aChamp([]));
    const page = new StatisticsService(api).openPage();
    await settle();
    await settle();
    expect(page.champId).toBe(1001);
    expect(page.champ?.data?.champ.id).toBe(1001);
    expect(page.headToHead).toBeNull();
    page.setTeams('london-fc', 'london-fc');
    expect(page.headToHead).toBeNull();
    page.setTeams('london-fc', 'leeds-united');
    await settle();
    expect(api.calls).toContain('h2h:1001:london-fc:leeds-united');
    expect(page.headToHead?.error?.code).toBe('team_not_found');
    page.setChamp(1000);
    await settle();
    expect(page.team1).toBeNull();
    expect(page.headToHead).toBeNull();
    expect(api.calls.at(-1)).toBe('champ:1000');
    page.dispose();
    expect(page.champ).toBeNull();
  });

  it('opens the championship and teams a popup names', async () => {
    const api = new InMemoryStatisticsApi();
    const page = new StatisticsService(api).openPage({ champId: 1001, team1: 'a', team2: 'b' });
    await settle();
    expect(api.calls).toEqual(expect.arrayContaining(['champs', 'champ:1001', 'h2h:1001:a:b']));
    page.dispose();
  });
});

describe('statistics links', () => {
  it('a game links its championship and teams, and the page reads them back', async () => {
    const { statisticsInitOf, statisticsQueryOf } = await import('./statistics.connect');
    const query = statisticsQueryOf({ champId: 1001, opponent1Name: 'London FC', opponent2Name: 'Malmö United' });
    expect(query).toBe('champId=1001&team1=london-fc&team2=malmo-united');
    expect(statisticsInitOf({ champId: '1001', team1: 'london-fc', team2: 'malmo-united' })).toEqual({ champId: 1001, team1: 'london-fc', team2: 'malmo-united' });
    expect(statisticsInitOf({ champId: 'x', team1: 'A B' })).toEqual({ champId: null, team1: null, team2: null });
  });
});
