import type { FeedGame, FeedGameDetail, FeedMarket, FeedSection, MainLines, MenuSport } from '@kickoff/contracts';
import { GameStatus, MarketGroupId } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';
import { groupNameIdOf, MARKET_GROUP_NAMES } from './feed.model';
import { mainLinesOf } from './feed.lines';
import { eachInSlices, type Slicing } from './feed.live-deltas';

/** Reads of the feed, shaped as the contracts give them. */

interface GameRow {
  id: number;
  champ_id: number;
  sport_id: number;
  sport_name: string;
  champ_name: string;
  country_name: string;
  opponent1: string;
  opponent2: string;
  start_at: number;
  status: number;
  time_sec: number;
  period: number;
  score1: number;
  score2: number;
  period_scores: Array<[number, number]>;
  markets_count: number;
}

interface MarketRow {
  id: number;
  game_id: number;
  group_id: number;
  kind: number;
  type_id: number;
  name: string;
  param: number | null;
  coef: number;
  is_blocked: boolean;
  is_banned_express: boolean;
}

const GAME_COLUMNS = `g.id, g.champ_id, g.sport_id, s.name as sport_name, c.name as champ_name, co.name as country_name,
  g.opponent1, g.opponent2, g.start_at, g.status, g.time_sec, g.period, g.score1, g.score2, g.period_scores,
  (select count(*)::int from feed_markets m where m.game_id = g.id) as markets_count`;
const GAME_FROM = `feed_games g join feed_champs c on c.id = g.champ_id join feed_sports s on s.id = g.sport_id join feed_countries co on co.id = c.country_id`;

/** The SQL condition of a section: line is not started (0), live is in play or paused (2, 3). */
export function sectionCondition(section: FeedSection): string {
  return section === 'line' ? 'g.status = 0' : 'g.status in (2, 3)';
}

function toMarket(row: MarketRow): FeedMarket {
  return {
    id: row.id,
    gameId: row.game_id,
    groupId: row.group_id,
    kind: row.kind,
    typeId: row.type_id,
    name: row.name,
    param: row.param,
    coef: row.coef,
    isBlocked: row.is_blocked,
    isBannedExpress: row.is_banned_express,
  };
}

/** The score with its periods: `2:1 (1:0, 1:1)`. */
export function formatFullScore(score1: number, score2: number, periods: ReadonlyArray<readonly [number, number]>): string {
  const main = `${score1}:${score2}`;
  return periods.length > 0 ? `${main} (${periods.map(([a, b]) => `${a}:${b}`).join(', ')})` : main;
}

function toGame(row: GameRow, mainMarkets: FeedMarket[], mainLines?: MainLines): FeedGame {
  return {
    id: row.id,
    sportId: row.sport_id,
    champId: row.champ_id,
    sportName: row.sport_name,
    champName: row.champ_name,
    countryName: row.country_name,
    opponent1Name: row.opponent1,
    opponent2Name: row.opponent2,
    startDateTime: row.start_at,
    statusId: row.status,
    isLive: row.status === GameStatus.inPlay || row.status === GameStatus.paused,
    isFinished: row.status === GameStatus.finished,
    timeSec: row.time_sec,
    period: row.period,
    score1: row.score1,
    score2: row.score2,
    scoreFormatted: `${row.score1}:${row.score2}`,
    fullScore: formatFullScore(row.score1, row.score2, row.period_scores ?? []),
    marketsCount: row.markets_count,
    mainMarkets,
    ...(mainLines ? { mainLines } : {}),
  };
}

/**
 * The games of `rows` with their main markets and lines. With `slicing` (issue 20: the live list's
 * read on each change of the feed) the markets are grouped and each game made in slices of the API's
 * thread (feed.live-deltas `eachInSlices`), the polls answered between them.
 */
async function withMainMarkets(db: Queryable, rows: GameRow[], slicing?: Slicing): Promise<FeedGame[]> {
  if (rows.length === 0) return [];
  const markets = await db.query<MarketRow>(
    `select id, game_id, group_id, kind, type_id, name, param, coef, is_blocked, is_banned_express from feed_markets
     where game_id = any($1::int[]) and group_id = any($2::int[]) order by game_id, position`,
    [rows.map((row) => row.id), [MarketGroupId.result, MarketGroupId.handicap, MarketGroupId.total]],
  );
  const byGame = new Map<number, FeedMarket[]>();
  const group = (market: MarketRow) => {
    const list = byGame.get(market.game_id) ?? [];
    list.push(toMarket(market));
    byGame.set(market.game_id, list);
  };
  // issue 18: the result group in full, the handicap and total by their main line only (compact).
  const gameOf = (row: GameRow) => {
    const all = byGame.get(row.id) ?? [];
    return toGame(
      row,
      all.filter((market) => market.groupId === MarketGroupId.result),
      mainLinesOf(all),
    );
  };
  if (slicing === undefined) {
    for (const market of markets) group(market);
    return rows.map(gameOf);
  }
  await eachInSlices(markets, group, slicing);
  const games: FeedGame[] = [];
  await eachInSlices(rows, (row) => games.push(gameOf(row)), slicing);
  return games;
}

