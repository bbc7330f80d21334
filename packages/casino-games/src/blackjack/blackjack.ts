import { type Card, drawCard, rankOf } from '../cards';
import type { RandomStream } from '../fair/fair';

/**
 * Blackjack, the rules stated on the game page: an endless shoe (cards.ts); the dealer stands on
 * all 17s and checks the hole card for blackjack (a dealer blackjack ends the round, a player
 * blackjack against it is a push); blackjack pays 3:2, a win 1:1; the player may hit, stand, or
 * double on the first two cards (one more card, stake doubled); no split, insurance or surrender.
 * Cards are dealt player, dealer up, player, dealer hole, then drawn in the order they are used.
 */

export type BlackjackAction = 'hit' | 'stand' | 'double';
export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose';

/** A blackjack round as it stands. */
export interface BlackjackState {
  kind: 'blackjack';
  player: Card[];
  /** Every dealer card; while the player acts, views show only the first. */
  dealer: Card[];
  doubled: boolean;
  phase: 'player' | 'settled';
  result: BlackjackResult | null;
  /** What the round returns, in halves of the first stake (5 for a blackjack, 4 a win, 2 a push; doubled 8 and 4). */
  returnHalves: number;
  actions: BlackjackAction[];
}

/** Point value of a card's rank: ace 11 (or 1), faces 10. */
const pointOf = (rank: number) => (rank === 0 ? 11 : rank >= 9 ? 10 : rank + 1);

/** Adds a card value (ace 11) to a hand total, counting an ace as 1 instead while the total would pass 21. */
export function addValue(hand: { total: number; soft: boolean }, value: number): { total: number; soft: boolean } {
  let total = hand.total + value;
  let elevenAces = (hand.soft ? 1 : 0) + (value === 11 ? 1 : 0);
  while (total > 21 && elevenAces > 0) {
    total -= 10;
    elevenAces--;
  }
  return { total, soft: elevenAces > 0 };
}

/** A hand's best total and whether an ace counts 11. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const point = pointOf(rankOf(card));
    total += point;
    if (point === 11) aces++;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

export const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handValue(cards).total === 21;

/** Actions the player may take now. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase !== 'player') return [];
  return state.player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
}

function settle(state: BlackjackState, random: RandomStream): BlackjackState {
  const player = handValue(state.player).total;
  const unit = state.doubled ? 2 : 1;
  if (player > 21) return { ...state, phase: 'settled', result: 'lose', returnHalves: 0 };
  const dealer = [...state.dealer];
  while (handValue(dealer).total < 17) dealer.push(drawCard(random));
  const dealerTotal = handValue(dealer).total;
  const result: BlackjackResult = dealerTotal > 21 || player > dealerTotal ? 'win' : player === dealerTotal ? 'push' : 'lose';
  return { ...state, dealer, phase: 'settled', result, returnHalves: result === 'win' ? 4 * unit : result === 'push' ? 2 * unit : 0 };
}

/** Deals a round; a blackjack on either side settles it at once. */
export function blackjackDeal(random: RandomStream): BlackjackState {
  const c0 = drawCard(random);
  const up = drawCard(random);
  const c2 = drawCard(random);
  const hole = drawCard(random);
  const state: BlackjackState = { kind: 'blackjack', player: [c0, c2], dealer: [up, hole], doubled: false, phase: 'player', result: null, returnHalves: 0, actions: [] };
  const playerBj = isBlackjack(state.player);
  const dealerBj = isBlackjack(state.dealer);
  if (playerBj && dealerBj) return { ...state, phase: 'settled', result: 'push', returnHalves: 2 };
  if (playerBj) return { ...state, phase: 'settled', result: 'blackjack', returnHalves: 5 };
  if (dealerBj) return { ...state, phase: 'settled', result: 'lose', returnHalves: 0 };
  return state;
}

/** Applies a legal action (the caller checks `legalActions`); draws continue from the same stream. */
export function blackjackAct(state: BlackjackState, action: BlackjackAction, random: RandomStream): BlackjackState {
  const next = { ...state, player: [...state.player], actions: [...state.actions, action] };
  if (action === 'stand') return settle(next, random);
  next.player.push(drawCard(random));
  if (action === 'double') return settle({ ...next, doubled: true }, random);
  const total = handValue(next.player).total;
  return total >= 21 ? settle(next, random) : next;
}

/** Replays a round from its stream and actions (the verify page and the server's next step). */
export function blackjackReplay(random: RandomStream, actions: readonly BlackjackAction[]): BlackjackState {
  let state = blackjackDeal(random);
  for (const action of actions) {
    if (!legalActions(state).includes(action)) throw new Error(`illegal blackjack action ${action}`);
    state = blackjackAct(state, action, random);
  }
  return state;
}

// ---- exact maths: optimal play against the dealer's up card, endless shoe ----

/** Card values with their chances: 2..9 and ace 1/13 each, ten-valued 4/13. */
const VALUES: ReadonlyArray<readonly [number, number]> = [[2, 1 / 13], [3, 1 / 13], [4, 1 / 13], [5, 1 / 13], [6, 1 / 13], [7, 1 / 13], [8, 1 / 13], [9, 1 / 13], [10, 4 / 13], [11, 1 / 13]];

