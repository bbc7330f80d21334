import { MarketGroupId, MarketKind, SelectionType, type FeedGame } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { listCells, listColumnHeads, mainLineMarkets } from './list-columns';
import { marketsOfGames } from './sports.rules';

// issue 18, document 001 §3 appViewType (0 european, 1 asian): which columns the lists show.
const withLines = (overrides: Partial<FeedGame> = {}): FeedGame => {
  const { groups: _groups, ...game } = aFeedGame({ id: 20_001, ...overrides });
  return { ...game, mainLines: { handicap: [2_000_107, 2_000_108, -0.5, 1.95, 1.87, 0], total: [2_000_115, 2_000_116, 2.5, 1.9, 1.92, 2] }, ...overrides };
};

describe('the lists’ columns by the view', () => {
  it('European: 1, X, 2 by the feed’s names, then over and under of the main total', () => {
    const heads = listColumnHeads([withLines()], 0);
    expect(heads.map((head) => head.key)).toEqual(['home', 'draw', 'away', 'over', 'under']);
    expect(heads.map((head) => head.text ?? head.labelKey)).toEqual(['1', 'X', '2', 'betting_column_over', 'betting_column_under']);
    const cells = listCells(withLines(), heads);
    expect(cells.map((cell) => cell.market?.coef)).toEqual([1.85, 3.4, 4.2, 1.9, 1.92]);
    expect(cells.map((cell) => cell.line)).toEqual([null, null, null, '2.5', '2.5']);
  });

  it('Asian: the main handicap with its signed lines and the main total with its line', () => {
    const heads = listColumnHeads([withLines()], 1);
    expect(heads.map((head) => head.key)).toEqual(['handicap1', 'handicap2', 'over', 'under']);
    expect(heads.map((head) => head.labelKey)).toEqual(['betting_column_h1', 'betting_column_h2', 'betting_column_over', 'betting_column_under']);
    const cells = listCells(withLines(), heads);
    expect(cells.map((cell) => cell.line)).toEqual(['-0.5', '+0.5', '2.5', '2.5']);
    expect(cells.map((cell) => cell.market?.id)).toEqual([2_000_107, 2_000_108, 2_000_115, 2_000_116]);
    expect(cells.map((cell) => cell.market?.coef)).toEqual([1.95, 1.87, 1.9, 1.92]);
  });

  it('a game without a draw has no X column; a game without lines gets empty cells under theirs', () => {
    const tennis = withLines({ mainMarkets: aFeedGame().mainMarkets.filter((market) => market.typeId !== SelectionType.draw) });
    expect(listColumnHeads([tennis], 0).map((head) => head.key)).toEqual(['home', 'away', 'over', 'under']);
    const { mainLines: _lines, ...plain } = withLines();
    const cells = listCells(plain, listColumnHeads([plain], 1));
    expect(cells.map((cell) => cell.market)).toEqual([null, null, null, null]);
  });

  it('an outright league (no result and no lines in the list: an election, a marble race) has no columns, in either view', () => {
    const { mainLines: _lines, ...race } = withLines({ mainMarkets: [] });
    expect(listColumnHeads([race], 0)).toEqual([]);
    expect(listColumnHeads([race], 1)).toEqual([]);
    expect(listColumnHeads([race, withLines()], 0).map((head) => head.key)).toEqual(['home', 'draw', 'away', 'over', 'under']);
  });
});

describe('mainLineMarkets', () => {
  it('expands the compact lines into the feed markets of the game page (ids, types, names, lines, suspension)', () => {
    const { handicap, total } = mainLineMarkets(withLines());
    expect(handicap).toEqual([
      { id: 2_000_107, gameId: 20_001, groupId: MarketGroupId.handicap, kind: MarketKind.handicap, typeId: SelectionType.handicap1, name: 'H1(-0.5)', param: -0.5, coef: 1.95, isBlocked: false, isBannedExpress: false },
      { id: 2_000_108, gameId: 20_001, groupId: MarketGroupId.handicap, kind: MarketKind.handicap, typeId: SelectionType.handicap2, name: 'H2(+0.5)', param: 0.5, coef: 1.87, isBlocked: false, isBannedExpress: false },
    ]);
    expect(total?.map((market) => [market.typeId, market.name, market.param, market.isBlocked])).toEqual([
      [SelectionType.over, 'O(2.5)', 2.5, false],
      [SelectionType.under, 'U(2.5)', 2.5, true],
    ]);
    // A whole line: H1(0) and H2(0), never -0.
    const whole = mainLineMarkets(withLines({ mainLines: { handicap: [1, 2, 0, 1.9, 1.9, 0] } }));
    expect(whole.handicap?.map((market) => market.name)).toEqual(['H1(0)', 'H2(0)']);
    expect(Object.is(whole.handicap?.[1].param, -0)).toBe(false);
    expect(whole.total).toBeNull();
  });

  it('makes the lines’ markets follow the feed like the result’s (coupon updates, odds movements)', () => {
    expect(marketsOfGames([withLines()]).map(({ market }) => market.id)).toEqual([2_000_101, 2_000_102, 2_000_103, 2_000_107, 2_000_108, 2_000_115, 2_000_116]);
  });
});
