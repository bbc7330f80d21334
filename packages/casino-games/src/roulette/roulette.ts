import type { RandomStream } from '../fair/fair';
import { payMinor } from '../money';

/**
 * European roulette: one zero, 37 pockets. A bet covering n numbers returns 36/n times its stake
 * (stake included) when the ball lands on one of them, so every bet returns 36/37 of its stake.
 */

/** Red numbers of the European wheel. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The declared RTP of every roulette bet: 36/37. */
export const ROULETTE_RTP = 36 / 37;

/** A roulette bet: inside bets name their numbers, outside bets their kind (dozens and columns 1 to 3). */
export type RouletteBet =
  | { type: 'straight' | 'split' | 'street' | 'corner' | 'line'; numbers: number[] }
  | { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' }
  | { type: 'dozen' | 'column'; index: 1 | 2 | 3 };

/** A bet with its stake in minor units. */
export interface RouletteStake {
  bet: RouletteBet;
  stakeMinor: number;
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((value, i) => value === [...b].sort((x, y) => x - y)[i]);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Whether `numbers` is a legal inside bet of its type on the layout (three numbers a row, 1 to 36, zero above the first row). */
function isLegalInside(type: 'straight' | 'split' | 'street' | 'corner' | 'line', numbers: readonly number[]): boolean {
  if (numbers.some((n) => !Number.isInteger(n) || n < 0 || n > 36) || new Set(numbers).size !== numbers.length) return false;
  const low = Math.min(...numbers);
  switch (type) {
    case 'straight':
      return numbers.length === 1;
    case 'split':
      if (numbers.length !== 2) return false;
      if (low === 0) return [1, 2, 3].includes(Math.max(...numbers));
      return sameSet(numbers, [low, low + 3]) || (low % 3 !== 0 && sameSet(numbers, [low, low + 1]));
    case 'street':
      if (numbers.length !== 3) return false;
      if (low === 0) return sameSet(numbers, [0, 1, 2]) || sameSet(numbers, [0, 2, 3]);
      return low % 3 === 1 && sameSet(numbers, [low, low + 1, low + 2]);
    case 'corner':
      if (numbers.length !== 4) return false;
      if (low === 0) return sameSet(numbers, [0, 1, 2, 3]);
      return low % 3 !== 0 && low <= 32 && sameSet(numbers, [low, low + 1, low + 3, low + 4]);
    case 'line':
      return numbers.length === 6 && low >= 1 && low % 3 === 1 && low <= 31 && sameSet(numbers, range(low, low + 5));
  }
}

/** The numbers a bet covers, or null when the bet is not legal. */
export function coveredNumbers(bet: RouletteBet): number[] | null {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return isLegalInside(bet.type, bet.numbers) ? [...bet.numbers].sort((a, b) => a - b) : null;
    case 'red':
      return range(1, 36).filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    case 'dozen':
      return [1, 2, 3].includes(bet.index) ? range(bet.index * 12 - 11, bet.index * 12) : null;
    case 'column':
      return [1, 2, 3].includes(bet.index) ? range(1, 36).filter((n) => (n - bet.index) % 3 === 0) : null;
  }
}

/** A roulette round: the pocket and each bet's return in minor units. */
export interface RouletteOutcome {
  kind: 'roulette';
  number: number;
  /** Return of each bet (stake included when it wins), in the order of the bets. */
  returnsMinor: number[];
}

/** Spins the wheel (one uniform draw of 37 pockets) and settles the bets. */
export function playRoulette(stakes: readonly RouletteStake[], random: RandomStream): RouletteOutcome {
  const number = random.nextInt(37);
  const returnsMinor = stakes.map(({ bet, stakeMinor }) => {
    const covered = coveredNumbers(bet) ?? [];
    return covered.includes(number) ? payMinor(stakeMinor, 36, covered.length) : 0;
  });
  return { kind: 'roulette', number, returnsMinor };
}
