import { z } from 'zod';
import { INT32_MAX } from '../common/bounds';
import { defineCall } from '../common/call';

/**
 * Statistics of the sports feed (issue 16; document 000 §2 `statistic`, `statisticpopup`, `team`,
 * the champion page types and `champs/{champId?}`): standings, head-to-head, form, a team's games,
 * a championship's table, games and final, and the match centre of a game. The spec shows no paths
 * (document 000 §7 "not shown"): these are this project's, in the feed's `/web-api/...` style.
 * Every figure is computed from the games the live simulator finished (it keeps every season).
 */

const Id = z.number().int().min(0);

/** A result in a team's form: win, draw, loss. */
export const FormResult = z.enum(['W', 'D', 'L']);
export type FormResult = z.infer<typeof FormResult>;

/** Points given for a win, a draw and a loss. */
export const PointsRule = z.object({ win: z.number().int(), draw: z.number().int(), loss: z.number().int() });
export type PointsRule = z.infer<typeof PointsRule>;

/** A championship as statistics name it. */
export const StatChamp = z.object({ id: Id, name: z.string(), sportId: Id, sportName: z.string(), countryName: z.string() });
export type StatChamp = z.infer<typeof StatChamp>;

/** A game as statistics list it. */
export const StatGame = z.object({
  id: Id,
  champId: Id,
  sportId: Id,
  opponent1Name: z.string(),
  opponent2Name: z.string(),
  /** Epoch milliseconds. */
  startDateTime: z.number().int(),
  statusId: z.number().int(),
  isLive: z.boolean(),
  isFinished: z.boolean(),
  score1: z.number().int().min(0),
  score2: z.number().int().min(0),
});
export type StatGame = z.infer<typeof StatGame>;

/** One line of a league table. */
export const StandingRow = z.object({
  position: z.number().int().min(1),
  team: z.string(),
  /** The team's path segment on its page (`team/{section}/{slug}`). */
  teamSlug: z.string(),
  played: z.number().int().min(0),
  won: z.number().int().min(0),
  drawn: z.number().int().min(0),
  lost: z.number().int().min(0),
  goalsFor: z.number().int().min(0),
  goalsAgainst: z.number().int().min(0),
  points: z.number().int(),
  /** The last results, oldest first (at most five). */
  form: z.array(FormResult),
});
export type StandingRow = z.infer<typeof StandingRow>;

/** A championship's statistics: its table, the latest results and the next games. */
export const ChampStatistics = z.object({
  champ: StatChamp,
  pointsRule: PointsRule,
  standings: z.array(StandingRow),
  results: z.array(StatGame),
  upcoming: z.array(StatGame),
});
export type ChampStatistics = z.infer<typeof ChampStatistics>;

/** A championship in the statistics' list, with how many of its games finished. */
export const StatChampListItem = StatChamp.extend({ finishedCount: z.number().int().min(0) });
export type StatChampListItem = z.infer<typeof StatChampListItem>;
export const StatChampList = z.object({ champs: z.array(StatChampListItem) });
export type StatChampList = z.infer<typeof StatChampList>;

/** `GET /web-api/statistics/v1/champs`: the championships with statistics, by sport. */
export const getStatChampsCall = defineCall({ name: 'statistics.champs', method: 'GET', path: '/web-api/statistics/v1/champs', response: StatChampList, retryable: true });

export const StatChampParams = z.object({ champId: z.coerce.number().int().min(0).max(INT32_MAX) });
export type StatChampParams = z.infer<typeof StatChampParams>;

/** `GET /web-api/statistics/v1/champs/:champId`: the table, results and next games; unknown championships answer 404 `not_found`. */
export const getChampStatisticsCall = defineCall({ name: 'statistics.champ', method: 'GET', path: '/web-api/statistics/v1/champs/:champId', response: ChampStatistics, retryable: true });

/** Two teams of a championship, by their slugs. */
export const HeadToHeadQuery = z.object({ team1: z.string().trim().min(1).max(80), team2: z.string().trim().min(1).max(80) });
export type HeadToHeadQuery = z.infer<typeof HeadToHeadQuery>;

/** A team with its form and table line in a head-to-head. */
export const HeadToHeadSide = z.object({ team: z.string(), teamSlug: z.string(), form: z.array(FormResult), standing: StandingRow.nullable() });
export type HeadToHeadSide = z.infer<typeof HeadToHeadSide>;

/** Two teams' finished meetings (newest first) with the wins, draws and goals of each, and their next meeting. */
export const HeadToHead = z.object({
  champ: StatChamp,
  side1: HeadToHeadSide,
  side2: HeadToHeadSide,
  wins1: z.number().int().min(0),
  draws: z.number().int().min(0),
  wins2: z.number().int().min(0),
  goals1: z.number().int().min(0),
  goals2: z.number().int().min(0),
  meetings: z.array(StatGame),
  next: StatGame.nullable(),
});
export type HeadToHead = z.infer<typeof HeadToHead>;

