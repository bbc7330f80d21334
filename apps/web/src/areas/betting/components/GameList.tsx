import { listColumnHeads, type LiveStateOf } from '@kickoff/catalog-core';
import type { FeedGame, FeedMarket, FeedSection } from '@kickoff/contracts';
import { PreferencesService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { GameRow } from './GameRow';
import type { OddsMovement } from './OddsButton';
import { WindowedList } from './WindowedList';

/** A row of a list: a championship header or a game. */
export type ListRow = { kind: 'champ'; key: string; champId: number; title: string; count: number; games: readonly FeedGame[] } | { kind: 'heading'; key: string; titleKey: string; count: number } | { kind: 'game'; key: string; game: FeedGame };

/** Row heights in px (kept in step with the CSS). */
const CHAMP_ROW_PX = 36;
const GAME_ROW_PX = 60;

/** Games grouped under their championship, in the order given. */
export function rowsByChamp(games: readonly FeedGame[]): ListRow[] {
  const byChamp = new Map<number, FeedGame[]>();
  for (const game of games) {
    const list = byChamp.get(game.champId);
    if (list) list.push(game);
    else byChamp.set(game.champId, [game]);
  }
  const rows: ListRow[] = [];
  for (const [champId, champGames] of byChamp) {
    const first = champGames[0] as FeedGame;
    // The column heads over the odds (issues 15, 18) come from the league's games by the player's view (catalog-core listColumnHeads).
    rows.push({ kind: 'champ', key: `c${champId}`, champId, title: `${first.sportName}. ${first.champName}`, count: champGames.length, games: champGames });
    for (const game of champGames) rows.push({ kind: 'game', key: `g${game.id}`, game });
  }
  return rows;
}

/** The favourite games first under their own heading (issue 16), then the others by championship. */
export function rowsWithFavourites(favourites: readonly FeedGame[], others: readonly FeedGame[]): ListRow[] {
  const head: ListRow[] = favourites.length > 0 ? [{ kind: 'heading', key: 'favourites', titleKey: 'favourites_events', count: favourites.length }, ...favourites.map((game): ListRow => ({ kind: 'game', key: `f${game.id}`, game }))] : [];
  return [...head, ...rowsByChamp(others)];
}

/** The games of a section grouped by championship; only the rows on screen are mounted. */
export const GameList = observer(function GameList({
  rows,
  section,
  movementOf,
  marketOf,
  isBlockedOf,
  liveStateOf,
}: {
  rows: readonly ListRow[];
  section: FeedSection;
  movementOf: (marketId: number) => OddsMovement;
  /** issue 20: a live list's market as it is now (see `GameRow`). */
  marketOf?: ((marketId: number) => FeedMarket | null) | undefined;
  /** issue 20: a live list's lock of a market, observed apart from its price (see `OddsButton`). */
  isBlockedOf?: ((marketId: number) => boolean | null) | undefined;
  /** issue 20: a live list's game state as it is now (see `GameRow`). */
  liveStateOf?: LiveStateOf | undefined;
}) {
  const { t } = useTranslation();
  // Document 001 §3 appViewType: European (1X2 and the total) or Asian (handicap and total) columns.
  const viewType = useService(PreferencesService).preferences.appViewType;
  const headsByChamp = useMemo(() => new Map(rows.flatMap((row) => (row.kind === 'champ' ? [[row.champId, listColumnHeads(row.games, viewType)] as const] : []))), [rows, viewType]);
  const headsOf = (game: FeedGame) => headsByChamp.get(game.champId) ?? listColumnHeads([game], viewType);
  return (
    <WindowedList
      items={rows}
      rowHeight={(row) => (row.kind === 'game' ? GAME_ROW_PX : CHAMP_ROW_PX)}
      itemKey={(row) => row.key}
      label={t('betting_games')}
      testId="game-list"
      className={`game-list game-list--${viewType === 1 ? 'asian' : 'european'}`}
      renderItem={(row) =>
        row.kind === 'champ' ? (
          <div className="champ-row champ-row--grid" data-testid="champ-row">
            <h3 className="champ-row__title">
              {row.title} <span className="count">{row.count}</span>
            </h3>
            <div className="champ-row__outcomes" aria-hidden="true" data-testid="champ-outcomes">
              {(headsByChamp.get(row.champId) ?? []).map((head) => (
                <span key={head.key} className="champ-row__outcome" data-column={head.group}>
                  {head.text ?? t(head.labelKey ?? '')}
                </span>
              ))}
            </div>
          </div>
        ) : row.kind === 'heading' ? (
          <h3 className="champ-row champ-row--favourites" data-testid="favourites-heading">
            {t(row.titleKey)} <span className="count">{row.count}</span>
          </h3>
        ) : (
          <GameRow game={row.game} heads={headsOf(row.game)} section={section} movementOf={movementOf} marketOf={marketOf} isBlockedOf={isBlockedOf} liveStateOf={liveStateOf} />
        )
      }
    />
  );
});
