import { GameStatus, type StatChamp, type StatChampListItem, type StatGame, type GameEvent } from '@kickoff/contracts';
import type { Queryable } from '../db/database';
import type { FinishedGame } from './statistics.rules';

/** Reads of the statistics, shaped as the contracts give them (SQL only here). */

interface GameRow {
  id: number;
  champ_id: number;
  sport_id: number;
  opponent1: string;
  opponent2: string;
  start_at: number;
  status: number;
  score1: number;
  score2: number;
}

const GAME_COLUMNS = 'g.id, g.champ_id, g.sport_id, g.opponent1, g.opponent2, g.start_at, g.status, g.score1, g.score2';

export function toStatGame(row: GameRow): StatGame {
  return {
    id: row.id,
    champId: row.champ_id,
    sportId: row.sport_id,
    opponent1Name: row.opponent1,
    opponent2Name: row.opponent2,
    startDateTime: Number(row.start_at),
    statusId: row.status,
    isLive: row.status === GameStatus.inPlay || row.status === GameStatus.paused,
    isFinished: row.status === GameStatus.finished,
    score1: row.score1,
    score2: row.score2,
  };
}

export function toFinished(game: StatGame): FinishedGame {
  return { id: game.id, opponent1: game.opponent1Name, opponent2: game.opponent2Name, score1: game.score1, score2: game.score2, startAt: game.startDateTime };
}

/** The championships with their sport, country and finished games, in menu order. */
export async function readStatChamps(db: Queryable): Promise<StatChampListItem[]> {
  const rows = await db.query<{ id: number; name: string; sport_id: number; sport_name: string; country_name: string; finished: number }>(
    `select c.id, c.name, c.sport_id, s.name as sport_name, co.name as country_name,
       (select count(*)::int from feed_games g where g.champ_id = c.id and g.status = $1) as finished
     from feed_champs c join feed_sports s on s.id = c.sport_id join feed_countries co on co.id = c.country_id
     order by s.position, c.position`,
    [GameStatus.finished],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, sportId: row.sport_id, sportName: row.sport_name, countryName: row.country_name, finishedCount: row.finished }));
}

/** One championship, or null. */
export async function readStatChamp(db: Queryable, champId: number): Promise<StatChamp | null> {
  const [row] = await db.query<{ id: number; name: string; sport_id: number; sport_name: string; country_name: string }>(
    `select c.id, c.name, c.sport_id, s.name as sport_name, co.name as country_name
     from feed_champs c join feed_sports s on s.id = c.sport_id join feed_countries co on co.id = c.country_id where c.id = $1`,
    [champId],
  );
  return row ? { id: row.id, name: row.name, sportId: row.sport_id, sportName: row.sport_name, countryName: row.country_name } : null;
}

/** The championship of a sport and country (the champion page types), or null. */
export async function readChampIdOf(db: Queryable, sportId: number, countryId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from feed_champs where sport_id = $1 and country_id = $2 order by position limit 1', [sportId, countryId]);
  return row?.id ?? null;
}

/** Every game of a championship, by start time. */
export async function readChampGames(db: Queryable, champId: number): Promise<StatGame[]> {
  const rows = await db.query<GameRow>(`select ${GAME_COLUMNS} from feed_games g where g.champ_id = $1 order by g.start_at, g.id`, [champId]);
  return rows.map(toStatGame);
}

interface MatchCentreRow extends GameRow {
  sport_name: string;
  champ_name: string;
  time_sec: number;
  period: number;
  period_scores: Array<[number, number]> | null;
}

/** A game's scoreboard row, or null. */
export async function readMatchCentreGame(db: Queryable, gameId: number): Promise<MatchCentreRow | null> {
  const [row] = await db.query<MatchCentreRow>(
    `select ${GAME_COLUMNS}, s.name as sport_name, c.name as champ_name, g.time_sec, g.period, g.period_scores
     from feed_games g join feed_champs c on c.id = g.champ_id join feed_sports s on s.id = g.sport_id where g.id = $1`,
    [gameId],
  );
  return row ?? null;
}

const EVENT_KINDS: Readonly<Record<number, GameEvent['kind']>> = { 1: 'goal', 2: 'yellowCard', 3: 'redCard' };
/** The stored code of an event kind (migration 0220). */
export const EVENT_KIND_CODES: Readonly<Record<GameEvent['kind'], number>> = { goal: 1, yellowCard: 2, redCard: 3 };

/** The key events of a game, oldest first. */
export async function readGameEvents(db: Queryable, gameId: number): Promise<GameEvent[]> {
  const rows = await db.query<{ id: number; kind: number; team: number; time_sec: number; period: number; score1: number; score2: number }>(
    'select id, kind, team, time_sec, period, score1, score2 from feed_game_events where game_id = $1 order by time_sec, id',
    [gameId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: EVENT_KINDS[row.kind] ?? 'goal',
    team: row.team === 2 ? 2 : 1,
    timeSec: row.time_sec,
    period: row.period,
    score1: row.score1,
    score2: row.score2,
  }));
}

/** A key event to store. */
export interface GameEventDraft {
  gameId: number;
  kind: GameEvent['kind'];
  team: 1 | 2;
  timeSec: number;
  period: number;
  score1: number;
  score2: number;
}

/** Stores key events in one statement. */
export async function insertGameEvents(db: Queryable, events: readonly GameEventDraft[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `insert into feed_game_events (game_id, kind, team, time_sec, period, score1, score2)
     select * from unnest($1::int[], $2::smallint[], $3::smallint[], $4::int[], $5::smallint[], $6::int[], $7::int[])`,
    [
      events.map((event) => event.gameId),
      events.map((event) => EVENT_KIND_CODES[event.kind]),
      events.map((event) => event.team),
      events.map((event) => event.timeSec),
      events.map((event) => event.period),
      events.map((event) => event.score1),
      events.map((event) => event.score2),
    ],
  );
}
