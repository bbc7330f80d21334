import { INT32_MAX } from '../common/bounds';
import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Sports feed wire contracts (document 000 §1 "Line = pre-match, Live = in play", §2 betting routes
 * `{section: live|line}/{menuSection}/{sport?}/{champ?}` and game pages, §3 "Coupon bet": market,
 * game and score fields). The spec shows no feed paths ("Other HTTP calls in this area: not shown",
 * document 000 §7): the paths below are this project's, in the `/web-api/...` style.
 *
 * Every feed call answers with an `ETag` header; a request carrying the same value in
 * `If-None-Match` gets `304 Not Modified` with no body, so a poll that changed nothing costs almost
 * nothing (refresh intervals, document 001 §9: line 15 s, live 2 s to 10 s).
 */

/** Line (pre-match) or live (in play), the second path segment of the betting routes (document 000 §2). */
export const FeedSection = z.enum(['line', 'live']);
export type FeedSection = z.infer<typeof FeedSection>;

/**
 * Game status codes (document 000 §4 "Coupon bet rules": a game is finished when its status is 4; a
 * bet is live when the game has status 2 or 3). 0 is this project's code for "not started".
 */
export const GameStatus = { notStarted: 0, inPlay: 2, paused: 3, finished: 4 } as const;
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];

/** Market groups the feed offers (the "real market groups"). */
export const MarketGroupId = { result: 1, handicap: 2, doubleChance: 8, total: 17, bothTeamsToScore: 19, correctScore: 136, methodOfVictory: 60, totalRounds: 61, winner: 62 } as const;
export type MarketGroupId = (typeof MarketGroupId)[keyof typeof MarketGroupId];

/**
 * Market kinds (the coupon bet's `market.kind`, document 000 §3). Kind 7 is the kind document 000 §5
 * keeps out of bonus bets; this feed never offers it, so every seeded kind may join a bonus express.
 * Kinds 8 to 10 are the simulator's outright winner, a fight's method of victory and total rounds (issue 16).
 */
export const MarketKind = { result: 1, doubleChance: 2, handicap: 3, total: 4, bothTeamsToScore: 5, correctScore: 6, winner: 8, methodOfVictory: 9, totalRounds: 10 } as const;
export type MarketKind = (typeof MarketKind)[keyof typeof MarketKind];

const Id = z.number().int().min(0);

/** One selection of the feed: its coefficient and whether it can be bet on now. */
/**
 * What a selection pays on (`FeedMarket.typeId`): the codes the feed, the coupon and settlement
 * share. Correct scores are `correctScoreBase + 10 × score1 + score2` (100-199).
 */
export const SelectionType = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  handicap1: 7,
  handicap2: 8,
  over: 9,
  under: 10,
  bothScoreYes: 11,
  bothScoreNo: 12,
  /** A fight lasts into more (over) or fewer (under) rounds than the line: the round it ended in against `param`. */
  roundsOver: 13,
  roundsUnder: 14,
  correctScoreBase: 100,
  /** A fight's winner and method: `methodBase + 10 × fighter (1|2) + method` (1 KO/TKO, 2 submission, 3 decision). */
  methodBase: 200,
  /** An outright's winner (an election's candidate, a race's marble): `outrightBase + participant number` (1-based). */
  outrightBase: 300,
} as const;

export const FeedMarket = z.object({
  id: Id,
  gameId: Id,
  groupId: z.number().int(),
  kind: z.number().int(),
  /** The selection within its group (1 home, 2 draw, 3 away, 4 over, 5 under, ...). */
  typeId: z.number().int(),
  /** Short label: `1`, `X`, `2`, `1X`, `H1(-1.5)`, `O(2.5)`, `Yes`, `2:1`. */
  name: z.string(),
  /** The line of handicaps and totals; null for the other groups. */
  param: z.number().nullable(),
  coef: z.number().finite().min(1),
  isBlocked: z.boolean(),
  /** Not allowed in an express or system (document 000 §3 `isBannedExpress`). */
  isBannedExpress: z.boolean(),
});
export type FeedMarket = z.infer<typeof FeedMarket>;

