import { z } from 'zod';
import { INT32_MAX } from '../common/bounds';
import { defineCall } from '../common/call';

/**
 * Casino play (issue 17): a table per title (its game kind, its maths, the provably fair seeds and
 * the balance), rounds played for real (the active account, through the ledger) or in demo (play
 * money of a demo session, no ledger rows), blackjack actions, client seed change, server seed
 * rotation and the verification of a past round. Paths are this project's, under `/casino-api/`.
 */

/** A demo session id (made by the server). */
export const DemoId = z.string().regex(/^demo-[a-f0-9]{32}$/);

/** Game kinds. */
export const CasinoGameKind = z.enum(['slot', 'roulette', 'blackjack', 'dice', 'baccarat']);
export type CasinoGameKind = z.infer<typeof CasinoGameKind>;

const StakeMinor = z.number().int().min(1).max(100_000_000);
const Pocket = z.number().int().min(0).max(36);

/** A roulette bet: inside bets list their numbers, outside bets name their kind. */
export const CasinoRouletteBet = z.union([
  z.object({ type: z.enum(['straight', 'split', 'street', 'corner', 'line']), numbers: z.array(Pocket).min(1).max(6) }),
  z.object({ type: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']) }),
  z.object({ type: z.enum(['dozen', 'column']), index: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
]);
export type CasinoRouletteBet = z.infer<typeof CasinoRouletteBet>;

/** A round's bet by game kind. */
export const CasinoBet = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot') }),
  z.object({ kind: z.literal('roulette'), bets: z.array(z.object({ bet: CasinoRouletteBet, stakeMinor: StakeMinor })).min(1).max(40) }),
  z.object({ kind: z.literal('dice'), target: z.number().int().min(2).max(98) }),
  z.object({ kind: z.literal('baccarat'), side: z.enum(['player', 'banker', 'tie']) }),
  z.object({ kind: z.literal('blackjack') }),
]);
export type CasinoBet = z.infer<typeof CasinoBet>;

const SlotSpin = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.number().int())),
  lineWins: z.array(z.object({ line: z.number().int(), symbol: z.number().int(), count: z.number().int(), pay: z.number() })),
  scatterCount: z.number().int(),
  scatterPay: z.number(),
  units: z.number(),
});
const Cards = z.array(z.number().int().min(0).max(51));

/** What a round came to, by game kind (an open blackjack hand shows the dealer's up card only). */
export const CasinoOutcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot'), spin: SlotSpin, freeSpins: z.array(SlotSpin), freeSpinMultiplier: z.number().int(), units: z.number(), lines: z.number().int() }),
  z.object({ kind: z.literal('roulette'), number: Pocket, returnsMinor: z.array(z.number().int()) }),
  z.object({ kind: z.literal('dice'), rollHundredths: z.number().int().min(0).max(9999), target: z.number().int(), won: z.boolean(), returnMinor: z.number().int() }),
  z.object({
    kind: z.literal('baccarat'),
    player: Cards,
    banker: Cards,
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    winner: z.enum(['player', 'banker', 'tie']),
    side: z.enum(['player', 'banker', 'tie']),
    returnMinor: z.number().int(),
  }),
  z.object({
    kind: z.literal('blackjack'),
    player: Cards,
    dealer: Cards,
    doubled: z.boolean(),
    phase: z.enum(['player', 'settled']),
    result: z.enum(['blackjack', 'win', 'push', 'lose']).nullable(),
    returnHalves: z.number().int(),
    actions: z.array(z.enum(['hit', 'stand', 'double'])),
  }),
]);
export type CasinoOutcome = z.infer<typeof CasinoOutcome>;

/** Real money or demo play money. */
export const CasinoPlayMode = z.enum(['real', 'demo']);
export type CasinoPlayMode = z.infer<typeof CasinoPlayMode>;

/** A round as the player sees it, with the balance after it. */
export const CasinoPlay = z.object({
  roundId: z.number().int(),
  gameId: z.number().int(),
  mode: CasinoPlayMode,
  kind: CasinoGameKind,
  nonce: z.number().int().min(0),
  serverSeedHash: z.string().regex(/^[a-f0-9]{64}$/),
  clientSeed: z.string(),
  bet: CasinoBet,
  stakeMinor: z.number().int(),
  wageredMinor: z.number().int(),
  returnMinor: z.number().int().min(0),
  status: z.enum(['open', 'settled']),
  outcome: CasinoOutcome,
  /** Blackjack actions the player may take now. */
  actions: z.array(z.enum(['hit', 'stand', 'double'])),
  balanceMinor: z.number().int().min(0),
  currency: z.string(),
  createdAt: z.number().int(),
  /** The pooled jackpot this round won (a real slot round; paid besides `returnMinor`), absent or 0 otherwise. */
  jackpotMinor: z.number().int().min(0).optional(),
});
export type CasinoPlay = z.infer<typeof CasinoPlay>;

