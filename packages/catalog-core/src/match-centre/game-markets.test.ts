import { MarketGroupId, SelectionType, type FeedMarket } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { aFeedGame, aFeedMarket } from '../testing/feed-fixtures';
import { connectGameMarkets, GameMarketsState } from './game-markets';

const score = (home: number, away: number): FeedMarket =>
  aFeedMarket({ id: 2_000 + home * 10 + away, groupId: MarketGroupId.correctScore, kind: 6, typeId: SelectionType.correctScoreBase + home * 10 + away, name: `${home}:${away}` });

/** A football game with 1X2, handicaps, totals and the 4 × 4 correct-score table the simulator offers. */
function aGame() {
  const base = aFeedGame();
  const scores: FeedMarket[] = [];
  for (let home = 0; home <= 3; home++) for (let away = 0; away <= 3; away++) scores.push(score(home, away));
  return aFeedGame({
    groups: [
      ...base.groups,
      { id: MarketGroupId.handicap, name: 'Handicap', markets: [aFeedMarket({ id: 11, groupId: 2, typeId: 7, name: 'H1(-0.5)', param: -0.5 }), aFeedMarket({ id: 12, groupId: 2, typeId: 8, name: 'H2(+0.5)', param: 0.5 })] },
      { id: MarketGroupId.total, name: 'Total', markets: [aFeedMarket({ id: 13, groupId: 17, typeId: 9, name: 'O(2.5)', param: 2.5 }), aFeedMarket({ id: 14, groupId: 17, typeId: 10, name: 'U(2.5)', param: 2.5 })] },
      { id: MarketGroupId.correctScore, name: 'Correct score', markets: scores },
    ],
  });
}

describe('the game page market tabs (issue 16)', () => {
  it('offers a tab per kind of group the game has, with counts, and all groups under "all"', () => {
    const view = connectGameMarkets(aGame(), new GameMarketsState());
    expect(view.tabs.map((tab) => [tab.id, tab.count, tab.isSelected])).toEqual([
      ['all', 3 + 2 + 2 + 16, true],
      ['main', 3, false],
      ['handicaps', 2, false],
      ['totals', 2, false],
      ['score', 16, false],
    ]);
    expect(view.groups.map((group) => group.id)).toEqual([1, 2, 17, 136]);
  });

  it('lays the correct score out by home win, draw and away win, by the winner goals then the loser goals', () => {
    const state = new GameMarketsState();
    state.setTab('score');
    const [group] = connectGameMarkets(aGame(), state).groups;
    expect(group?.grid?.home.map((market) => market.name)).toEqual(['1:0', '2:0', '2:1', '3:0', '3:1', '3:2']);
    expect(group?.grid?.draw.map((market) => market.name)).toEqual(['0:0', '1:1', '2:2', '3:3']);
    expect(group?.grid?.away.map((market) => market.name)).toEqual(['0:1', '0:2', '1:2', '0:3', '1:3', '2:3']);
  });

  it('filters groups and selections by name, folds a group, and says when nothing is left', () => {
    const state = new GameMarketsState();
    state.setFilter('o(2');
    let view = connectGameMarkets(aGame(), state);
    expect(view.groups.map((group) => group.markets.map((market) => market.name))).toEqual([['O(2.5)']]);
    expect(view.tabs.find((tab) => tab.id === 'all')?.count).toBe(1);
    state.setFilter('');
    state.toggle(MarketGroupId.total);
    view = connectGameMarkets(aGame(), state);
    expect(view.groups.find((group) => group.id === MarketGroupId.total)?.isCollapsed).toBe(true);
    state.toggle(MarketGroupId.total);
    expect(connectGameMarkets(aGame(), state).groups.every((group) => !group.isCollapsed)).toBe(true);
    state.setFilter('nothing like it');
    view = connectGameMarkets(aGame(), state);
    expect(view.groups).toEqual([]);
    expect(view.emptyKey).toBe('betting_markets_none');
  });
});
