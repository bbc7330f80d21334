import { playBaccarat, type BaccaratSide } from './baccarat/baccarat';
import { bestAction, blackjackAct, blackjackDeal } from './blackjack/blackjack';
import { playDice } from './dice/dice';
import type { RandomStream } from './fair/fair';
import { playRoulette, type RouletteBet } from './roulette/roulette';
import { playSlot } from './slot/slot.engine';
import type { TitleSetup } from './titles/titles';

/**
 * Headless play for the RTP measurement: one round of a title with a unit stake, the bet its
 * declaration is about (baccarat: banker; roulette: a rotating straight, red and dozen bet, every
 * roulette bet having the same RTP; dice: target 50; blackjack: the declared strategy), returning
 * what was wagered and returned in stakes (no rounding to minor units).
 */
export interface RoundReturn {
  wagered: number;
  returned: number;
}

const ROULETTE_PROBES: RouletteBet[] = [{ type: 'straight', numbers: [17] }, { type: 'red' }, { type: 'dozen', index: 2 }, { type: 'split', numbers: [0, 1] }];

/** Plays one unit-stake round of a title. */
export function simulateRound(setup: TitleSetup, random: RandomStream, round: number): RoundReturn {
  const STAKE = 1_000_000;
  switch (setup.kind) {
    case 'slot': {
      const outcome = playSlot(setup.model, random);
      return { wagered: 1, returned: outcome.units / outcome.lines };
    }
    case 'roulette': {
      const bet = ROULETTE_PROBES[round % ROULETTE_PROBES.length] as RouletteBet;
      return { wagered: 1, returned: (playRoulette([{ bet, stakeMinor: STAKE }], random).returnsMinor[0] as number) / STAKE };
    }
    case 'dice':
      return { wagered: 1, returned: playDice({ target: 50 }, STAKE, random).returnMinor / STAKE };
    case 'baccarat': {
      const side: BaccaratSide = 'banker';
      return { wagered: 1, returned: playBaccarat({ side }, STAKE * 100, random).returnMinor / (STAKE * 100) };
    }
    case 'blackjack': {
      let state = blackjackDeal(random);
      while (state.phase === 'player') state = blackjackAct(state, bestAction(state) ?? 'stand', random);
      return { wagered: state.doubled ? 2 : 1, returned: state.returnHalves / 2 };
    }
  }
}

/** A measurement of many rounds: the RTP and the bound it should lie within. */
export interface RtpMeasurement {
  rounds: number;
  measured: number;
  /** Standard deviation of one round's return per unit wagered (sample). */
  deviation: number;
  /** The half-width `z × deviation / √rounds` around the declared RTP. */
  bound: number;
}

/**
 * Plays `rounds` rounds (one stream for all, or one per round, e.g. the fair stream of nonce i) and measures returned / wagered; the bound is z (default 4, so a correct
 * table fails about once in 16,000 runs) standard errors of the ratio, from the sample deviation.
 */
export function measureRtp(setup: TitleSetup, random: RandomStream | ((round: number) => RandomStream), rounds: number, z = 4): RtpMeasurement {
  const streamOf = typeof random === 'function' ? random : () => random;
  let wagered = 0;
  let returned = 0;
  let rr = 0;
  let rw = 0;
  let ww = 0;
  for (let i = 0; i < rounds; i++) {
    const result = simulateRound(setup, streamOf(i), i);
    wagered += result.wagered;
    returned += result.returned;
    rr += result.returned * result.returned;
    rw += result.returned * result.wagered;
    ww += result.wagered * result.wagered;
  }
  const measured = returned / wagered;
  const meanWager = wagered / rounds;
  // delta method for a ratio of means: Var(ρ̂) ≈ E[(R - ρW)²] / (n E[W]²)
  const residual = (rr - 2 * measured * rw + measured * measured * ww) / rounds;
  const deviation = Math.sqrt(Math.max(residual, 0)) / meanWager;
  return { rounds, measured, deviation, bound: (z * deviation) / Math.sqrt(rounds) };
}