/** The provably fair state of the player (or demo session): the committed server seed, the client seed, the next nonce. */
export const CasinoFairness = z.object({ serverSeedHash: z.string().regex(/^[a-f0-9]{64}$/), clientSeed: z.string(), nextNonce: z.number().int().min(0) });
export type CasinoFairness = z.infer<typeof CasinoFairness>;

/** A slot's maths as the view draws it. */
export const CasinoSlotTable = z.object({
  modelId: z.string(),
  reels: z.number().int(),
  rows: z.number().int(),
  lines: z.array(z.array(z.number().int())),
  symbols: z.array(z.object({ code: z.string(), role: z.enum(['regular', 'wild', 'scatter']), pays: z.array(z.number()) })),
  scatterPays: z.array(z.number()),
  freeSpins: z.object({ triggerCount: z.number().int(), spins: z.number().int(), multiplier: z.number().int() }).nullable(),
  volatility: z.enum(['low', 'medium', 'high']),
});
export type CasinoSlotTable = z.infer<typeof CasinoSlotTable>;

/** A title's table: its kind, maths, stakes, seeds, balance, any open round and the last rounds. */
export const CasinoTable = z.object({
  gameId: z.number().int(),
  name: z.string(),
  kind: CasinoGameKind,
  /** Declared RTP in percent. */
  rtp: z.number(),
  color1: z.string(),
  color2: z.string(),
  slot: CasinoSlotTable.nullable(),
  stakesMinor: z.array(z.number().int()),
  mode: CasinoPlayMode,
  fairness: CasinoFairness,
  balanceMinor: z.number().int().min(0),
  currency: z.string(),
  minorDigits: z.number().int().min(0).max(8),
  openRound: CasinoPlay.nullable(),
  history: z.array(CasinoPlay),
});
export type CasinoTable = z.infer<typeof CasinoTable>;

/** Query of the demo-capable calls: a demo session id plays demo, none the signed-in player's account. */
export const CasinoDemoQuery = z.object({ demoId: DemoId.optional() });
export type CasinoDemoQuery = z.infer<typeof CasinoDemoQuery>;

/** A new demo session with its play money. */
export const CasinoDemoSession = z.object({ demoId: DemoId, balanceMinor: z.number().int(), currency: z.string(), minorDigits: z.number().int() });
export type CasinoDemoSession = z.infer<typeof CasinoDemoSession>;

/** `POST /casino-api/v1/demo`: a demo session with 1,000.00 of play money (no account, no ledger). */
export const startCasinoDemoCall = defineCall({ name: 'casino.demo', method: 'POST', path: '/casino-api/v1/demo', response: CasinoDemoSession });

/** `GET /casino-api/v1/games/:gameId/table?demoId=`: the table in demo (with `demoId`) or for real (signed in). */
export const getCasinoTableCall = defineCall({ name: 'casino.table', method: 'GET', path: '/casino-api/v1/games/:gameId/table', query: CasinoDemoQuery, response: CasinoTable, retryable: true });

/** A round request: an idempotency id, the stake (a roulette round: the sum of its bets) and the bet. */
export const CasinoPlayRequest = z.object({
  requestId: z.string().min(8).max(80).regex(/^[A-Za-z0-9_:.-]+$/),
  demoId: DemoId.optional(),
  stakeMinor: StakeMinor,
  bet: CasinoBet,
});
export type CasinoPlayRequest = z.infer<typeof CasinoPlayRequest>;

/**
 * `POST /casino-api/v1/games/:gameId/play`: a round; for real the stake and the return go through
 * the ledger in one transaction, a repeated `requestId` answers the first round; 402
 * `insufficient_funds`, 403 with the limit codes, 409 `casino_round_open` while a blackjack hand runs.
 */
export const playCasinoGameCall = defineCall({ name: 'casino.play', method: 'POST', path: '/casino-api/v1/games/:gameId/play', body: CasinoPlayRequest, response: CasinoPlay, retryable: true });

