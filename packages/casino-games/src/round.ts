import { BACCARAT_RETURNS, playBaccarat, type BaccaratOutcome, type BaccaratSide } from './baccarat/baccarat';
import { blackjackReplay, type BlackjackAction, type BlackjackState } from './blackjack/blackjack';
import { isDiceTarget, playDice, type DiceOutcome } from './dice/dice';
import type { RandomStream } from './fair/fair';
import { payMinor } from './money';
import { coveredNumbers, playRoulette, type RouletteBet, type RouletteOutcome } from './roulette/roulette';
import { playSlot } from './slot/slot.engine';
import type { SlotOutcome } from './slot/slot.types';
import type { TitleSetup } from './titles/titles';

/** A round's bet, by game kind; the stake of a roulette round is the sum of its bets' stakes. */
export type GameBet =
  | { kind: 'slot' }
  | { kind: 'roulette'; bets: { bet: RouletteBet; stakeMinor: number }[] }
  | { kind: 'dice'; target: number }
  | { kind: 'baccarat'; side: BaccaratSide }
  | { kind: 'blackjack' };

/** What a round came to, by game kind. */
export type GameOutcome = SlotOutcome | RouletteOutcome | DiceOutcome | BaccaratOutcome | BlackjackState;

/** A played (or, for blackjack, running) round in minor units. */
export interface GameRound {
  outcome: GameOutcome;
  /** Everything staked so far (a doubled blackjack hand stakes twice). */
  wageredMinor: number;
  /** What the round returns to the player (zero while it runs). */
  returnMinor: number;
  settled: boolean;
}

/** Largest number of bets on one roulette spin. */
export const MAX_ROULETTE_BETS = 40;

/** The stake of a bet: the sum of a roulette round's bets, else the round stake. */
export function stakeOf(bet: GameBet, stakeMinor: number): number {
  return bet.kind === 'roulette' ? bet.bets.reduce((sum, item) => sum + item.stakeMinor, 0) : stakeMinor;
}

/** Why a bet cannot be played on a title (an error code), or null. */
export function betError(setup: TitleSetup, bet: GameBet, stakeMinor: number): string | null {
  if (bet.kind !== setup.kind) return 'casino_bet_kind';
  if (bet.kind === 'roulette') {
    if (bet.bets.length === 0 || bet.bets.length > MAX_ROULETTE_BETS) return 'casino_bet_count';
    if (bet.bets.some((item) => coveredNumbers(item.bet) === null)) return 'casino_bet_illegal';
    if (bet.bets.some((item) => !Number.isInteger(item.stakeMinor) || item.stakeMinor < 1)) return 'casino_bet_stake';
    if (stakeOf(bet, stakeMinor) !== stakeMinor) return 'casino_bet_stake';
  }
  if (bet.kind === 'dice' && !isDiceTarget(bet.target)) return 'casino_bet_illegal';
  if (bet.kind === 'baccarat' && !(bet.side in BACCARAT_RETURNS)) return 'casino_bet_illegal';
  return null;
}

/**
 * Plays a round of a title from its random stream: every kind settles at once but blackjack, which
 * replays its actions (legal ones only; the caller checks with `legalActions`).
 */
export function playGame(setup: TitleSetup, bet: GameBet, stakeMinor: number, random: RandomStream, actions: readonly BlackjackAction[] = []): GameRound {
  switch (bet.kind) {
    case 'slot': {
      if (setup.kind !== 'slot') throw new Error('not a slot');
      const outcome = playSlot(setup.model, random);
      return { outcome, wageredMinor: stakeMinor, returnMinor: payMinor(stakeMinor, outcome.units, outcome.lines), settled: true };
    }
    case 'roulette': {
      const outcome = playRoulette(bet.bets, random);
      return { outcome, wageredMinor: stakeOf(bet, stakeMinor), returnMinor: outcome.returnsMinor.reduce((sum, value) => sum + value, 0), settled: true };
    }
    case 'dice': {
      const outcome = playDice({ target: bet.target }, stakeMinor, random);
      return { outcome, wageredMinor: stakeMinor, returnMinor: outcome.returnMinor, settled: true };
    }
    case 'baccarat': {
      const outcome = playBaccarat({ side: bet.side }, stakeMinor, random);
      return { outcome, wageredMinor: stakeMinor, returnMinor: outcome.returnMinor, settled: true };
    }
    case 'blackjack': {
      const outcome = blackjackReplay(random, actions);
      const settled = outcome.phase === 'settled';
      return { outcome, wageredMinor: stakeMinor * (outcome.doubled ? 2 : 1), returnMinor: settled ? payMinor(stakeMinor, outcome.returnHalves, 2) : 0, settled };
    }
  }
}
