import type { CasinoTournament, CasinoTournamentRow, CasinoTournaments } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { credit, LedgerReason, lockAccount } from '../accounts/accounts.money';

/**
 * Casino tournaments (issue 17 "a tournament ranks players by a stated score over rounds in a
 * period, with a live leaderboard"). The site runs a weekly slots tournament: Monday 00:00 UTC to
 * the next Monday, in euros, prizes 100.00, 50.00 and 25.00 for the first three places. The score is
 * stated in the contract (`slot_return_multiple`): each real slot round of the period and currency
 * scores its return over its stake in hundredths, a player's score is the sum, ties go to the
 * earlier first round. The ranking is computed from the rounds themselves; when the period has
 * ended (on the Clock) the first read settles it once: each prize is a ledger credit to the account
 * the winner played on, recorded with the place, and the tournament is marked settled in the same
 * transaction. The next week's tournament starts by itself.
 */

/** The weekly tournament's rules. */
export const WEEKLY_TOURNAMENT = { currency: 'EUR', prizesMinor: [10_000, 5_000, 2_500], weekMs: 7 * 24 * 3600 * 1000 } as const;
/** Places the leaderboard lists. */
export const LEADERBOARD_SIZE = 10;
/** Ended tournaments the list shows. */
const ENDED_LISTED = 3;

interface TournamentRow {
  id: number;
  slug: string;
  currency: string;
  starts_at: number;
  ends_at: number;
  prizes: number[];
  status: 'running' | 'settled';
  minor_digits: number | null;
}

interface ScoreRow {
  user_id: number;
  score: number;
  rounds: number;
  account_id: number;
}

/** Monday 00:00 UTC of the week of `nowMs`. */
export function weekStartMs(nowMs: number): number {
  const day = new Date(nowMs);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return midnight - sinceMonday * 24 * 3600 * 1000;
}

/** Makes this week's tournament when it is not there yet. */
async function ensureCurrent(db: Queryable, nowMs: number): Promise<void> {
  const startsAt = weekStartMs(nowMs);
  const slug = `slots-week-${new Date(startsAt).toISOString().slice(0, 10)}`;
  await db.query('insert into casino_tournaments (slug, currency, starts_at, ends_at, prizes) values ($1, $2, $3, $4, $5::jsonb) on conflict (slug) do nothing', [
    slug,
    WEEKLY_TOURNAMENT.currency,
    startsAt,
    startsAt + WEEKLY_TOURNAMENT.weekMs,
    JSON.stringify(WEEKLY_TOURNAMENT.prizesMinor),
  ]);
}

/** The players' scores in a tournament, best first. */
async function scores(db: Queryable, tournament: TournamentRow): Promise<ScoreRow[]> {
  const rows = await db.query<ScoreRow>(
    `select p.user_id, sum((p.return_minor * 100) / p.stake_minor) as score, count(*) as rounds, (array_agg(p.account_id order by p.id desc))[1] as account_id
       from casino_plays p
      where p.mode = 'real' and p.kind = 'slot' and p.status = 'settled' and p.currency = $1 and p.created_at >= $2 and p.created_at < $3
      group by p.user_id
      order by score desc, min(p.id) asc`,
    [tournament.currency, tournament.starts_at, tournament.ends_at],
  );
  return rows.map((row) => ({ user_id: Number(row.user_id), score: Number(row.score), rounds: Number(row.rounds), account_id: Number(row.account_id) }));
}