/** Path parameters with a round id. */
export const CasinoRoundParams = z.object({ roundId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** A blackjack action; `step` is the number of actions taken before it, so a retry is answered, not repeated. */
export const CasinoActionRequest = z.object({ demoId: DemoId.optional(), action: z.enum(['hit', 'stand', 'double']), step: z.number().int().min(0).max(INT32_MAX) });
export type CasinoActionRequest = z.infer<typeof CasinoActionRequest>;

/** `POST /casino-api/v1/rounds/:roundId/action`: hit, stand or double an open blackjack hand (double stakes again). */
export const actCasinoRoundCall = defineCall({ name: 'casino.action', method: 'POST', path: '/casino-api/v1/rounds/:roundId/action', body: CasinoActionRequest, response: CasinoPlay, retryable: true });

/** A new client seed (1 to 64 printable characters). */
export const CasinoClientSeedRequest = z.object({ demoId: DemoId.optional(), clientSeed: z.string().trim().min(1).max(64).regex(/^[\x20-\x7e]+$/) });
export type CasinoClientSeedRequest = z.infer<typeof CasinoClientSeedRequest>;

/** `PUT /casino-api/v1/fairness/client-seed`: the client seed of the next rounds. */
export const setCasinoClientSeedCall = defineCall({ name: 'casino.fairness.client', method: 'PUT', path: '/casino-api/v1/fairness/client-seed', body: CasinoClientSeedRequest, response: CasinoFairness, retryable: true });

/** The server seed revealed by a rotation and the new commitment. */
export const CasinoRotation = z.object({ revealedServerSeed: z.string(), revealedServerSeedHash: z.string(), next: CasinoFairness });
export type CasinoRotation = z.infer<typeof CasinoRotation>;

/** `POST /casino-api/v1/fairness/rotate`: reveals the server seed in use and commits a new one; 409 `casino_round_open` while a hand runs. */
export const rotateCasinoSeedCall = defineCall({ name: 'casino.fairness.rotate', method: 'POST', path: '/casino-api/v1/fairness/rotate', body: CasinoDemoQuery, response: CasinoRotation });

/** What the verify page needs to recompute a round: the title, the seeds (the server seed once revealed) and the stored round. */
export const CasinoVerification = z.object({
  round: CasinoPlay,
  title: z.object({ id: z.number().int(), name: z.string(), categorySlug: z.string() }),
  serverSeed: z.string().nullable(),
  /** Digits after the point of the round's currency (2 for play money). */
  minorDigits: z.number().int().min(0).max(8),
});
export type CasinoVerification = z.infer<typeof CasinoVerification>;

/** `GET /casino-api/v1/rounds/:roundId/verify?demoId=`: the owner's round with its seeds. */
export const getCasinoVerificationCall = defineCall({ name: 'casino.verify', method: 'GET', path: '/casino-api/v1/rounds/:roundId/verify', query: CasinoDemoQuery, response: CasinoVerification, retryable: true });

/** The pooled jackpot of one currency: what it holds now and its last win. */
export const CasinoJackpotPool = z.object({
  currency: z.string(),
  minorDigits: z.number().int().min(0).max(8),
  poolMinor: z.number().int().min(0),
  lastWinMinor: z.number().int().min(0).nullable(),
  /** Epoch ms of the last win. */
  lastWonAt: z.number().int().nullable(),
});
export type CasinoJackpotPool = z.infer<typeof CasinoJackpotPool>;

/** The slots' pooled jackpot: its stated rules (share of each real slot stake, odds of a win) and the pools per currency. */
export const CasinoJackpots = z.object({ shareBasisPoints: z.number().int().min(0), odds: z.number().int().min(1), pools: z.array(CasinoJackpotPool) });
export type CasinoJackpots = z.infer<typeof CasinoJackpots>;

/** `GET /casino-api/v1/jackpots`: the pools as they are now (the lobby polls it). */
export const getCasinoJackpotsCall = defineCall({ name: 'casino.jackpots', method: 'GET', path: '/casino-api/v1/jackpots', response: CasinoJackpots, retryable: true });

/** A place on a tournament's leaderboard: the player (by number), the score, the rounds counted, the prize of the place. */
export const CasinoTournamentRow = z.object({
  rank: z.number().int().min(1),
  playerId: z.number().int(),
  score: z.number().int().min(0),
  rounds: z.number().int().min(0),
  prizeMinor: z.number().int().min(0).nullable(),
  you: z.boolean(),
});
export type CasinoTournamentRow = z.infer<typeof CasinoTournamentRow>;

/**
 * A casino tournament: its period `[startsAt, endsAt)` (epoch ms), its currency, the stated score
 * (`slot_return_multiple`: each real slot round in the period and currency scores its return divided
 * by its stake, in hundredths; a player's score is the sum; ties go to the earlier first round), the
 * prizes by place, the live leaderboard (the first ten) and the asking player's own place.
 * `settled`: the period has ended and the prizes are paid.
 */
export const CasinoTournament = z.object({
  id: z.number().int(),
  slug: z.string(),
  currency: z.string(),
  minorDigits: z.number().int().min(0).max(8),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  status: z.enum(['running', 'settled']),
  score: z.literal('slot_return_multiple'),
  prizesMinor: z.array(z.number().int().min(0)),
  players: z.number().int().min(0),
  leaderboard: z.array(CasinoTournamentRow),
  you: CasinoTournamentRow.nullable(),
});
export type CasinoTournament = z.infer<typeof CasinoTournament>;

/** The running tournament first, then the last ended ones. */
export const CasinoTournaments = z.object({ tournaments: z.array(CasinoTournament) });
export type CasinoTournaments = z.infer<typeof CasinoTournaments>;

/** A tournament id in the path. */
export const CasinoTournamentParams = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

/** `GET /casino-api/v1/tournaments`: the tournaments (ended ones are settled first, once). */
export const getCasinoTournamentsCall = defineCall({ name: 'casino.tournaments', method: 'GET', path: '/casino-api/v1/tournaments', response: CasinoTournaments, retryable: true });

/** `GET /casino-api/v1/tournaments/:id`: one tournament with its live leaderboard. */
export const getCasinoTournamentCall = defineCall({ name: 'casino.tournament', method: 'GET', path: '/casino-api/v1/tournaments/:id', response: CasinoTournament, retryable: true });
