import { describe, expect, it } from 'vitest';
import { coveredNumbers, playRoulette, ROULETTE_RTP, type RouletteBet } from './roulette';

describe('European roulette', () => {
  it.each<[RouletteBet, number[] | null]>([
    [{ type: 'straight', numbers: [0] }, [0]],
    [{ type: 'split', numbers: [1, 4] }, [1, 4]],
    [{ type: 'split', numbers: [3, 4] }, null],
    [{ type: 'split', numbers: [0, 2] }, [0, 2]],
    [{ type: 'street', numbers: [4, 5, 6] }, [4, 5, 6]],
    [{ type: 'street', numbers: [5, 6, 7] }, null],
    [{ type: 'corner', numbers: [5, 6, 8, 9] }, [5, 6, 8, 9]],
    [{ type: 'corner', numbers: [3, 4, 6, 7] }, null],
    [{ type: 'line', numbers: [31, 32, 33, 34, 35, 36] }, [31, 32, 33, 34, 35, 36]],
    [{ type: 'dozen', index: 3 }, Array.from({ length: 12 }, (_, i) => 25 + i)],
    [{ type: 'column', index: 1 }, Array.from({ length: 12 }, (_, i) => 1 + 3 * i)],
  ])('covers %j as %j', (bet, numbers) => expect(coveredNumbers(bet)).toEqual(numbers));

  it('has 18 red and 18 black numbers and zero in neither', () => {
    expect(coveredNumbers({ type: 'red' })).toHaveLength(18);
    expect(coveredNumbers({ type: 'black' })).toHaveLength(18);
    expect(coveredNumbers({ type: 'red' })).not.toContain(0);
  });

  it('returns exactly 36/37 of every bet over the 37 pockets', () => {
    const bets: RouletteBet[] = [{ type: 'straight', numbers: [7] }, { type: 'split', numbers: [0, 3] }, { type: 'corner', numbers: [0, 1, 2, 3] }, { type: 'line', numbers: [1, 2, 3, 4, 5, 6] }, { type: 'low' }, { type: 'column', index: 2 }];
    for (const bet of bets) {
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket++) returned += playRoulette([{ bet, stakeMinor: 100 }], { next: () => pocket / 37, nextInt: () => pocket }).returnsMinor[0] as number;
      expect(returned / (37 * 100)).toBeCloseTo(ROULETTE_RTP, 12);
    }
  });
});
