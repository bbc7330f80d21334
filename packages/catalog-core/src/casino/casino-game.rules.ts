import {
  fairStream,
  hashServerSeed,
  playGame,
  roundDigestHex,
  titleSetup,
  type GameBet,
} from '@kickoff/casino-games';
import type { CasinoPlay, CasinoRouletteBet, CasinoVerification } from '@kickoff/contracts';

/** A settled round's net result in minor units: what it returned minus what was staked. */
export const roundNetMinor = (round: Pick<CasinoPlay, 'returnMinor' | 'wageredMinor'>) => round.returnMinor - round.wageredMinor;

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
