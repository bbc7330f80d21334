import {
  betError,
  declaredRtpPercent,
  fairStream,
  hashServerSeed,
  legalActions,
  playGame,
  titleSetup,
  type BlackjackAction,
  type BlackjackState,
  type GameBet,
  type GameRound,
  type TitleSetup,
} from '@kickoff/casino-games';
import type { CasinoActionRequest, CasinoBet, CasinoDemoSession, CasinoFairness, CasinoPlay, CasinoPlayRequest, CasinoRotation, CasinoRoundResult, CasinoTable, CasinoVerification } from '@kickoff/contracts';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind, notFound } from '../../http/errors';
import { credit, debit, LedgerReason, lockActiveAccount, type LockedAccount } from '../accounts/accounts.money';
import { nowSeconds } from '../auth/auth.session';
import { assertMayWager } from '../limits/limits.enforce';
import { assertNotBanned } from '../user/ban.enforce';
import { feedJackpot } from './casino.jackpot';
import { DEMO_STAKES_MINOR, findGame, playAccount, type GameRow } from './casino.service';

/**
 * Casino play (issue 17): every round's numbers come from HMAC-SHA256 of the owner's committed
 * server seed, the client seed and the nonce (`@kickoff/casino-games`); real rounds move money
 * through the ledger (stake debit and return credit in the round's transaction, idempotent on the
 * request id, after the limits' `assertMayWager`); demo rounds move a demo session's play money and
 * write no ledger row.
 */

/** Play money a demo session starts with, in minor units (1,000.00). */
export const DEMO_START_BALANCE_MINOR = 100_000;
/** The currency label of play money. */
export const DEMO_CURRENCY = 'DEMO';
/** Rounds of a game the table lists. */
export const HISTORY_SIZE = 20;

/** Who plays: a signed-in player for real, or a demo session. */
export type PlayOwner = { mode: 'real'; owner: string; userId: number } | { mode: 'demo'; owner: string; demoId: string };

export const realOwner = (userId: number): PlayOwner => ({ mode: 'real', owner: `user:${userId}`, userId });
export const demoOwner = (demoId: string): PlayOwner => ({ mode: 'demo', owner: `demo:${demoId}`, demoId });

const conflict = (code: string) => new DomainError(DomainErrorKind.conflict, code, code);
const invalid = (code: string) => new DomainError(DomainErrorKind.invalid, code, code);

interface SeedRow {
  id: number;
  owner: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  revealed_at: number | null;
}

interface PlayRow {
  id: number;
  request_id: string;
  owner: string;
  mode: 'real' | 'demo';
  user_id: number | null;
  game_id: number;
  kind: CasinoPlay['kind'];
  seed_id: number;
  nonce: number;
  client_seed: string;
  server_seed_hash: string;
  bet: CasinoBet;
  stake_minor: number;
  wagered_minor: number;
  return_minor: number;
  actions: BlackjackAction[];
  outcome: CasinoPlay['outcome'];
  status: 'open' | 'settled';
  balance_after_minor: number;
  currency: string;
  created_at: number;
  jackpot_minor: number;
}

const PLAY_SELECT = `select p.id, p.request_id, p.owner, p.mode, p.user_id, p.game_id, p.kind, p.seed_id, p.nonce, p.client_seed, s.server_seed_hash, p.bet, p.stake_minor,
  p.wagered_minor, p.return_minor, p.actions, p.outcome, p.status, p.balance_after_minor, p.currency, p.created_at, p.jackpot_minor
  from casino_plays p join casino_fair_seeds s on s.id = p.seed_id`;

/** The setup of a catalogue game. */
export const setupOf = (game: GameRow): TitleSetup => titleSetup({ id: game.id, name: game.name, categorySlug: game.category_slug });

