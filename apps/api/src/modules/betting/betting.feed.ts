import type { CouponBet } from '@kickoff/contracts';
import { GameStatus } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';
import type { FeedSelection } from './betting.rules';

/** Feed reads the betting module needs: selections by market id, and coupon bets built from the feed. */

interface SelectionRow {
  id: number;
  game_id: number;
  champ_id: number;
  sport_id: number;
  group_id: number;
  kind: number;
  type_id: number;
  name: string;
  coef: number;
  is_blocked: boolean;
  is_banned_express: boolean;
  result: number | null;
  status: number;
  score1: number;
  score2: number;
  time_sec: number;
  start_at: number;
  opponent1: string;
  opponent2: string;
  sport_name: string;
  champ_name: string;
}

async function readSelections(db: Queryable, marketIds: readonly number[]): Promise<SelectionRow[]> {
  if (marketIds.length === 0) return [];
  return db.query<SelectionRow>(
    `select m.id, m.game_id, g.champ_id, g.sport_id, m.group_id, m.kind, m.type_id, m.name, m.coef, m.is_blocked, m.is_banned_express, m.result,
            g.status, g.score1, g.score2, g.time_sec, g.start_at, g.opponent1, g.opponent2, s.name as sport_name, c.name as champ_name
       from feed_markets m join feed_games g on g.id = m.game_id join feed_sports s on s.id = g.sport_id join feed_champs c on c.id = g.champ_id
      where m.id = any($1::bigint[])`,
    [marketIds],
  );
}

const isLiveStatus = (status: number) => status === GameStatus.inPlay || status === GameStatus.paused;

/** What placing decides with of a market and its game (read with the account's lock, `betting.queries.ts`). */
export type SelectionStateRow = Pick<SelectionRow, 'id' | 'game_id' | 'kind' | 'coef' | 'is_blocked' | 'is_banned_express' | 'result' | 'status' | 'score1' | 'score2'>;

/** The feed state of markets as placing checks them, by market id. */
export function selectionsById(rows: readonly SelectionStateRow[]): Map<number, FeedSelection> {
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        marketId: Number(row.id),
        gameId: Number(row.game_id),
        coef: Number(row.coef),
        kind: row.kind,
        isBlocked: row.is_blocked,
        isBannedExpress: row.is_banned_express,
        isSettled: row.result !== null,
        gameStatus: row.status,
        score: `${row.score1}:${row.score2}`,
        isLive: isLiveStatus(row.status),
      },
    ]),
  );
}

/** Coupon bets (document 000 §3 "Coupon bet") for markets as the feed holds them now, in the given order; unknown markets are left out. */
export async function couponBetsFromFeed(db: Queryable, marketIds: readonly number[]): Promise<CouponBet[]> {
  const rows = new Map((await readSelections(db, marketIds)).map((row) => [row.id, row]));
  const bets: CouponBet[] = [];
  for (const id of marketIds) {
    const row = rows.get(id);
    if (!row) continue;
    const isLive = isLiveStatus(row.status);
    bets.push({
      id: String(row.id),
      market: {
        id: row.id,
        coef: row.coef,
        kind: row.kind,
        sportId: row.sport_id,
        typeId: row.type_id,
        isLive,
        gameId: row.game_id,
        champId: row.champ_id,
        sportName: row.sport_name,
        champName: row.champ_name,
        opponent1Name: row.opponent1,
        opponent2Name: row.opponent2,
      },
      blockId: 0,
      statusId: -2,
      typeId: row.type_id,
      sportNameEng: row.sport_name,
      champNameEng: row.champ_name,
      opponent1NameEng: row.opponent1,
      opponent2NameEng: row.opponent2,
      game: { isFinished: row.status === GameStatus.finished, isLiveInLive: false, statusId: row.status, startDateTime: row.start_at, timeSec: row.time_sec },
      scoreFormatted: `${row.score1}:${row.score2}`,
      isBlocked: row.is_blocked || row.result !== null,
      isDepend: false,
      isBannedExpress: row.is_banned_express,
      isDisabledBanker: false,
      isBanker: false,
    });
  }
  return bets;
}
