import { MarketGroupId, SelectionType, type FeedGameDetail, type FeedMarket, type FeedMarketGroup } from '@kickoff/contracts';
import { makeAutoObservable } from 'mobx';

/**
 * The game page's market groups as tabs (issue 16 "market groups as tabs (main, totals, handicaps,
 * halves, players…) with a filter, collapsible, the correct-score grid laid out by home/draw/away").
 * The tabs are those the simulator's markets allow: it offers no halves or player markets, so no
 * such tab is shown; a tab appears only when the game has a group of it.
 */

/** The tabs, in order. */
export type MarketTabId = 'all' | 'main' | 'handicaps' | 'totals' | 'goals' | 'score';

const TAB_OF_GROUP: Readonly<Record<number, MarketTabId>> = {
  [MarketGroupId.result]: 'main',
  [MarketGroupId.doubleChance]: 'main',
  [MarketGroupId.handicap]: 'handicaps',
  [MarketGroupId.total]: 'totals',
  [MarketGroupId.bothTeamsToScore]: 'goals',
  [MarketGroupId.correctScore]: 'score',
  // the simulator's fights and outrights (issue 16)
  [MarketGroupId.winner]: 'main',
  [MarketGroupId.methodOfVictory]: 'main',
  [MarketGroupId.totalRounds]: 'totals',
};
const TAB_ORDER: readonly MarketTabId[] = ['all', 'main', 'handicaps', 'totals', 'goals', 'score'];

/** The dictionary key of each tab's label. */
export const MARKET_TAB_KEYS: Readonly<Record<MarketTabId, string>> = {
  all: 'betting_markets_all',
  main: 'betting_markets_main',
  handicaps: 'betting_markets_handicaps',
  totals: 'betting_markets_totals',
  goals: 'betting_markets_goals',
  score: 'betting_markets_score',
};

/** What the player chose on a game page: a tab, a filter text and the folded groups. */
export class GameMarketsState {
  tab: MarketTabId = 'all';
  filter = '';
  collapsed: number[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setTab(tab: MarketTabId): void {
    this.tab = tab;
  }

  setFilter(text: string): void {
    this.filter = text;
  }

  /** Folds an open group, opens a folded one. */
  toggle(groupId: number): void {
    this.collapsed = this.collapsed.includes(groupId) ? this.collapsed.filter((id) => id !== groupId) : [...this.collapsed, groupId];
  }

  /** Nothing to give back; here so a view can observe it like any read model. */
  dispose(): void {}
}

/** A tab as drawn. */
export interface MarketTabView {
  id: MarketTabId;
  key: string;
  /** Selections in the tab (after the filter). */
  count: number;
  isSelected: boolean;
}

/** The correct-score grid: home wins, draws and away wins in three columns. */
export interface CorrectScoreGrid {
  home: FeedMarket[];
  draw: FeedMarket[];
  away: FeedMarket[];
}

/** A market group as drawn: a list of buttons, or the correct-score grid. */
export interface MarketGroupView {
  id: number;
  name: string;
  isCollapsed: boolean;
  markets: FeedMarket[];
  grid: CorrectScoreGrid | null;
}

/** The game page's market section. */
export interface GameMarketsView {
  tabs: MarketTabView[];
  filter: string;
  groups: MarketGroupView[];
  /** Shown when the filter leaves nothing. */
  emptyKey: string | null;
}

/** The final score a correct-score selection names (`SelectionType.correctScoreBase + 10 × home + away`). */
export function correctScoreOf(market: FeedMarket): [number, number] {
  const code = market.typeId - SelectionType.correctScoreBase;
  return [Math.floor(code / 10), code % 10];
}

/** Lays the correct-score selections out by outcome: home win, draw, away win; each by the winner's goals, then the loser's. */
export function correctScoreGrid(markets: readonly FeedMarket[]): CorrectScoreGrid {
  const grid: CorrectScoreGrid = { home: [], draw: [], away: [] };
  const byScore = [...markets].sort((a, b) => {
    const [a1, a2] = correctScoreOf(a);
    const [b1, b2] = correctScoreOf(b);
    return Math.max(a1, a2) - Math.max(b1, b2) || Math.min(a1, a2) - Math.min(b1, b2) || a.id - b.id;
  });
  for (const market of byScore) {
    const [home, away] = correctScoreOf(market);
    (home > away ? grid.home : home < away ? grid.away : grid.draw).push(market);
  }
  return grid;
}

function matchesFilter(group: FeedMarketGroup, market: FeedMarket, needle: string): boolean {
  return needle === '' || group.name.toLowerCase().includes(needle) || market.name.toLowerCase().includes(needle);
}

/** The tabs with their counts, and the groups of the chosen tab narrowed by the filter (case-insensitive, on group and selection names). */
export function connectGameMarkets(game: Pick<FeedGameDetail, 'groups'>, state: Pick<GameMarketsState, 'tab' | 'filter' | 'collapsed'>): GameMarketsView {
  const needle = state.filter.trim().toLowerCase();
  const filtered = game.groups
    .map((group) => ({ group, markets: group.markets.filter((market) => matchesFilter(group, market, needle)), tab: TAB_OF_GROUP[group.id] ?? 'main' }))
    .filter((entry) => entry.markets.length > 0);
  const present = new Set(game.groups.map((group) => TAB_OF_GROUP[group.id] ?? 'main'));
  const tab = state.tab === 'all' || present.has(state.tab) ? state.tab : 'all';
  const tabs = TAB_ORDER.filter((id) => id === 'all' || present.has(id)).map((id) => ({
    id,
    key: MARKET_TAB_KEYS[id],
    count: filtered.filter((entry) => id === 'all' || entry.tab === id).reduce((sum, entry) => sum + entry.markets.length, 0),
    isSelected: id === tab,
  }));
  const groups = filtered
    .filter((entry) => tab === 'all' || entry.tab === tab)
    .map(({ group, markets }) => ({
      id: group.id,
      name: group.name,
      isCollapsed: state.collapsed.includes(group.id),
      markets,
      grid: group.id === MarketGroupId.correctScore ? correctScoreGrid(markets) : null,
    }));
  return { tabs, filter: state.filter, groups, emptyKey: groups.length === 0 ? 'betting_markets_none' : null };
}
