import { SelectionType, type FeedMarket, type MainLine, type MainLines } from '@kickoff/contracts';

/**
 * The main handicap and total a list carries per game (issue 18: the Asian view of the lists shows
 * the handicap and the total with their lines). Of the lines a game offers, the main one is the
 * pair priced closest to even (the smallest gap between its two coefficients), open pairs before
 * suspended ones, the first offered on a tie. Pure; the feed reads pass the game's markets.
 */

type Pair = readonly [FeedMarket, FeedMarket];

/**
 * Pairs side 1 with side 2 of the same line: H1(p) with H2(-p), over p with under p; each side 1 with
 * the first side 2 offered at its line (issue 20: looked up by line, not searched for per side 1; the
 * live list's read pairs every game's lines on each change of the feed).
 */
function pairsOf(markets: readonly FeedMarket[], side1: number, side2: number, param2Of: (param1: number) => number): Pair[] {
  const seconds = new Map<number, FeedMarket>();
  for (const market of markets) {
    if (market.typeId === side2 && market.param !== null && !Number.isNaN(market.param) && !seconds.has(market.param)) seconds.set(market.param, market);
  }
  const pairs: Pair[] = [];
  if (seconds.size === 0) return pairs;
  for (const first of markets) {
    if (first.typeId !== side1 || first.param === null) continue;
    const second = seconds.get(param2Of(first.param));
    if (second) pairs.push([first, second]);
  }
  return pairs;
}

function mainPair(pairs: readonly Pair[]): Pair | undefined {
  let best: Pair | undefined;
  let bestBlocked = 0;
  let bestGap = 0;
  for (const pair of pairs) {
    const blocked = pair[0].isBlocked || pair[1].isBlocked ? 1 : 0;
    const gap = Math.abs(pair[0].coef - pair[1].coef);
    if (!best || blocked < bestBlocked || (blocked === bestBlocked && gap < bestGap)) {
      best = pair;
      bestBlocked = blocked;
      bestGap = gap;
    }
  }
  return best;
}

/** A pair in the compact form of the contract (`MainLine`). */
export function toMainLine([first, second]: Pair): MainLine {
  const flags = (first.isBlocked ? 1 : 0) | (second.isBlocked ? 2 : 0) | (first.isBannedExpress ? 4 : 0) | (second.isBannedExpress ? 8 : 0);
  return [first.id, second.id, first.param ?? 0, first.coef, second.coef, flags];
}

/** The main handicap and total among a game's markets; `undefined` when it offers neither. */
export function mainLinesOf(markets: readonly FeedMarket[]): MainLines | undefined {
  const handicap = mainPair(pairsOf(markets, SelectionType.handicap1, SelectionType.handicap2, (param) => -param));
  const total = mainPair(pairsOf(markets, SelectionType.over, SelectionType.under, (param) => param));
  if (!handicap && !total) return undefined;
  return { ...(handicap ? { handicap: toMainLine(handicap) } : {}), ...(total ? { total: toMainLine(total) } : {}) };
}
