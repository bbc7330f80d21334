import {
  coveredNumbers,
  fairStream,
  hashServerSeed,
  playGame,
  roundDigestHex,
  titleSetup,
  type GameBet,
} from '@kickoff/casino-games';
import type { CasinoPlay, CasinoRouletteBet, CasinoVerification } from '@kickoff/contracts';

/** A settled round's net result in minor units: what it returned minus what was staked. */
export const roundNetMinor = (round: Pick<CasinoPlay, 'returnMinor' | 'wageredMinor' | 'jackpotMinor'>) => round.returnMinor + (round.jackpotMinor ?? 0) - round.wageredMinor;

/** JSON with object keys sorted, so values stored by the database (which reorders keys) compare by content. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Whether two roulette bets are the same bet (same kind and numbers). */
export function sameRouletteBet(a: CasinoRouletteBet, b: CasinoRouletteBet): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** What the in-browser verification of a round found. */
export interface RoundVerification {
  /** Null while the server seed is not revealed (rotate the seed first). */
  serverSeedRevealed: boolean;
  /** SHA-256 of the revealed seed equals the hash committed before the round. */
  hashMatches: boolean;
  /** Replaying the round from the seeds gives the stored outcome and return. */
  outcomeMatches: boolean;
  recomputedReturnMinor: number | null;
  /** The round's first HMAC block, hex. */
  digestHex: string | null;
}

/**
 * Recomputes a round from its revealed server seed, client seed and nonce with the same engine the
 * server ran (issue 17 "a verify page recomputes any past round in the browser").
 */
export function verifyRound(data: CasinoVerification): RoundVerification {
  if (data.serverSeed === null) return { serverSeedRevealed: false, hashMatches: false, outcomeMatches: false, recomputedReturnMinor: null, digestHex: null };
  const input = { serverSeed: data.serverSeed, clientSeed: data.round.clientSeed, nonce: data.round.nonce };
  const hashMatches = hashServerSeed(data.serverSeed) === data.round.serverSeedHash;
  const actions = data.round.outcome.kind === 'blackjack' ? data.round.outcome.actions : [];
  let replay: ReturnType<typeof playGame> | null = null;
  try {
    replay = playGame(titleSetup(data.title), data.round.bet as GameBet, data.round.stakeMinor, fairStream(input), actions);
  } catch {
    // a stored round the engine cannot replay (an illegal action list) does not verify
  }
  const recomputedReturnMinor = replay ? replay.returnMinor : null;
  const outcomeMatches = replay !== null && canonicalJson(replay.outcome) === canonicalJson(data.round.outcome) && replay.returnMinor === data.round.returnMinor;
  return { serverSeedRevealed: true, hashMatches, outcomeMatches, recomputedReturnMinor, digestHex: roundDigestHex(input) };
}

/** The inside bets the roulette board places from a pressed number. */
export const ROULETTE_INSIDE_TYPES = ['straight', 'split', 'street', 'corner', 'line'] as const;
export type RouletteInsideType = (typeof ROULETTE_INSIDE_TYPES)[number];

/**
 * The inside bet of a type anchored at a pressed number (layout: three numbers a row, zero above):
 * a split with the next number in the row (else the one below, 0 with 1), the number's street, the
 * corner to its lower right (kept on the layout), the six-line from its row (0 has none); null when
 * the type has no bet there. The result is always a legal bet of the engine.
 */
export function insideBetAt(type: RouletteInsideType, n: number): CasinoRouletteBet | null {
  let numbers: number[] | null;
  if (type === 'straight') numbers = [n];
  else if (n === 0) numbers = type === 'split' ? [0, 1] : type === 'street' ? [0, 1, 2] : type === 'corner' ? [0, 1, 2, 3] : null;
  else if (type === 'split') numbers = n % 3 !== 0 ? [n, n + 1] : n <= 33 ? [n, n + 3] : [n - 3, n];
  else if (type === 'street') {
    const start = 3 * Math.floor((n - 1) / 3) + 1;
    numbers = [start, start + 1, start + 2];
  } else if (type === 'corner') {
    let base = n % 3 === 0 ? n - 1 : n;
    if (base > 32) base -= 3;
    numbers = [base, base + 1, base + 3, base + 4];
  } else {
    const start = Math.min(3 * Math.floor((n - 1) / 3) + 1, 31);
    numbers = [start, start + 1, start + 2, start + 3, start + 4, start + 5];
  }
  if (numbers === null) return null;
  const bet: CasinoRouletteBet = { type, numbers };
  return coveredNumbers(bet) ? bet : null;
}