/** Settles every ended tournament once: prizes credited through the ledger, places recorded. */
async function settleEnded(context: AppContext, nowMs: number): Promise<void> {
  const due = await context.db.query<{ id: number }>("select id from casino_tournaments where status = 'running' and ends_at <= $1 order by id", [nowMs]);
  for (const { id } of due) {
    await context.db.transaction(async (tx) => {
      const [tournament] = await tx.query<TournamentRow>(`select id, slug, currency, starts_at, ends_at, prizes, status, null as minor_digits from casino_tournaments where id = $1 and status = 'running' for update`, [id]);
      if (!tournament) return;
      const ranking = (await scores(tx, tournament)).filter((row) => row.score > 0);
      for (const [index, amountMinor] of tournament.prizes.entries()) {
        const winner = ranking[index];
        if (!winner || amountMinor <= 0) continue;
        let paid = false;
        try {
          const account = await lockAccount(tx, winner.account_id, winner.user_id);
          await credit(tx, account, amountMinor, LedgerReason.bonus, `casino-tournament:${tournament.id}:${index + 1}`, Math.floor(nowMs / 1000));
          paid = true;
        } catch {
          // the account the winner played on is closed: the place is recorded unpaid
        }
        await tx.query('insert into casino_tournament_prizes (tournament_id, rank, user_id, score, amount_minor, account_id, paid) values ($1, $2, $3, $4, $5, $6, $7)', [
          tournament.id,
          index + 1,
          winner.user_id,
          winner.score,
          amountMinor,
          winner.account_id,
          paid,
        ]);
      }
      await tx.query("update casino_tournaments set status = 'settled', settled_at = $2 where id = $1", [tournament.id, nowMs]);
    });
  }
}

const TOURNAMENT_SELECT = `select t.id, t.slug, t.currency, t.starts_at, t.ends_at, t.prizes, t.status, c.minor_digits
  from casino_tournaments t left join currencies c on c.iso = t.currency`;

async function toTournament(db: Queryable, row: TournamentRow, userId: number | null): Promise<CasinoTournament> {
  const ranking = await scores(db, row);
  const prizes = row.prizes.map(Number);
  const place = (entry: ScoreRow, index: number): CasinoTournamentRow => ({
    rank: index + 1,
    playerId: entry.user_id,
    score: entry.score,
    rounds: entry.rounds,
    prizeMinor: entry.score > 0 ? (prizes[index] ?? null) : null,
    you: entry.user_id === userId,
  });
  const mine = userId === null ? -1 : ranking.findIndex((entry) => entry.user_id === userId);
  return {
    id: row.id,
    slug: row.slug,
    currency: row.currency,
    minorDigits: row.minor_digits ?? 2,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    status: row.status,
    score: 'slot_return_multiple',
    prizesMinor: prizes,
    players: ranking.length,
    leaderboard: ranking.slice(0, LEADERBOARD_SIZE).map(place),
    you: mine >= 0 ? place(ranking[mine]!, mine) : null,
  };
}

/** The running tournament and the last ended ones (ended ones settled first). */
export async function casinoTournaments(context: AppContext, userId: number | null): Promise<CasinoTournaments> {
  const nowMs = context.clock.now();
  await settleEnded(context, nowMs);
  await ensureCurrent(context.db, nowMs);
  const running = await context.db.query<TournamentRow>(`${TOURNAMENT_SELECT} where t.status = 'running' and t.starts_at <= $1 order by t.starts_at desc`, [nowMs]);
  const ended = await context.db.query<TournamentRow>(`${TOURNAMENT_SELECT} where t.status = 'settled' order by t.ends_at desc limit ${ENDED_LISTED}`);
  const tournaments: CasinoTournament[] = [];
  for (const row of [...running, ...ended]) tournaments.push(await toTournament(context.db, row, userId));
  return { tournaments };
}

/** One tournament (settled first when it has ended). */
export async function casinoTournament(context: AppContext, id: number, userId: number | null): Promise<CasinoTournament> {
  const nowMs = context.clock.now();
  await settleEnded(context, nowMs);
  const [row] = await context.db.query<TournamentRow>(`${TOURNAMENT_SELECT} where t.id = $1 and t.starts_at <= $2`, [id, nowMs]);
  if (!row) throw notFound();
  return toTournament(context.db, row, userId);
}
