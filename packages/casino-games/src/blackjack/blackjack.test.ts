import { describe, expect, it } from 'vitest';
import { seededStream, type RandomStream } from '../fair/fair';
import { measureRtp } from '../simulate';
import { blackjackDeal, blackjackExactRtp, blackjackReplay, handValue, legalActions } from './blackjack';
import { BLACKJACK_DECLARED_RTP } from './blackjack.declared';

/** A stream that deals the given cards in order (rank index + 13 × suit). */
const deck = (...cards: number[]): RandomStream => {
  let i = 0;
  return { next: () => 0, nextInt: () => cards[i++] as number };
};
const A = 0;
const K = 12;

describe('blackjack', () => {
  it('declares the exact RTP of the declared strategy', () => {
    expect(blackjackExactRtp()).toBeCloseTo(BLACKJACK_DECLARED_RTP, 12);
  });

  it('counts aces as 11 or 1', () => {
    expect(handValue([A, K])).toEqual({ total: 21, soft: true });
    expect(handValue([A, A, 7])).toEqual({ total: 20, soft: true });
    expect(handValue([A, 4, K])).toEqual({ total: 16, soft: false });
  });

  it('pays a blackjack 3:2 and pushes it against a dealer blackjack', () => {
    expect(blackjackDeal(deck(A, 5, K, 6))).toMatchObject({ phase: 'settled', result: 'blackjack', returnHalves: 5 });
    expect(blackjackDeal(deck(A, A, K, K))).toMatchObject({ phase: 'settled', result: 'push', returnHalves: 2 });
    expect(blackjackDeal(deck(5, A, 6, K))).toMatchObject({ phase: 'settled', result: 'lose', returnHalves: 0 });
  });

  it('doubles on two cards for one card; the dealer stands on soft 17', () => {
    // player 5+6, dealer 6 up + ace hole (soft 17); double draws a king: 21 against 17
    const state = blackjackReplay(deck(4, 5, 5, A, K), ['double']);
    expect(state).toMatchObject({ phase: 'settled', result: 'win', doubled: true, returnHalves: 8 });
    expect(state.dealer).toHaveLength(2);
    expect(legalActions(blackjackReplay(deck(4, 5, 5, A, 1), ['hit']))).toEqual(['hit', 'stand']);
    expect(() => blackjackReplay(deck(4, 5, 5, A, 1, 1), ['hit', 'double'])).toThrow();
  });

  it('measures the declared strategy within its bound', () => {
    const result = measureRtp({ kind: 'blackjack' }, seededStream(11), 30_000);
    expect(Math.abs(result.measured - BLACKJACK_DECLARED_RTP)).toBeLessThan(result.bound);
  });
});
