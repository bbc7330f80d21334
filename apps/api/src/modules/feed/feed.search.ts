import { GameStatus, type SearchGame, type SearchResults } from '@kickoff/contracts';
import type { AppContext } from '../../context';

/**
 * Search over the feed (issue 16): sports, leagues, teams and events whose names contain the query,
 * case-insensitively; names starting with it first. Only events not finished are offered (their
 * pages exist); a team is shown with its next such event.
 */

/** At most this many of each kind. */
export const SEARCH_LIMIT = 6;

interface GameRow {
  id: number;
  status: number;
  sport_id: number;
  sport_name: string;
  champ_id: number;
  champ_name: string;
  opponent1: string;
  opponent2: string;
  start_at: number;
}

/** `%` and `_` typed by the player are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const toGame = (row: GameRow): SearchGame => ({
  id: row.id,
  section: row.status === GameStatus.inPlay || row.status === GameStatus.paused ? 'live' : 'line',
  sportId: row.sport_id,
  sportName: row.sport_name,
  champId: row.champ_id,
  champName: row.champ_name,
  opponent1Name: row.opponent1,
  opponent2Name: row.opponent2,
  startDateTime: Number(row.start_at),
});

export async function searchFeed(context: AppContext, query: string): Promise<SearchResults> {
  const { db } = context;
  const text = query.trim();
  const contains = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  const sports = await db.query<{ id: number; name: string; is_esport: boolean }>(
    `select id, name, is_esport from feed_sports where name ilike $1 order by (name ilike $2) desc, position limit ${SEARCH_LIMIT}`,
    [contains, prefix],
  );
  const champs = await db.query<{ id: number; name: string; sport_id: number; sport_name: string }>(
    `select c.id, c.name, c.sport_id, s.name as sport_name from feed_champs c join feed_sports s on s.id = c.sport_id
      where c.name ilike $1 and exists (select 1 from feed_games g where g.champ_id = c.id and g.status <> $3)
      order by (c.name ilike $2) desc, s.position, c.position limit ${SEARCH_LIMIT}`,
    [contains, prefix, GameStatus.finished],
  );
  const gameColumns = `g.id, g.status, g.sport_id, s.name as sport_name, g.champ_id, c.name as champ_name, g.opponent1, g.opponent2, g.start_at
       from feed_games g join feed_sports s on s.id = g.sport_id join feed_champs c on c.id = g.champ_id`;
  // live events first, then the soonest
  const games = await db.query<GameRow>(
    `select ${gameColumns}
      where g.status <> $2 and (g.opponent1 ilike $1 or g.opponent2 ilike $1)
      order by (g.status in (2, 3)) desc, g.start_at, g.id limit ${SEARCH_LIMIT}`,
    [contains, GameStatus.finished],
  );
  const teamRows = await db.query<GameRow & { team: string }>(
    `select distinct on (t.team, g.sport_id) t.team, ${gameColumns}
       cross join lateral (values (g.opponent1), (g.opponent2)) as t(team)
      where g.status <> $2 and t.team ilike $1
      order by t.team, g.sport_id, (g.status in (2, 3)) desc, g.start_at, g.id limit 200`,
    [contains, GameStatus.finished],
  );
  const lower = text.toLowerCase();
  const teams = teamRows
    .map((row) => ({ name: row.team, sportName: row.sport_name, game: toGame(row) }))
    .sort((a, b) => Number(b.name.toLowerCase().startsWith(lower)) - Number(a.name.toLowerCase().startsWith(lower)) || a.name.localeCompare(b.name))
    .slice(0, SEARCH_LIMIT);
  return {
    query: text,
    sports: sports.map((row) => ({ id: row.id, name: row.name, isEsport: row.is_esport })),
    champs: champs.map((row) => ({ id: row.id, name: row.name, sportId: row.sport_id, sportName: row.sport_name })),
    teams,
    games: games.map(toGame),
  };
}