/** A market group with its selections, in display order. */
export const FeedMarketGroup = z.object({ id: z.number().int(), name: z.string(), markets: z.array(FeedMarket) });
export type FeedMarketGroup = z.infer<typeof FeedMarketGroup>;

/**
 * The main line of a handicap or total as lists carry it (issue 18: the Asian view's columns),
 * compact so the list payload barely grows: `[id1, id2, param1, coef1, coef2, flags]`. Side 1 is
 * the home handicap (H1) or the over, side 2 the away handicap (H2, line `-param1`) or the under
 * (line `param1`); flags: 1 side 1 blocked, 2 side 2 blocked, 4 side 1 banned in an express,
 * 8 side 2 banned in an express. The market ids are the feed's, so a pick from a list is placed as
 * the same pick from the game page.
 */
export const MainLine = z.tuple([Id, Id, z.number(), z.number().finite().min(1), z.number().finite().min(1), z.number().int().min(0).max(15)]);
export type MainLine = z.infer<typeof MainLine>;

/** The main handicap and total lines of a list game (the pair priced closest to even); absent when the game offers none. */
export const MainLines = z.object({ handicap: MainLine.optional(), total: MainLine.optional() });
export type MainLines = z.infer<typeof MainLines>;

/** A game as lists show it: teams, start, state, score and its main selections (the result group). */
export const FeedGame = z.object({
  id: Id,
  sportId: Id,
  champId: Id,
  sportName: z.string(),
  champName: z.string(),
  countryName: z.string(),
  opponent1Name: z.string(),
  opponent2Name: z.string(),
  /** Epoch milliseconds. */
  startDateTime: z.number().int(),
  statusId: z.number().int(),
  isLive: z.boolean(),
  isFinished: z.boolean(),
  /** Running game clock in seconds (0 before the start). */
  timeSec: z.number().int().min(0),
  period: z.number().int().min(0),
  score1: z.number().int().min(0),
  score2: z.number().int().min(0),
  /** `2:1`. */
  scoreFormatted: z.string(),
  /** Score with periods: `2:1 (1:0, 1:1)`. */
  fullScore: z.string(),
  marketsCount: z.number().int().min(0),
  mainMarkets: z.array(FeedMarket),
  /** The main handicap and total (issue 18); lists carry them, older answers may not. */
  mainLines: MainLines.optional(),
});
export type FeedGame = z.infer<typeof FeedGame>;

/** A game with every market group. */
export const FeedGameDetail = FeedGame.extend({ groups: z.array(FeedMarketGroup) });
export type FeedGameDetail = z.infer<typeof FeedGameDetail>;

/** A championship in a menu with the number of its games in the section. */
export const MenuChamp = z.object({ id: Id, name: z.string(), countryId: Id, countryName: z.string(), gamesCount: z.number().int().min(0) });
export type MenuChamp = z.infer<typeof MenuChamp>;

/** A sport in a menu with its championships and counts. */
export const MenuSport = z.object({ id: Id, name: z.string(), isEsport: z.boolean(), gamesCount: z.number().int().min(0), champs: z.array(MenuChamp) });
export type MenuSport = z.infer<typeof MenuSport>;

/** Query of the sports menu. */
export const SportsMenuQuery = z.object({ section: FeedSection });
export type SportsMenuQuery = z.infer<typeof SportsMenuQuery>;

/** The sports menu of a section: sports with championships, only those with games. */
export const SportsMenu = z.object({ section: FeedSection, sports: z.array(MenuSport) });
export type SportsMenu = z.infer<typeof SportsMenu>;

/** `GET /web-api/feed/v1/sports?section=line|live`: sports and championships with game counts. */
export const getSportsMenuCall = defineCall({
  name: 'feed.sports',
  method: 'GET',
  path: '/web-api/feed/v1/sports',
  query: SportsMenuQuery,
  response: SportsMenu,
  retryable: true,
});

/** Query of a championship's games. */
export const ChampGamesQuery = z.object({ section: FeedSection });
export type ChampGamesQuery = z.infer<typeof ChampGamesQuery>;