/** A round as the player sees it: an open blackjack hand hides the dealer's hole card. */
export function toPlay(row: PlayRow): CasinoPlay {
  let outcome = row.outcome;
  let actions: BlackjackAction[] = [];
  if (outcome.kind === 'blackjack' && row.status === 'open') {
    actions = legalActions(outcome as BlackjackState);
    outcome = { ...outcome, dealer: outcome.dealer.slice(0, 1) };
  }
  return {
    roundId: row.id,
    gameId: row.game_id,
    mode: row.mode,
    kind: row.kind,
    nonce: row.nonce,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    bet: row.bet,
    stakeMinor: row.stake_minor,
    wageredMinor: row.wagered_minor,
    returnMinor: row.return_minor,
    status: row.status,
    outcome,
    actions,
    balanceMinor: row.balance_after_minor,
    currency: row.currency,
    createdAt: row.created_at,
    ...(Number(row.jackpot_minor) > 0 ? { jackpotMinor: Number(row.jackpot_minor) } : {}),
  };
}

/** Starts a demo session with its play money. */
export async function startDemo(context: AppContext): Promise<CasinoDemoSession> {
  const demoId = `demo-${randomBytes(16).toString('hex')}`;
  await context.db.query('insert into casino_demo_sessions (id, balance_minor, created_at) values ($1, $2, $3)', [demoId, DEMO_START_BALANCE_MINOR, nowSeconds(context)]);
  return { demoId, balanceMinor: DEMO_START_BALANCE_MINOR, currency: DEMO_CURRENCY, minorDigits: 2 };
}

/** A demo session's balance (404 for an unknown one); locked when `lock`. */
async function demoBalance(db: Queryable, demoId: string, lock = false): Promise<number> {
  const [row] = await db.query<{ balance_minor: number }>(`select balance_minor from casino_demo_sessions where id = $1${lock ? ' for update' : ''}`, [demoId]);
  if (!row) throw new DomainError(DomainErrorKind.notFound, 'casino_demo_not_found', 'casino_demo_not_found');
  return row.balance_minor;
}

/** The owner's active seed pair, made (and committed by its hash) when there is none. */
async function activeSeed(tx: Queryable, owner: string, now: number, lock = false): Promise<SeedRow> {
  const select = `select id, owner, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at from casino_fair_seeds where owner = $1 and revealed_at is null${lock ? ' for update' : ''}`;
  const [row] = await tx.query<SeedRow>(select, [owner]);
  if (row) return row;
  const serverSeed = randomBytes(32).toString('hex');
  await tx.query(
    `insert into casino_fair_seeds (owner, server_seed, server_seed_hash, client_seed, created_at) values ($1, $2, $3, $4, $5)
     on conflict (owner) where revealed_at is null do nothing`,
    [owner, serverSeed, hashServerSeed(serverSeed), randomBytes(8).toString('hex'), now],
  );
  const [made] = await tx.query<SeedRow>(select, [owner]);
  if (!made) throw new Error('seed pair not created');
  return made;
}

const fairnessOf = (seed: SeedRow): CasinoFairness => ({ serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nextNonce: seed.next_nonce });

async function openRound(db: Queryable, owner: string): Promise<PlayRow | undefined> {
  const [row] = await db.query<PlayRow>(`${PLAY_SELECT} where p.owner = $1 and p.status = 'open'`, [owner]);
  return row;
}

