import type { RandomStream } from '../fair/fair';
import { payMinor } from '../money';

/**
 * Dice: the roll is a uniform number from 00.00 to 99.99 (an integer 0..9999 in hundredths). A bet
 * "under T" (T from 2 to 98) wins when the roll is below T and returns 99/T times the stake, so its
 * return is exactly 99 %.
 */

/** The declared RTP of every dice bet. */
export const DICE_RTP = 0.99;
/** Smallest and largest target. */
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 98;

/** A dice bet: roll under `target`. */
export interface DiceBet {
  target: number;
}

/** A dice round: the roll in hundredths and the return. */
export interface DiceOutcome {
  kind: 'dice';
  rollHundredths: number;
  target: number;
  won: boolean;
  returnMinor: number;
}

/** Whether a target is allowed. */
export const isDiceTarget = (target: number) => Number.isInteger(target) && target >= DICE_MIN_TARGET && target <= DICE_MAX_TARGET;

/** Rolls and settles. */
export function playDice(bet: DiceBet, stakeMinor: number, random: RandomStream): DiceOutcome {
  const rollHundredths = random.nextInt(10_000);
  const won = rollHundredths < bet.target * 100;
  return { kind: 'dice', rollHundredths, target: bet.target, won, returnMinor: won ? payMinor(stakeMinor, 99, bet.target) : 0 };
}