/** Path parameters with a championship id. */
export const ChampParams = z.object({ champId: z.coerce.number().int().max(INT32_MAX).min(0) });
export type ChampParams = z.infer<typeof ChampParams>;

/** The games of one championship in a section, by start time. */
export const ChampGames = z.object({
  section: FeedSection,
  champ: MenuChamp.extend({ sportId: Id, sportName: z.string() }),
  games: z.array(FeedGame),
});
export type ChampGames = z.infer<typeof ChampGames>;

/** `GET /web-api/feed/v1/champs/:champId/games?section=`: unknown championships answer 404 `not_found`. */
export const getChampGamesCall = defineCall({
  name: 'feed.champGames',
  method: 'GET',
  path: '/web-api/feed/v1/champs/:champId/games',
  query: ChampGamesQuery,
  response: ChampGames,
  retryable: true,
});

/** Most championships one list read answers (the line list shows the menu's first ones). */
export const CHAMPS_GAMES_MAX = 20;

/** Query of several championships' games in one read: the section's menu order, optionally one sport, the first `limit`. */
export const ChampsGamesQuery = z.object({
  section: FeedSection,
  sportId: z.coerce.number().int().max(INT32_MAX).min(0).optional(),
  limit: z.coerce.number().int().min(1).max(CHAMPS_GAMES_MAX),
});
export type ChampsGamesQuery = z.infer<typeof ChampsGamesQuery>;

/** The games of the section's first championships (of a sport), in the menu's order. */
export const ChampsGames = z.object({ section: FeedSection, champs: z.array(ChampGames).max(CHAMPS_GAMES_MAX) });
export type ChampsGames = z.infer<typeof ChampsGames>;

/**
 * `GET /web-api/feed/v1/champs?section=&sportId=&limit=` (issue 20): the line list without a
 * championship (home, a sport) in one call instead of one per championship; one ETag per section version.
 */
export const getChampsGamesCall = defineCall({
  name: 'feed.champsGames',
  method: 'GET',
  path: '/web-api/feed/v1/champs',
  query: ChampsGamesQuery,
  response: ChampsGames,
  retryable: true,
});

/** Path parameters with a game id. */
export const GameParams = z.object({ gameId: z.coerce.number().int().max(INT32_MAX).min(0) });
export type GameParams = z.infer<typeof GameParams>;

/** `GET /web-api/feed/v1/games/:gameId`: one game with all markets; unknown games answer 404 `not_found`. */
export const getGameCall = defineCall({
  name: 'feed.game',
  method: 'GET',
  path: '/web-api/feed/v1/games/:gameId',
  response: FeedGameDetail,
  retryable: true,
});

/** Query of the live list: optionally one sport. */
export const LiveGamesQuery = z.object({ sportId: z.coerce.number().int().max(INT32_MAX).min(0).optional() });
export type LiveGamesQuery = z.infer<typeof LiveGamesQuery>;

/** Games in play with scores and main markets. */
export const LiveGames = z.object({ games: z.array(FeedGame) });
export type LiveGames = z.infer<typeof LiveGames>;

/** `GET /web-api/feed/v1/live[?sportId=]`: games in play with their scores. */
export const getLiveGamesCall = defineCall({
  name: 'feed.live',
  method: 'GET',
  path: '/web-api/feed/v1/live',
  query: LiveGamesQuery,
  response: LiveGames,
  retryable: true,
});

/** Query of results: a UTC day `YYYY-MM-DD`, optionally one sport. */
export const ResultsQuery = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), sportId: z.coerce.number().int().max(INT32_MAX).min(0).optional() });
export type ResultsQuery = z.infer<typeof ResultsQuery>;

/** Finished games of a day with their final scores. */
export const GameResults = z.object({ date: z.string(), games: z.array(FeedGame) });
export type GameResults = z.infer<typeof GameResults>;

/** `GET /web-api/feed/v1/results?date=`: finished games (status 4) that started on that UTC day. */
export const getResultsCall = defineCall({
  name: 'feed.results',
  method: 'GET',
  path: '/web-api/feed/v1/results',
  query: ResultsQuery,
  response: GameResults,
  retryable: true,
});