/** A title's table for the owner: kind, maths, stakes, seeds, balance, open round and last rounds. */
export async function casinoTable(context: AppContext, gameId: number, who: PlayOwner): Promise<CasinoTable> {
  const game = await findGame(context.db, gameId);
  const setup = setupOf(game);
  const now = nowSeconds(context);
  let balance: { balanceMinor: number; currency: string; minorDigits: number };
  if (who.mode === 'demo') balance = { balanceMinor: await demoBalance(context.db, who.demoId), currency: DEMO_CURRENCY, minorDigits: 2 };
  else {
    const account = await playAccount(context.db, who.userId);
    if (!account) throw new DomainError(DomainErrorKind.notFound, 'account_not_found', 'main_account_not_found');
    balance = account;
  }
  const seed = await context.db.transaction((tx) => activeSeed(tx, who.owner, now));
  const open = await openRound(context.db, who.owner);
  const history = await context.db.query<PlayRow>(`${PLAY_SELECT} where p.owner = $1 and p.game_id = $2 and p.status = 'settled' order by p.id desc limit ${HISTORY_SIZE}`, [who.owner, gameId]);
  const model = setup.kind === 'slot' ? setup.model : null;
  return {
    gameId,
    name: game.name,
    kind: setup.kind,
    rtp: declaredRtpPercent(setup),
    color1: game.color1,
    color2: game.color2,
    slot: model
      ? {
          modelId: model.id,
          reels: model.reels.length,
          rows: model.rows,
          lines: model.lines.map((line) => [...line]),
          symbols: model.symbols.map((symbol) => ({ code: symbol.code, role: symbol.role, pays: [...symbol.pays] })),
          scatterPays: [...model.scatterPays],
          freeSpins: model.freeSpins,
          volatility: model.volatility,
        }
      : null,
    stakesMinor: [...DEMO_STAKES_MINOR],
    mode: who.mode,
    fairness: fairnessOf(seed),
    ...balance,
    openRound: open && open.game_id === gameId ? toPlay(open) : null,
    history: history.map(toPlay),
  };
}

/** Money of one owner inside a round's transaction: the locked account, or the locked demo session. */
interface Wallet {
  balanceMinor: number;
  currency: string;
  take(amountMinor: number, ref: string): Promise<void>;
  give(amountMinor: number, ref: string): Promise<void>;
}

async function openWallet(tx: Queryable, who: PlayOwner, now: number): Promise<Wallet & { accountId: number | null }> {
  if (who.mode === 'real') {
    const account: LockedAccount = await lockActiveAccount(tx, who.userId);
    const wallet = {
      accountId: account.id,
      balanceMinor: account.balanceMinor,
      currency: account.currencyIso,
      take: async (amountMinor: number, ref: string) => {
        wallet.balanceMinor = await debit(tx, account, amountMinor, LedgerReason.casinoBet, ref, now);
        account.balanceMinor = wallet.balanceMinor;
      },
      give: async (amountMinor: number, ref: string) => {
        if (amountMinor <= 0) return;
        wallet.balanceMinor = await credit(tx, account, amountMinor, LedgerReason.casinoWin, ref, now);
        account.balanceMinor = wallet.balanceMinor;
      },
    };
    return wallet;
  }
  const wallet = {
    accountId: null,
    balanceMinor: await demoBalance(tx, who.demoId, true),
    currency: DEMO_CURRENCY,
    take: async (amountMinor: number) => {
      if (wallet.balanceMinor < amountMinor) throw new DomainError(DomainErrorKind.insufficientFunds, 'insufficient_funds', 'main_insufficient_funds');
      wallet.balanceMinor -= amountMinor;
      await tx.query('update casino_demo_sessions set balance_minor = $2 where id = $1', [who.demoId, wallet.balanceMinor]);
    },
    give: async (amountMinor: number) => {
      if (amountMinor <= 0) return;
      wallet.balanceMinor += amountMinor;
      await tx.query('update casino_demo_sessions set balance_minor = $2 where id = $1', [who.demoId, wallet.balanceMinor]);
    },
  };
  return wallet;
}

async function playRowById(tx: Queryable, id: number): Promise<PlayRow> {
  const [row] = await tx.query<PlayRow>(`${PLAY_SELECT} where p.id = $1`, [id]);
  if (!row) throw notFound();
  return row;
}