type DealerDist = number[]; // index 0..4: 17..21, 5: bust

const dealerCache = new Map<string, DealerDist>();
function dealerFrom(total: number, soft: boolean): DealerDist {
  if (total > 21) return [0, 0, 0, 0, 0, 1];
  if (total >= 17) return [0, 1, 2, 3, 4].map((i) => (i === total - 17 ? 1 : 0)).concat(0);
  const key = `${total}:${soft}`;
  const cached = dealerCache.get(key);
  if (cached) return cached;
  const dist = [0, 0, 0, 0, 0, 0];
  for (const [value, p] of VALUES) {
    const next = addValue({ total, soft }, value);
    dealerFrom(next.total, next.soft).forEach((q, i) => (dist[i] = (dist[i] as number) + p * q));
  }
  dealerCache.set(key, dist);
  return dist;
}

/** The dealer's final totals given the up card value, knowing the dealer has no blackjack. */
export function dealerOutcomes(upValue: number): DealerDist {
  const dist = [0, 0, 0, 0, 0, 0];
  let mass = 0;
  for (const [hole, p] of VALUES) {
    if ((upValue === 11 && hole === 10) || (upValue === 10 && hole === 11)) continue;
    const hand = addValue({ total: upValue, soft: upValue === 11 }, hole);
    mass += p;
    dealerFrom(hand.total, hand.soft).forEach((q, i) => (dist[i] = (dist[i] as number) + p * q));
  }
  return dist.map((q) => q / mass);
}

function standEv(total: number, dealer: DealerDist): number {
  if (total > 21) return -1;
  let ev = dealer[5] as number;
  for (let i = 0; i < 5; i++) ev += (17 + i < total ? 1 : 17 + i > total ? -1 : 0) * (dealer[i] as number);
  return ev;
}

function bestEv(total: number, soft: boolean, dealer: DealerDist, cache: Map<string, number>): number {
  if (total > 21) return -1;
  const key = `${total}:${soft}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const stand = standEv(total, dealer);
  const hit = total >= 21 ? -Infinity : hitEv(total, soft, dealer, cache);
  const best = Math.max(stand, hit);
  cache.set(key, best);
  return best;
}

function hitEv(total: number, soft: boolean, dealer: DealerDist, cache: Map<string, number>): number {
  let ev = 0;
  for (const [value, p] of VALUES) {
    const next = addValue({ total, soft }, value);
    ev += p * bestEv(next.total, next.soft, dealer, cache);
  }
  return ev;
}

function doubleEv(total: number, soft: boolean, dealer: DealerDist): number {
  let ev = 0;
  for (const [value, p] of VALUES) ev += p * 2 * standEv(addValue({ total, soft }, value).total, dealer);
  return ev;
}

/** The expected net result of each legal action, in first stakes, for optimal play afterwards. */
export function actionValues(state: BlackjackState): Partial<Record<BlackjackAction, number>> {
  const up = pointOf(rankOf(state.dealer[0] as number));
  const dealer = dealerOutcomes(up);
  const hand = handValue(state.player);
  const cache = new Map<string, number>();
  const values: Partial<Record<BlackjackAction, number>> = {};
  for (const action of legalActions(state)) {
    if (action === 'stand') values.stand = standEv(hand.total, dealer);
    if (action === 'hit') values.hit = hitEv(hand.total, hand.soft, dealer, cache);
    if (action === 'double') values.double = doubleEv(hand.total, hand.soft, dealer);
  }
  return values;
}

/** The declared strategy: the action of the highest expected value (ties: stand, hit, double). */
export function bestAction(state: BlackjackState): BlackjackAction | null {
  const values = actionValues(state);
  let best: BlackjackAction | null = null;
  for (const action of ['stand', 'hit', 'double'] as const) {
    const value = values[action];
    if (value !== undefined && (best === null || value > (values[best] as number))) best = action;
  }
  return best;
}

/** The exact RTP (returned / wagered) under the declared strategy, over every first deal. */
export function blackjackExactRtp(): number {
  let returned = 0;
  let wagered = 0;
  for (const [up, pu] of VALUES) {
    const dealerBj = up === 11 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
    const dealer = dealerOutcomes(up);
    for (const [a, pa] of VALUES)
      for (const [b, pb] of VALUES) {
        const p = pu * pa * pb;
        const hand = addValue(addValue({ total: 0, soft: false }, a), b);
        if (hand.total === 21) {
          returned += p * (dealerBj * 1 + (1 - dealerBj) * 2.5);
          wagered += p;
          continue;
        }
        const cache = new Map<string, number>();
        const stand = standEv(hand.total, dealer);
        const hit = hitEv(hand.total, hand.soft, dealer, cache);
        const dbl = doubleEv(hand.total, hand.soft, dealer);
        const doubles = dbl > Math.max(stand, hit);
        const ev = Math.max(stand, hit, dbl);
        returned += p * (1 - dealerBj) * ((doubles ? 2 : 1) + ev);
        wagered += p * (dealerBj + (1 - dealerBj) * (doubles ? 2 : 1));
      }
  }
  return returned / wagered;
}
