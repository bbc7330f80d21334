import { type Card, drawCard, rankOf } from '../cards';
import type { RandomStream } from '../fair/fair';
import { payMinor } from '../money';

/**
 * Punto banco baccarat from an endless shoe (cards.ts), with the standard drawing rules: a natural
 * 8 or 9 on either hand ends the deal; the player draws on 0 to 5; the banker, when the player
 * stood, draws on 0 to 5, else by the banker's total and the player's third card. Player pays 1:1,
 * banker 0.95:1, tie 8:1; a tie returns player and banker bets.
 */

export type BaccaratSide = 'player' | 'banker' | 'tie';

/** Returns of a winning bet per side, as num/den of the stake (stake included). */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSide, readonly [number, number]>> = { player: [2, 1], banker: [195, 100], tie: [9, 1] };

/** The exact RTP of each side (endless shoe), computed by `baccaratExactRtp`; the test holds these to it. */
export const BACCARAT_DECLARED_RTP: Readonly<Record<BaccaratSide, number>> = { player: 0.9877185942084479, banker: 0.9893600098969575, tie: 0.8588301298024685 };

/** A baccarat bet: a side. */
export interface BaccaratBet {
  side: BaccaratSide;
}

/** A baccarat deal. */
export interface BaccaratOutcome {
  kind: 'baccarat';
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  side: BaccaratSide;
  returnMinor: number;
}

/** Point value of a rank index: ace 1, 2..9, ten and faces 0. */
export const baccaratValue = (rank: number) => (rank >= 9 ? 0 : rank + 1);

/** Whether the banker draws, by its total and the player's third card value (null when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** A hand's total: the sum of its values modulo 10. */
export const handTotal = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) % 10;

/** The winner of two totals. */
export const baccaratWinner = (playerTotal: number, bankerTotal: number): BaccaratSide => (playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie');

/** A deal by the drawing rules from a source of cards in deal order (player, banker, player, banker, then thirds). */
export function deal<T>(next: () => T, value: (card: T) => number): { player: T[]; banker: T[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const total = (cards: T[]) => handTotal(cards.map(value));
  if (total(player) >= 8 || total(banker) >= 8) return { player, banker };
  let third: number | null = null;
  if (total(player) <= 5) {
    const card = next();
    player.push(card);
    third = value(card);
  }
  if (bankerDraws(total(banker), third)) banker.push(next());
  return { player, banker };
}

/** What a side returns (num/den of its stake) when `winner` wins. */
export function baccaratReturn(side: BaccaratSide, winner: BaccaratSide): readonly [number, number] {
  if (side === winner) return BACCARAT_RETURNS[side];
  return winner === 'tie' && side !== 'tie' ? [1, 1] : [0, 1];
}

/** Deals and settles a bet. */
export function playBaccarat(bet: BaccaratBet, stakeMinor: number, random: RandomStream): BaccaratOutcome {
  const cards = deal(
    () => drawCard(random),
    (card) => baccaratValue(rankOf(card)),
  );
  const playerTotal = handTotal(cards.player.map((card) => baccaratValue(rankOf(card))));
  const bankerTotal = handTotal(cards.banker.map((card) => baccaratValue(rankOf(card))));
  const winner = baccaratWinner(playerTotal, bankerTotal);
  const [num, den] = baccaratReturn(bet.side, winner);
  return { kind: 'baccarat', player: cards.player, banker: cards.banker, playerTotal, bankerTotal, winner, side: bet.side, returnMinor: payMinor(stakeMinor, num, den) };
}

/** The exact RTP of each side over every deal of the endless shoe (ten point values, 0 four times as likely). */
export function baccaratExactRtp(): Record<BaccaratSide, number> {
  const p = (value: number) => (value === 0 ? 4 / 13 : 1 / 13);
  const result = { player: 0, banker: 0, tie: 0 };
  const settle = (player: number[], banker: number[], prob: number) => {
    const winner = baccaratWinner(handTotal(player), handTotal(banker));
    for (const side of ['player', 'banker', 'tie'] as const) {
      const [num, den] = baccaratReturn(side, winner);
      result[side] += (prob * num) / den;
    }
  };
  for (let p1 = 0; p1 < 10; p1++)
    for (let b1 = 0; b1 < 10; b1++)
      for (let p2 = 0; p2 < 10; p2++)
        for (let b2 = 0; b2 < 10; b2++) {
          const prob = p(p1) * p(b1) * p(p2) * p(b2);
          const player = [p1, p2];
          const banker = [b1, b2];
          if (handTotal(player) >= 8 || handTotal(banker) >= 8) settle(player, banker, prob);
          else if (handTotal(player) <= 5) {
            for (let p3 = 0; p3 < 10; p3++) {
              if (bankerDraws(handTotal(banker), p3)) for (let b3 = 0; b3 < 10; b3++) settle([...player, p3], [...banker, b3], prob * p(p3) * p(b3));
              else settle([...player, p3], banker, prob * p(p3));
            }
          } else if (bankerDraws(handTotal(banker), null)) for (let b3 = 0; b3 < 10; b3++) settle(player, [...banker, b3], prob * p(b3));
          else settle(player, banker, prob);
        }
  return result;
}