/** `GET /web-api/statistics/v1/champs/:champId/head-to-head?team1=&team2=`: unknown teams (or one team twice) answer 404 `team_not_found`. */
export const getHeadToHeadCall = defineCall({ name: 'statistics.headToHead', method: 'GET', path: '/web-api/statistics/v1/champs/:champId/head-to-head', query: HeadToHeadQuery, response: HeadToHead, retryable: true });

export const TeamParams = z.object({ champId: z.coerce.number().int().min(0).max(INT32_MAX), team: z.string().min(1).max(80) });
export type TeamParams = z.infer<typeof TeamParams>;

/** A team's page: its table line, form, next games and results in its championship. */
export const TeamStatistics = z.object({
  champ: StatChamp,
  team: z.string(),
  teamSlug: z.string(),
  standing: StandingRow.nullable(),
  upcoming: z.array(StatGame),
  results: z.array(StatGame),
});
export type TeamStatistics = z.infer<typeof TeamStatistics>;

/** `GET /web-api/statistics/v1/champs/:champId/teams/:team`: unknown teams answer 404 `team_not_found`. */
export const getTeamStatisticsCall = defineCall({ name: 'statistics.team', method: 'GET', path: '/web-api/statistics/v1/champs/:champId/teams/:team', response: TeamStatistics, retryable: true });

/** The champion page types of document 000 §2. */
export const ChampionType = z.enum(['champ', 'epl', 'laliga', 'europaleague', 'ipl', 'scf', 'fifacwc', 'nbafinals', 'nhlfinals']);
export type ChampionType = z.infer<typeof ChampionType>;

/** A champion page: its championship's statistics and the final (the top two of the table). */
export const ChampionStatistics = z.object({ championType: ChampionType, statistics: ChampStatistics, final: HeadToHead.nullable() });
export type ChampionStatistics = z.infer<typeof ChampionStatistics>;

export const ChampionParams = z.object({ championType: ChampionType });

/** `GET /web-api/statistics/v1/champions/:championType`: a type this feed has no championship for answers 404 `champion_not_offered`. */
export const getChampionCall = defineCall({ name: 'statistics.champion', method: 'GET', path: '/web-api/statistics/v1/champions/:championType', response: ChampionStatistics, retryable: true });

/** Kinds of the key events of a game. */
export const GameEventKind = z.enum(['goal', 'yellowCard', 'redCard']);
export type GameEventKind = z.infer<typeof GameEventKind>;

/** A key event: what, for which team, at which second of the game clock, and the score after it. */
export const GameEvent = z.object({
  id: Id,
  kind: GameEventKind,
  team: z.union([z.literal(1), z.literal(2)]),
  timeSec: z.number().int().min(0),
  period: z.number().int().min(0),
  score1: z.number().int().min(0),
  score2: z.number().int().min(0),
});
export type GameEvent = z.infer<typeof GameEvent>;

/** The match centre of a game: scoreboard, period scores and key events (oldest first). */
export const MatchCentre = z.object({
  gameId: Id,
  sportId: Id,
  sportName: z.string(),
  champId: Id,
  champName: z.string(),
  opponent1Name: z.string(),
  opponent2Name: z.string(),
  statusId: z.number().int(),
  isLive: z.boolean(),
  isFinished: z.boolean(),
  timeSec: z.number().int().min(0),
  period: z.number().int().min(0),
  /** How many periods a game of the sport has by clock (sets sports: the most sets). */
  periodsCount: z.number().int().min(1),
  /** Whether the sport is played by clock (else by sets). */
  hasClock: z.boolean(),
  /** Whether the sport's scores are key events (goals), and cards are shown. */
  hasKeyEvents: z.boolean(),
  /** Whether the sport is played on a football pitch (the tracker draws it). */
  hasPitch: z.boolean(),
  score1: z.number().int().min(0),
  score2: z.number().int().min(0),
  periodScores: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
  events: z.array(GameEvent),
});
export type MatchCentre = z.infer<typeof MatchCentre>;

export const MatchCentreParams = z.object({ gameId: z.coerce.number().int().min(0).max(INT32_MAX) });

/** `GET /web-api/statistics/v1/games/:gameId/match-centre`: unknown games answer 404 `not_found`. */
export const getMatchCentreCall = defineCall({ name: 'statistics.matchCentre', method: 'GET', path: '/web-api/statistics/v1/games/:gameId/match-centre', response: MatchCentre, retryable: true });
