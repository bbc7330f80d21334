import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { assertMayWager } from '../limits/limits.enforce';
import { credit, debit, LedgerReason, lockAccount } from './accounts.money';

let api: TestApi;
let player: TestPlayer;
const now = () => Math.floor(api.clock.now() / 1000);

beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api, { balanceMinor: 10_000 });
});
afterAll(async () => {
  await api?.close();
});

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

async function balance(): Promise<number> {
  const [row] = await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]);
  return row?.balance_minor ?? -1;
}

describe('money helpers for other modules', () => {
  it('debits and credits inside one transaction with ledger rows', async () => {
    const after = await api.db.transaction(async (tx) => {
      const account = await lockAccount(tx, player.accountId, player.userId);
      expect(account).toMatchObject({ type: 0, currencyIso: 'EUR', balanceMinor: 10_000 });
      await debit(tx, account, 2_500, LedgerReason.bet, 'bet-1', now());
      return credit(tx, account, 1_000, LedgerReason.betWin, 'bet-1', now());
    });
    expect(after).toBe(8_500);
    expect(await balance()).toBe(8_500);
    const ledger = await api.db.query<{ amount_minor: number; balance_after_minor: number; reason: string }>(
      "select amount_minor, balance_after_minor, reason from ledger where account_id = $1 and ref = 'bet-1' order by id",
      [player.accountId],
    );
    expect(ledger).toEqual([
      { amount_minor: -2_500, balance_after_minor: 7_500, reason: 'bet' },
      { amount_minor: 1_000, balance_after_minor: 8_500, reason: 'bet_win' },
    ]);
  });

  it('refuses a debit below zero with 402 insufficient_funds and changes nothing', async () => {
    const error = await failure(
      api.db.transaction(async (tx) => {
        const account = await lockAccount(tx, player.accountId, player.userId);
        await debit(tx, account, 8_501, LedgerReason.bet, 'bet-2', now());
      }),
    );
    expect(error.statusCode).toBe(402);
    expect(error.body.code).toBe('insufficient_funds');
    expect(await balance()).toBe(8_500);
  });

  it("refuses to lock someone else's account with 404 account_not_found", async () => {
    const other = await registerPlayer(api);
    const error = await failure(api.db.transaction((tx) => lockAccount(tx, other.accountId, player.userId)));
    expect(error.statusCode).toBe(404);
    expect(error.body.code).toBe('account_not_found');
  });

  it('refuses non-integer amounts', async () => {
    const error = await failure(
      api.db.transaction(async (tx) => {
        const account = await lockAccount(tx, player.accountId, player.userId);
        await credit(tx, account, 1.5, LedgerReason.adjustment, null, now());
      }),
    );
    expect(error.body.code).toBe('invalid_amount');
  });

  it('serialises concurrent debits: never below zero', async () => {
    const fresh = await registerPlayer(api, { balanceMinor: 1_000 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        api.db.transaction(async (tx) => {
          const account = await lockAccount(tx, fresh.accountId, fresh.userId);
          await debit(tx, account, 300, LedgerReason.bet, `race-${index}`, now());
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    const [row] = await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [fresh.accountId]);
    expect(row?.balance_minor).toBe(100);
  });
});

describe('assertMayWager', () => {
  async function setLimit(userId: number, limitType: number, limitValue: number, endsAt: number | null = null): Promise<void> {
    await api.db.query(
      "insert into user_limits (user_id, limit_type, limit_value, limit_state, started_at, ends_at, created_at, updated_at) values ($1, $2, $3, 'ACTIVE', $4, $5, $4, $4)",
      [userId, limitType, limitValue, now() - 10, endsAt],
    );
  }

  it('allows a stake within the 24 h wagering limit and refuses the one above it (type 1)', async () => {
    const wagerer = await registerPlayer(api, { balanceMinor: 50_000 });
    await setLimit(wagerer.userId, 1, 5_000);
    await api.db.transaction(async (tx) => {
      await assertMayWager(tx, wagerer.userId, 3_000, now());
      await debit(tx, await lockAccount(tx, wagerer.accountId, wagerer.userId), 3_000, LedgerReason.bet, 'w-1', now());
    });
    const error = await failure(api.db.transaction((tx) => assertMayWager(tx, wagerer.userId, 2_001, now())));
    expect(error.statusCode).toBe(403);
    expect(error.body).toMatchObject({ code: 'wagering_limit_exceeded', details: { limitType: 1, limitValue: 5_000, limitBalance: 2_000 } });
    await api.db.transaction((tx) => assertMayWager(tx, wagerer.userId, 2_000, now()));
    // The 24 h window rolls: a day later the stake of 3,000 no longer counts.
    api.clock.advanceBy(86_401_000);
    await api.db.transaction((tx) => assertMayWager(tx, wagerer.userId, 5_000, now()));
  });

  it.each([
    [30, 'self_excluded'],
    [33, 'time_out_active'],
  ])('refuses while limit %i runs (%s)', async (limitType, code) => {
    const restricted = await registerPlayer(api, { balanceMinor: 1_000 });
    await setLimit(restricted.userId, limitType, 1, now() + 86_400);
    const error = await failure(api.db.transaction((tx) => assertMayWager(tx, restricted.userId, 100, now())));
    expect(error.statusCode).toBe(403);
    expect(error.body.code).toBe(code);
  });

  it('refuses past the session limit (31, hours per day)', async () => {
    const player31 = await registerPlayer(api, { balanceMinor: 1_000 });
    await setLimit(player31.userId, 31, 1);
    await api.db.transaction((tx) => assertMayWager(tx, player31.userId, 100, now()));
    api.clock.advanceBy(3_601_000);
    const error = await failure(api.db.transaction((tx) => assertMayWager(tx, player31.userId, 100, now())));
    expect(error.body.code).toBe('session_limit_reached');
  });
});
