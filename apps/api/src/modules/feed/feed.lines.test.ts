import { MarketGroupId, MarketKind, SelectionType, type FeedMarket } from '@kickoff/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mainLinesOf } from './feed.lines';

const market = (id: number, typeId: number, param: number | null, coef: number, isBlocked = false): FeedMarket => ({
  id,
  gameId: 1,
  groupId: typeId <= 3 ? MarketGroupId.result : typeId <= 8 ? MarketGroupId.handicap : MarketGroupId.total,
  kind: typeId <= 3 ? MarketKind.result : typeId <= 8 ? MarketKind.handicap : MarketKind.total,
  typeId,
  name: String(id),
  param,
  coef,
  isBlocked,
  isBannedExpress: false,
});

describe('mainLinesOf (issue 18: the lists’ main handicap and total)', () => {
  it('picks the pair priced closest to even, pairing H1(p) with H2(-p) and over p with under p', () => {
    const markets = [
      market(101, SelectionType.home, null, 2.1),
      market(102, SelectionType.handicap1, -1.5, 3.1),
      market(103, SelectionType.handicap2, 1.5, 1.35),
      market(104, SelectionType.handicap1, -0.5, 1.95),
      market(105, SelectionType.handicap2, 0.5, 1.85),
      market(106, SelectionType.over, 1.5, 1.3),
      market(107, SelectionType.under, 1.5, 3.2),
      market(108, SelectionType.over, 2.5, 1.9),
      market(109, SelectionType.under, 2.5, 1.9),
    ];
    expect(mainLinesOf(markets)).toEqual({ handicap: [104, 105, -0.5, 1.95, 1.85, 0], total: [108, 109, 2.5, 1.9, 1.9, 0] });
  });

  it('prefers an open pair to a suspended one and marks suspended sides in the flags', () => {
    const markets = [market(1, SelectionType.over, 2.5, 1.9, true), market(2, SelectionType.under, 2.5, 1.9), market(3, SelectionType.over, 3.5, 2.6), market(4, SelectionType.under, 3.5, 1.45)];
    expect(mainLinesOf(markets)).toEqual({ total: [3, 4, 3.5, 2.6, 1.45, 0] });
    expect(mainLinesOf(markets.slice(0, 2))).toEqual({ total: [1, 2, 2.5, 1.9, 1.9, 1] });
  });

  it('gives nothing for a game with only the result group', () => {
    expect(mainLinesOf([market(1, SelectionType.home, null, 1.5), market(2, SelectionType.away, null, 2.5)])).toBeUndefined();
  });
});

/** The main lines as first written (each side 1 searched for its side 2), the reference of the faster pairing. */
function referenceMainLines(markets: readonly FeedMarket[]) {
  type Pair = readonly [FeedMarket, FeedMarket];
  const pairsOf = (side1: number, side2: number, param2Of: (param1: number) => number): Pair[] => {
    const pairs: Pair[] = [];
    for (const first of markets) {
      if (first.typeId !== side1 || first.param === null) continue;
      const line = param2Of(first.param);
      const second = markets.find((one) => one.typeId === side2 && one.param === line);
      if (second) pairs.push([first, second]);
    }
    return pairs;
  };
  const mainPair = (pairs: readonly Pair[]): Pair | undefined => {
    let best: Pair | undefined;
    const rank = (pair: Pair) => [pair[0].isBlocked || pair[1].isBlocked ? 1 : 0, Math.abs(pair[0].coef - pair[1].coef)] as const;
    for (const pair of pairs) {
      if (!best) {
        best = pair;
        continue;
      }
      const [blocked, gap] = rank(pair);
      const [bestBlocked, bestGap] = rank(best);
      if (blocked < bestBlocked || (blocked === bestBlocked && gap < bestGap)) best = pair;
    }
    return best;
  };
  const line = (pair: Pair | undefined) => pair && [pair[0].id, pair[1].id];
  return {
    handicap: line(mainPair(pairsOf(SelectionType.handicap1, SelectionType.handicap2, (param) => -param))),
    total: line(mainPair(pairsOf(SelectionType.over, SelectionType.under, (param) => param))),
  };
}

describe('mainLinesOf against its first form (issue 20: lines looked up by line)', () => {
  it('picks the same handicap and total for any set of lines: repeated, missing sides, ties, blocks, a zero line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            typeId: fc.constantFrom(SelectionType.handicap1, SelectionType.handicap2, SelectionType.over, SelectionType.under, 1),
            param: fc.option(fc.constantFrom(-2.5, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2.5, 3.5), { nil: null }),
            coef: fc.constantFrom(1.5, 1.85, 1.9, 1.95, 2.05, 2.5),
            isBlocked: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        (drafts) => {
          const markets = drafts.map((draft, index) => market(index + 1, draft.typeId, draft.param, draft.coef, draft.isBlocked));
          const lines = mainLinesOf(markets);
          const reference = referenceMainLines(markets);
          expect(lines?.handicap?.slice(0, 2)).toEqual(reference.handicap);
          expect(lines?.total?.slice(0, 2)).toEqual(reference.total);
        },
      ),
      { numRuns: 500 },
    );
  });
});