/** Plays a round of a title (see the call's contract for the refusals). */
export async function playCasinoGame(context: AppContext, gameId: number, who: PlayOwner, body: CasinoPlayRequest): Promise<CasinoPlay> {
  const game = await findGame(context.db, gameId);
  const setup = setupOf(game);
  const bet = body.bet as GameBet;
  const error = betError(setup, bet, body.stakeMinor);
  if (error) throw invalid(error);
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const wallet = await openWallet(tx, who, now);
    const [previous] = await tx.query<{ id: number }>('select id from casino_plays where owner = $1 and request_id = $2', [who.owner, body.requestId]);
    if (previous) return toPlay(await playRowById(tx, previous.id));
    if (await openRound(tx, who.owner)) throw conflict('casino_round_open');
    if (who.mode === 'real') {
      await assertNotBanned(tx, who.userId, 'casino');
      await assertMayWager(tx, who.userId, body.stakeMinor, now);
    }
    const seed = await activeSeed(tx, who.owner, now, true);
    const nonce = seed.next_nonce;
    const round: GameRound = playGame(setup, bet, body.stakeMinor, fairStream({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce }));
    const ref = `casino:${body.requestId}`;
    await wallet.take(round.wageredMinor, ref);
    if (round.settled) await wallet.give(round.returnMinor, ref);
    await tx.query('update casino_fair_seeds set next_nonce = next_nonce + 1 where id = $1', [seed.id]);
    const [inserted] = await tx.query<{ id: number }>(
      `insert into casino_plays (request_id, owner, mode, user_id, account_id, game_id, kind, seed_id, nonce, client_seed, bet, stake_minor, wagered_minor, return_minor,
         outcome, status, balance_after_minor, currency, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15::jsonb, $16, $17, $18, $19) returning id`,
      [
        body.requestId,
        who.owner,
        who.mode,
        who.mode === 'real' ? who.userId : null,
        wallet.accountId,
        gameId,
        setup.kind,
        seed.id,
        nonce,
        seed.client_seed,
        JSON.stringify(bet),
        body.stakeMinor,
        round.wageredMinor,
        round.returnMinor,
        JSON.stringify(round.outcome),
        round.settled ? 'settled' : 'open',
        wallet.balanceMinor,
        wallet.currency,
        context.clock.now(),
      ],
    );
    const playId = inserted?.id ?? 0;
    if (who.mode === 'real' && setup.kind === 'slot') {
      // issue 17: a real slot round feeds the pooled jackpot and may win it (paid through the ledger)
      const fair = { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce };
      const won = await feedJackpot(tx, { playId, currency: wallet.currency, stakeMinor: body.stakeMinor, fair, now: context.clock.now() }, (amountMinor) => wallet.give(amountMinor, `${ref}:jackpot`));
      if (won > 0) await tx.query('update casino_plays set jackpot_minor = $2, balance_after_minor = $3 where id = $1', [playId, won, wallet.balanceMinor]);
    }
    return toPlay(await playRowById(tx, playId));
  });
}

/** Takes a blackjack action; a retry of the same step answers the round as it is. */
export async function actCasinoRound(context: AppContext, roundId: number, who: PlayOwner, body: CasinoActionRequest): Promise<CasinoPlay> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const wallet = await openWallet(tx, who, now);
    const [locked] = await tx.query<{ id: number }>('select id from casino_plays where id = $1 and owner = $2 for update', [roundId, who.owner]);
    if (!locked) throw notFound();
    const row = await playRowById(tx, roundId);
    if (row.actions.length > body.step) {
      if (row.actions[body.step] === body.action) return toPlay(row);
      throw conflict('casino_action_stale');
    }
    if (row.actions.length < body.step) throw conflict('casino_action_stale');
    if (row.status !== 'open' || row.outcome.kind !== 'blackjack') throw conflict('casino_round_settled');
    if (!legalActions(row.outcome as BlackjackState).includes(body.action)) throw invalid('casino_action_illegal');
    const [seed] = await tx.query<SeedRow>('select id, owner, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at from casino_fair_seeds where id = $1', [row.seed_id]);
    if (!seed) throw notFound();
    const game = await findGame(tx, row.game_id);
    const actions = [...row.actions, body.action];
    const ref = `casino:${row.request_id}`;
    if (body.action === 'double') {
      if (who.mode === 'real') {
        await assertNotBanned(tx, who.userId, 'casino');
        await assertMayWager(tx, who.userId, row.stake_minor, now);
      }
      await wallet.take(row.stake_minor, `${ref}:double`);
    }
    const round = playGame(setupOf(game), row.bet as GameBet, row.stake_minor, fairStream({ serverSeed: seed.server_seed, clientSeed: row.client_seed, nonce: row.nonce }), actions);
    if (round.settled) await wallet.give(round.returnMinor, ref);
    await tx.query('update casino_plays set actions = $2::jsonb, outcome = $3::jsonb, wagered_minor = $4, return_minor = $5, status = $6, balance_after_minor = $7 where id = $1', [
      roundId,
      JSON.stringify(actions),
      JSON.stringify(round.outcome),
      round.wageredMinor,
      round.returnMinor,
      round.settled ? 'settled' : 'open',
      wallet.balanceMinor,
    ]);
    return toPlay(await playRowById(tx, roundId));
  });
}