/** Sports with their championships and game counts in a section; sports and champs without games are left out. */
export async function readSportsMenu(db: Queryable, section: FeedSection): Promise<MenuSport[]> {
  const rows = await db.query<{ sport_id: number; sport_name: string; is_esport: boolean; champ_id: number; champ_name: string; country_id: number; country_name: string; games: number }>(
    `select s.id as sport_id, s.name as sport_name, s.is_esport, c.id as champ_id, c.name as champ_name, c.country_id, co.name as country_name, count(*)::int as games
     from ${GAME_FROM} where ${sectionCondition(section)}
     group by s.id, s.name, s.is_esport, s.position, c.id, c.name, c.country_id, co.name, c.position
     order by s.position, c.position`,
  );
  const sports: MenuSport[] = [];
  for (const row of rows) {
    let sport = sports[sports.length - 1];
    if (!sport || sport.id !== row.sport_id) {
      sport = { id: row.sport_id, name: row.sport_name, isEsport: row.is_esport, gamesCount: 0, champs: [] };
      sports.push(sport);
    }
    sport.gamesCount += row.games;
    sport.champs.push({ id: row.champ_id, name: row.champ_name, countryId: row.country_id, countryName: row.country_name, gamesCount: row.games });
  }
  return sports;
}

/** A championship with its sport and country, or undefined. */
export async function readChamp(db: Queryable, champId: number) {
  const [row] = await db.query<{ id: number; name: string; country_id: number; country_name: string; sport_id: number; sport_name: string }>(
    `select c.id, c.name, c.country_id, co.name as country_name, s.id as sport_id, s.name as sport_name
     from feed_champs c join feed_sports s on s.id = c.sport_id join feed_countries co on co.id = c.country_id where c.id = $1`,
    [champId],
  );
  return row;
}

/** The games of a championship in a section, by start time. */
export async function readChampGames(db: Queryable, champId: number, section: FeedSection): Promise<FeedGame[]> {
  const rows = await db.query<GameRow>(`select ${GAME_COLUMNS} from ${GAME_FROM} where g.champ_id = $1 and ${sectionCondition(section)} order by g.start_at, g.id`, [champId]);
  return withMainMarkets(db, rows);
}

/** Games in play, optionally of one sport; made in slices of the API's thread when `slicing` is given (issue 20). */
export async function readLiveGames(db: Queryable, sportId: number | undefined, slicing?: Slicing): Promise<FeedGame[]> {
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from ${GAME_FROM} where ${sectionCondition('live')} and ($1::int is null or g.sport_id = $1) order by s.position, g.start_at, g.id`,
    [sportId ?? null],
  );
  return withMainMarkets(db, rows, slicing);
}

/** Finished games that started within [fromMs, toMs). */
export async function readResults(db: Queryable, fromMs: number, toMs: number, sportId: number | undefined): Promise<FeedGame[]> {
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from ${GAME_FROM} where g.status = 4 and g.start_at >= $1 and g.start_at < $2 and ($3::int is null or g.sport_id = $3)
     order by s.position, g.start_at, g.id`,
    [fromMs, toMs, sportId ?? null],
  );
  return withMainMarkets(db, rows);
}

/** One game with every market group; undefined for an unknown game. */
export async function readGame(db: Queryable, gameId: number): Promise<FeedGameDetail | undefined> {
  const [row] = await db.query<GameRow>(`select ${GAME_COLUMNS} from ${GAME_FROM} where g.id = $1`, [gameId]);
  if (!row) return undefined;
  const markets = await db.query<MarketRow>(
    'select id, game_id, group_id, kind, type_id, name, param, coef, is_blocked, is_banned_express from feed_markets where game_id = $1 order by position',
    [gameId],
  );
  const groups: FeedGameDetail['groups'] = [];
  for (const market of markets) {
    let group = groups.find((candidate) => candidate.id === market.group_id);
    if (!group) {
      group = { id: market.group_id, name: MARKET_GROUP_NAMES[groupNameIdOf(row.sport_id, market.group_id)] ?? String(market.group_id), markets: [] };
      groups.push(group);
    }
    group.markets.push(toMarket(market));
  }
  const main = groups.find((group) => group.id === MarketGroupId.result)?.markets ?? [];
  return { ...toGame(row, main, mainLinesOf(groups.flatMap((group) => group.markets))), groups };
}

/** The revision of a section or of results (bumped on every visible change). */
/** A game's revision (bumped on every change of the game or its markets), or undefined for an unknown game. */
export async function readGameRevision(db: Queryable, gameId: number): Promise<number | undefined> {
  const [row] = await db.query<{ revision: number }>('select revision from feed_games where id = $1', [gameId]);
  return row?.revision;
}

export async function readRevision(db: Queryable, scope: 'line' | 'live' | 'results'): Promise<number> {
  const [row] = await db.query<{ revision: number }>('select revision from feed_revisions where scope = $1', [scope]);
  return row?.revision ?? 0;
}

/** Bumps revisions of scopes; answers each one's new revision (committed with the transaction `db` is in). */
export async function bumpRevisions(db: Queryable, scopes: ReadonlyArray<'line' | 'live' | 'results'>): Promise<Map<'line' | 'live' | 'results', number>> {
  const bumped = new Map<'line' | 'live' | 'results', number>();
  if (scopes.length === 0) return bumped;
  const rows = await db.query<{ scope: 'line' | 'live' | 'results'; revision: number }>(
    'update feed_revisions set revision = revision + 1 where scope = any($1::text[]) returning scope, revision',
    [scopes],
  );
  for (const row of rows) bumped.set(row.scope, Number(row.revision));
  return bumped;
}
