import { MarketGroupId, MarketKind, SelectionType, type FeedGame, type FeedMarket, type MainLine } from '@kickoff/contracts';

/**
 * The columns of the lists by the player's view (document 001 §3 "Global preferences": appViewType
 * 0 european, 1 asian; issue 18). European: the result (1, X, 2) and the main total (over, under);
 * Asian: the main handicap (1 and 2 with their lines) and the main total (over, under with the line).
 *
 * Odds format: document 001 lists coefViewId and appViewType as separate preferences and ties
 * neither to the other, so the view changes the columns only; the odds stay in the format the player
 * chose (project's choice, stated here).
 */

/** Document 001 §3 appViewType: 0 european, 1 asian. */
export type ListViewType = 0 | 1;

/** A column of the lists: which market of a game fills it. */
export type ListColumnKey = 'home' | 'draw' | 'away' | 'handicap1' | 'handicap2' | 'over' | 'under';

/** A column head: the result outcomes by the feed's own names, the others by dictionary key. */
export interface ListColumnHead {
  key: ListColumnKey;
  /** The feed's name (`1`, `X`, `2`) for the result columns, else null. */
  text: string | null;
  /** The dictionary key of the other heads, else null. */
  labelKey: string | null;
  /** The market group the column belongs to (the web hides the total on narrow screens by it). */
  group: 'result' | 'handicap' | 'total';
}

/** A cell of a game row: the market to bet on (null when the game has none there) and the line shown above the odds. */
export interface ListCell {
  key: ListColumnKey;
  group: ListColumnHead['group'];
  market: FeedMarket | null;
  /** `-0.5`, `+1.5`, `2.5`; null for the result columns. */
  line: string | null;
}

const signed = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? String(value) : '0');

/** The two markets of a game's main handicap or total line (the same ids and names as on its game page). */
export function lineMarkets(gameId: number, line: MainLine, group: 'handicap' | 'total'): [FeedMarket, FeedMarket] {
  const [id1, id2, param1, coef1, coef2, flags] = line;
  const isHandicap = group === 'handicap';
  // The away handicap is the home one's opposite; `0 - x` keeps a whole line at 0, not -0.
  const param2 = isHandicap ? 0 - param1 : param1;
  const base = { gameId, groupId: isHandicap ? MarketGroupId.handicap : MarketGroupId.total, kind: isHandicap ? MarketKind.handicap : MarketKind.total };
  return [
    { ...base, id: id1, typeId: isHandicap ? SelectionType.handicap1 : SelectionType.over, name: isHandicap ? `H1(${signed(param1)})` : `O(${param1})`, param: param1, coef: coef1, isBlocked: (flags & 1) !== 0, isBannedExpress: (flags & 4) !== 0 },
    { ...base, id: id2, typeId: isHandicap ? SelectionType.handicap2 : SelectionType.under, name: isHandicap ? `H2(${signed(param2)})` : `U(${param2})`, param: param2, coef: coef2, isBlocked: (flags & 2) !== 0, isBannedExpress: (flags & 8) !== 0 },
  ];
}

/** The main handicap and total of a list game as feed markets (the same ids and names as on its game page). */
export function mainLineMarkets(game: FeedGame): { handicap: [FeedMarket, FeedMarket] | null; total: [FeedMarket, FeedMarket] | null } {
  const lines = game.mainLines;
  return {
    handicap: lines?.handicap ? lineMarkets(game.id, lines.handicap, 'handicap') : null,
    total: lines?.total ? lineMarkets(game.id, lines.total, 'total') : null,
  };
}

const RESULT_KEYS: Record<number, ListColumnKey> = { [SelectionType.home]: 'home', [SelectionType.draw]: 'draw', [SelectionType.away]: 'away' };

/** The column heads of a league's games in a view; the result columns are those of the game offering the most (a draw or not). */
export function listColumnHeads(games: readonly FeedGame[], viewType: ListViewType): ListColumnHead[] {
  // issue 16: a league whose games offer neither a 1X2-style result nor a main line (the simulator's
  // outrights: one winner market of up to 8 entrants, on the game page) shows no columns at all
  if (games.length > 0 && games.every((game) => game.mainMarkets.length === 0 && !game.mainLines?.handicap && !game.mainLines?.total)) return [];
  const total: ListColumnHead[] = [
    { key: 'over', text: null, labelKey: 'betting_column_over', group: 'total' },
    { key: 'under', text: null, labelKey: 'betting_column_under', group: 'total' },
  ];
  if (viewType === 1) {
    return [{ key: 'handicap1', text: null, labelKey: 'betting_column_h1', group: 'handicap' }, { key: 'handicap2', text: null, labelKey: 'betting_column_h2', group: 'handicap' }, ...total];
  }
  const widest = games.reduce<FeedGame | undefined>((best, game) => (!best || game.mainMarkets.length > best.mainMarkets.length ? game : best), undefined);
  const result = (widest?.mainMarkets ?? []).flatMap((market): ListColumnHead[] => {
    const key = RESULT_KEYS[market.typeId];
    return key ? [{ key, text: market.name, labelKey: null, group: 'result' }] : [];
  });
  return [...result, ...total];
}

/** A game row's cells under the heads: each head's market of the game, or an empty cell when the game offers none. */
export function listCells(game: FeedGame, heads: readonly ListColumnHead[]): ListCell[] {
  const { handicap, total } = mainLineMarkets(game);
  return heads.map((head): ListCell => {
    switch (head.key) {
      case 'handicap1':
      case 'handicap2': {
        const market = handicap ? handicap[head.key === 'handicap1' ? 0 : 1] : null;
        return { key: head.key, group: head.group, market, line: market?.param != null ? signed(market.param) : null };
      }
      case 'over':
      case 'under': {
        const market = total ? total[head.key === 'over' ? 0 : 1] : null;
        return { key: head.key, group: head.group, market, line: market?.param != null ? String(market.param) : null };
      }
      default: {
        const market = game.mainMarkets.find((candidate) => RESULT_KEYS[candidate.typeId] === head.key) ?? null;
        return { key: head.key, group: head.group, market, line: null };
      }
    }
  });
}