/** Sets the client seed of the next rounds. */
export async function setClientSeed(context: AppContext, who: PlayOwner, clientSeed: string): Promise<CasinoFairness> {
  if (who.mode === 'demo') await demoBalance(context.db, who.demoId);
  return context.db.transaction(async (tx) => {
    const seed = await activeSeed(tx, who.owner, nowSeconds(context), true);
    await tx.query('update casino_fair_seeds set client_seed = $2 where id = $1', [seed.id, clientSeed]);
    return fairnessOf({ ...seed, client_seed: clientSeed });
  });
}

/** Reveals the server seed in use and commits a new one (not while a hand is open: its seed must stay secret). */
export async function rotateSeed(context: AppContext, who: PlayOwner): Promise<CasinoRotation> {
  if (who.mode === 'demo') await demoBalance(context.db, who.demoId);
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const seed = await activeSeed(tx, who.owner, now, true);
    if (await openRound(tx, who.owner)) throw conflict('casino_round_open');
    await tx.query('update casino_fair_seeds set revealed_at = $2 where id = $1', [seed.id, now]);
    const next = await activeSeed(tx, who.owner, now);
    await tx.query('update casino_fair_seeds set client_seed = $2 where id = $1', [next.id, seed.client_seed]);
    return { revealedServerSeed: seed.server_seed, revealedServerSeedHash: seed.server_seed_hash, next: fairnessOf({ ...next, client_seed: seed.client_seed }) };
  });
}

/** A past round of the owner with its seeds; the server seed only once revealed. */
export async function verification(context: AppContext, roundId: number, who: PlayOwner): Promise<CasinoVerification> {
  const [row] = await context.db.query<PlayRow>(`${PLAY_SELECT} where p.id = $1 and p.owner = $2`, [roundId, who.owner]);
  if (!row) throw notFound();
  const [seed] = await context.db.query<SeedRow>('select id, owner, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at from casino_fair_seeds where id = $1', [row.seed_id]);
  const game = await findGame(context.db, row.game_id);
  const [currency] = row.mode === 'real' ? await context.db.query<{ minor_digits: number }>('select minor_digits from currencies where iso = $1', [row.currency]) : [];
  return {
    round: toPlay(row),
    minorDigits: currency?.minor_digits ?? 2,
    title: { id: game.id, name: game.name, categorySlug: game.category_slug },
    serverSeed: seed && seed.revealed_at !== null ? seed.server_seed : null,
  };
}

/**
 * The earlier one-call round (`POST /casino-api/v1/games/:gameId/round`, kept for its clients): a
 * real spin of a slot title through `playCasinoGame`, answered in the earlier shape (`reels` are the
 * reel stops); other kinds answer 400 `casino_bet_kind`.
 */
export async function playSlotRound(context: AppContext, userId: number, gameId: number, body: { requestId: string; stakeMinor: number }): Promise<CasinoRoundResult> {
  const round = await playCasinoGame(context, gameId, realOwner(userId), { requestId: body.requestId, stakeMinor: body.stakeMinor, bet: { kind: 'slot' } });
  return {
    roundId: round.roundId,
    gameId: round.gameId,
    stakeMinor: round.stakeMinor,
    winMinor: round.returnMinor,
    balanceMinor: round.balanceMinor,
    currency: round.currency,
    reels: round.outcome.kind === 'slot' ? round.outcome.spin.stops : [],
  };
}
