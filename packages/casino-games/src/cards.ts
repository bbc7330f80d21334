import type { RandomStream } from './fair/fair';

/**
 * Cards of the card games: an endless shoe, each card drawn uniformly from a full 52-card deck
 * (index 0..51: rank index % 13 with 0 the ace and 9..12 the ten, jack, queen and king; suit
 * index / 13), so the maths is exact over thirteen equally likely ranks.
 */

/** A card, 0..51. */
export type Card = number;

/** The next card of the shoe. */
export const drawCard = (random: RandomStream): Card => random.nextInt(52);
/** Rank index 0 (ace) .. 12 (king). */
export const rankOf = (card: Card) => card % 13;
/** Suit index 0..3 (spades, hearts, diamonds, clubs). */
export const suitOf = (card: Card) => Math.floor(card / 13);
