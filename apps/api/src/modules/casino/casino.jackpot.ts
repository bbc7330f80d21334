import { JACKPOT_ODDS, JACKPOT_SHARE_BASIS_POINTS, jackpotContributionMinor, jackpotHits, type FairInput } from '@kickoff/casino-games';
import type { CasinoJackpots } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';

/**
 * The slots' pooled jackpot (issue 17; rules stated in `@kickoff/casino-games` jackpot): a real
 * slot round feeds the pool of its currency with its share of the stake and, when its jackpot draw
 * hits, wins the whole pool. Both moves are rows of `casino_jackpot_moves` written in the round's
 * transaction, the pool row locked, so the pool always equals contributions minus payouts; the win
 * reaches the player through the ledger (the wallet's credit) in the same transaction.
 */

/** Feeds the pool with a real slot round's share and pays the pool when the round's draw hits; answers the amount won (0 when none). */
export async function feedJackpot(
  tx: Queryable,
  round: { playId: number; currency: string; stakeMinor: number; fair: FairInput; now: number },
  pay: (amountMinor: number) => Promise<void>,
): Promise<number> {
  await tx.query('insert into casino_jackpots (currency) values ($1) on conflict (currency) do nothing', [round.currency]);
  const [pool] = await tx.query<{ pool_minor: number }>('select pool_minor from casino_jackpots where currency = $1 for update', [round.currency]);
  let poolMinor = Number(pool?.pool_minor ?? 0);
  const share = jackpotContributionMinor(round.stakeMinor);
  if (share > 0) {
    poolMinor += share;
    await tx.query("insert into casino_jackpot_moves (currency, play_id, kind, amount_minor, created_at) values ($1, $2, 'contribution', $3, $4)", [round.currency, round.playId, share, round.now]);
  }
  if (!jackpotHits(round.fair) || poolMinor === 0) {
    await tx.query('update casino_jackpots set pool_minor = $2 where currency = $1', [round.currency, poolMinor]);
    return 0;
  }
  await tx.query("insert into casino_jackpot_moves (currency, play_id, kind, amount_minor, created_at) values ($1, $2, 'payout', $3, $4)", [round.currency, round.playId, poolMinor, round.now]);
  await tx.query('update casino_jackpots set pool_minor = 0, last_win_minor = $2, last_won_at = $3 where currency = $1', [round.currency, poolMinor, round.now]);
  await pay(poolMinor);
  return poolMinor;
}

/** The pools as they are now, with the stated rules. */
export async function casinoJackpots(db: Queryable): Promise<CasinoJackpots> {
  const rows = await db.query<{ currency: string; pool_minor: number; last_win_minor: number | null; last_won_at: number | null; minor_digits: number | null }>(
    'select j.currency, j.pool_minor, j.last_win_minor, j.last_won_at, c.minor_digits from casino_jackpots j left join currencies c on c.iso = j.currency order by j.pool_minor desc, j.currency',
  );
  return {
    shareBasisPoints: JACKPOT_SHARE_BASIS_POINTS,
    odds: JACKPOT_ODDS,
    pools: rows.map((row) => ({
      currency: row.currency,
      minorDigits: row.minor_digits ?? 2,
      poolMinor: Number(row.pool_minor),
      lastWinMinor: row.last_win_minor === null ? null : Number(row.last_win_minor),
      lastWonAt: row.last_won_at === null ? null : Number(row.last_won_at),
    })),
  };
}
