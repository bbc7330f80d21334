import type { ChampionStatistics, ChampionType, ChampStatistics, HeadToHead, MatchCentre, StatChampList, StatGame, StandingRow, TeamStatistics } from '@kickoff/contracts';
import type { AppContext } from '../context';
import { DomainError, DomainErrorKind, notFound } from '../http/errors';
import { periodsCount, sportById } from '../modules/feed/feed.model';
import { readChampGames, readChampIdOf, readGameEvents, readMatchCentreGame, readStatChamp, readStatChamps, toFinished, toStatGame } from './statistics.repository';
import { CHAMPION_CHAMPS, finalists, formOf, headToHeadSummary, KEY_EVENT_SPORTS, PITCH_SPORTS, POINTS_RULE, standings, teamSlug } from './statistics.rules';

/** At most this many results and next games in a list. */
export const STAT_LIST_LIMIT = 10;

const teamNotFound = () => new DomainError(DomainErrorKind.notFound, 'team_not_found', 'main_not_found');

/** A championship's games split into finished (newest first) and to come (live first, then by start). */
function split(games: readonly StatGame[]): { finished: StatGame[]; coming: StatGame[] } {
  const finished = games.filter((game) => game.isFinished).sort((a, b) => b.startDateTime - a.startDateTime || b.id - a.id);
  const coming = games.filter((game) => !game.isFinished).sort((a, b) => Number(b.isLive) - Number(a.isLive) || a.startDateTime - b.startDateTime || a.id - b.id);
  return { finished, coming };
}

function teamsOf(games: readonly StatGame[]): string[] {
  return [...new Set(games.flatMap((game) => [game.opponent1Name, game.opponent2Name]))];
}

const plays = (game: StatGame, team: string) => game.opponent1Name === team || game.opponent2Name === team;

async function champData(context: AppContext, champId: number) {
  const champ = await readStatChamp(context.db, champId);
  if (!champ) throw notFound({ message: `championship ${champId}` });
  const games = await readChampGames(context.db, champId);
  const { finished, coming } = split(games);
  const table = standings(teamsOf(games), finished.map(toFinished), POINTS_RULE);
  return { champ, games, finished, coming, table };
}

/** The championships with statistics. */
export async function statChamps(context: AppContext): Promise<StatChampList> {
  return { champs: await readStatChamps(context.db) };
}

/** A championship's table (3/1/0 points), its latest results and its next games. */
export async function champStatistics(context: AppContext, champId: number): Promise<ChampStatistics> {
  const { champ, finished, coming, table } = await champData(context, champId);
  return { champ, pointsRule: POINTS_RULE, standings: table, results: finished.slice(0, STAT_LIST_LIMIT), upcoming: coming.slice(0, STAT_LIST_LIMIT) };
}

function resolveTeam(games: readonly StatGame[], slug: string): string {
  const team = teamsOf(games).find((name) => teamSlug(name) === slug);
  if (!team) throw teamNotFound();
  return team;
}

function buildHeadToHead(data: Awaited<ReturnType<typeof champData>>, team1: string, team2: string): HeadToHead {
  const finished = data.finished.map(toFinished);
  const side = (team: string) => ({ team, teamSlug: teamSlug(team), form: formOf(finished, team), standing: data.table.find((row: StandingRow) => row.team === team) ?? null });
  const meetings = data.finished.filter((game) => plays(game, team1) && plays(game, team2));
  return {
    champ: data.champ,
    side1: side(team1),
    side2: side(team2),
    ...headToHeadSummary(finished, team1, team2),
    meetings: meetings.slice(0, STAT_LIST_LIMIT),
    next: data.coming.find((game) => plays(game, team1) && plays(game, team2)) ?? null,
  };
}

/** Two teams of a championship: their meetings, wins, draws, goals, forms and next meeting. */
export async function headToHead(context: AppContext, champId: number, slug1: string, slug2: string): Promise<HeadToHead> {
  const data = await champData(context, champId);
  const team1 = resolveTeam(data.games, slug1);
  const team2 = resolveTeam(data.games, slug2);
  if (team1 === team2) throw teamNotFound();
  return buildHeadToHead(data, team1, team2);
}

/** A team's table line, next games and results in its championship. */
export async function teamStatistics(context: AppContext, champId: number, slug: string): Promise<TeamStatistics> {
  const data = await champData(context, champId);
  const team = resolveTeam(data.games, slug);
  return {
    champ: data.champ,
    team,
    teamSlug: teamSlug(team),
    standing: data.table.find((row) => row.team === team) ?? null,
    upcoming: data.coming.filter((game) => plays(game, team)).slice(0, STAT_LIST_LIMIT),
    results: data.finished.filter((game) => plays(game, team)).slice(0, STAT_LIST_LIMIT),
  };
}

/** A champion page: the championship of its type, and the final of the first two of the table. */
export async function championStatistics(context: AppContext, championType: ChampionType): Promise<ChampionStatistics> {
  const target = CHAMPION_CHAMPS[championType];
  const champId = target ? await readChampIdOf(context.db, target.sportId, target.countryId) : null;
  if (champId === null) throw new DomainError(DomainErrorKind.notFound, 'champion_not_offered', 'statistics_champion_not_offered');
  const data = await champData(context, champId);
  const pair = finalists(data.table);
  return {
    championType,
    statistics: { champ: data.champ, pointsRule: POINTS_RULE, standings: data.table, results: data.finished.slice(0, STAT_LIST_LIMIT), upcoming: data.coming.slice(0, STAT_LIST_LIMIT) },
    final: pair ? buildHeadToHead(data, pair[0], pair[1]) : null,
  };
}

/** A game's scoreboard, period scores and key events. */
export async function matchCentre(context: AppContext, gameId: number): Promise<MatchCentre> {
  const row = await readMatchCentreGame(context.db, gameId);
  if (!row) throw notFound({ message: `game ${gameId}` });
  const model = sportById(row.sport_id).model;
  const game = toStatGame(row);
  return {
    gameId: row.id,
    sportId: row.sport_id,
    sportName: row.sport_name,
    champId: row.champ_id,
    champName: row.champ_name,
    opponent1Name: row.opponent1,
    opponent2Name: row.opponent2,
    statusId: row.status,
    isLive: game.isLive,
    isFinished: game.isFinished,
    timeSec: row.time_sec,
    period: row.period,
    periodsCount: periodsCount(sportById(row.sport_id)),
    hasClock: model.kind === 'goals',
    hasKeyEvents: KEY_EVENT_SPORTS.has(row.sport_id),
    hasPitch: PITCH_SPORTS.has(row.sport_id),
    score1: row.score1,
    score2: row.score2,
    periodScores: Array.isArray(row.period_scores) ? row.period_scores : [],
    events: await readGameEvents(context.db, gameId),
  };
}
